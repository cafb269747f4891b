package loadlab.lab.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import loadlab.reports.comparison.JudgeSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The judge settings the suite's comparison registers when it starts. */
class ComparisonRunTest {
    @TempDir
    Path root;

    @Test
    void everyComparisonSettingAndTheThresholdsFileGivenToMvnAreRegisteredAndNothingElse() throws IOException {
        Files.writeString(root.resolve("comparison.properties"), "p95.maxRisePercent = 40\ncpu.maxRisePercent = 9\n");
        Properties system = new Properties();
        system.setProperty("comparison.cpu.maxRisePercent", "15");
        system.setProperty("comparison.allowInconclusive", "true");
        system.setProperty("comparisonThresholds", "comparison.properties");
        system.setProperty("comparison.advisory", " ");
        system.setProperty("profile", "smoke");
        system.setProperty("about", "x");

        JudgeSettings settings = ComparisonRun.judgeSettings(root, system);

        assertThat(settings.values()).as("the file, then the settings over it; blank ones unset")
                .isEqualTo(Map.of("cpu.maxRisePercent", "15", "p95.maxRisePercent", "40", "allowInconclusive", "true"));
        assertThat(settings.thresholds().cpuMaxRisePercent()).isEqualTo(15);
        assertThat(settings.allowInconclusive()).isTrue();
    }

    @Test
    void aSettingTheJudgeCannotReadFailsBeforeAnyRun() {
        Properties system = new Properties();
        system.setProperty("comparison.cpu.maxRisePercent", "ten");

        assertThatThrownBy(() -> ComparisonRun.judgeSettings(root, system))
                .hasMessageContaining("cpu.maxRisePercent must be a number, got 'ten'");
    }

    @Test
    void noSettingsRegisterTheDefaults() {
        assertThat(ComparisonRun.judgeSettings(root, new Properties())).isEqualTo(JudgeSettings.DEFAULTS);
    }
}
