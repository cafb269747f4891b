package loadlab.reports;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The commands' settings under the names they had before: refused, each with the name it has now. */
class CommandOptionsTest {

    @Test
    void settingsGivenUnderTheirOldNamesAreRefusedWithTheNamesTheyHaveNow() {
        assertThatThrownBy(() -> CommandOptions.RENAMED.refuse(Map.of("about", "x", "abThresholds", "t.properties",
                "comparison.advisory", "hello.*", "ab.cpu.maxRisePercent", "5", "reportsDir", "runs"), "-D"))
                .hasMessageContaining("-DcomparisonThresholds for -DabThresholds")
                .hasMessageContaining("-Dcomparison.cpu.maxRisePercent for -Dab.cpu.maxRisePercent")
                .hasMessageContaining("-Dlab.results for -DreportsDir")
                .hasMessageNotContaining("about").hasMessageNotContaining("-Dcomparison.advisory");

        assertThatCode(() -> CommandOptions.RENAMED.refuse(Map.of("about", "x", "abRequests", "9",
                "comparison.advisory", "hello.*", "lab.results", "runs"), "-D")).doesNotThrowAnyException();
    }

    @Test
    void anOldNameLeftBlankIsUnsetAsEveryBlankSettingIsAndNotRefused() {
        assertThatCode(() -> CommandOptions.RENAMED.refuse(Map.of("abThresholds", "", "ab.cpu.maxRisePercent", " ",
                "reports", ""), "")).doesNotThrowAnyException();
    }
}
