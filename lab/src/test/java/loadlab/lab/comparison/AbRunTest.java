package loadlab.lab.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** What the suite's comparison hands its judge. */
class AbRunTest {

    @Test
    void theJudgeGetsEveryAbSettingAndThresholdsFileGivenToMvnAndNothingElse() {
        Properties system = new Properties();
        system.setProperty("ab.cpu.maxRisePercent", "15");
        system.setProperty("ab.allowInconclusive", "true");
        system.setProperty("abThresholds", "ci/ab.properties");
        system.setProperty("ab.advisory", " ");
        system.setProperty("profile", "smoke");
        system.setProperty("about", "x");

        assertThat(AbRun.judgeArguments("ab", Path.of("/r"), Path.of("/lab"), system)).containsExactly("ab",
                "reports=/r", "lab.root=/lab", "ab.allowInconclusive=true", "ab.cpu.maxRisePercent=15",
                "abThresholds=ci/ab.properties");
    }
}
