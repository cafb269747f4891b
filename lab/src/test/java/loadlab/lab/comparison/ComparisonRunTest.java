package loadlab.lab.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Properties;
import loadlab.reports.CommandLine;
import org.junit.jupiter.api.Test;

/** What the suite's comparison hands its judge. */
class ComparisonRunTest {

    @Test
    void theJudgeGetsEveryComparisonSettingAndThresholdsFileGivenToMvnAndNothingElse() {
        Properties system = new Properties();
        system.setProperty("comparison.cpu.maxRisePercent", "15");
        system.setProperty("comparison.allowInconclusive", "true");
        system.setProperty("comparisonThresholds", "ci/comparison.properties");
        system.setProperty("comparison.advisory", " ");
        system.setProperty("profile", "smoke");
        system.setProperty("about", "x");

        assertThat(ComparisonRun.judgeArguments(CommandLine.COMPARISON, Path.of("/r"), Path.of("/lab"), system))
                .containsExactly("comparison", "lab.results=/r", "lab.root=/lab", "comparison.allowInconclusive=true",
                        "comparison.cpu.maxRisePercent=15", "comparisonThresholds=ci/comparison.properties");
    }
}
