package loadlab.record.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CrossCheckTest {
    private static final ToolResult WRK = WrkOutput.parse(RecordedOutput.of("wrk-socket-read-errors.txt"));

    @Test
    void recordKeepsEveryCrossCheckThroughItsJson(@TempDir Path reports) {
        List<CrossCheck> checks = List.of(
                CrossCheck.measured("closed-keepalive", CrossCheckTool.WRK, "wrk -t2 -c10 -d3s http://127.0.0.1:1/hello",
                        1_000L, 4_000L, WRK, 0.75, 0.5),
                CrossCheck.notMeasured("closed-close", CrossCheckTool.AB, null, "ab is not on the PATH",
                        CrossCheckTool.INSTALL),
                CrossCheck.notComparable("open-close", "open model"));
        RunRecord record = RunRecord.of("HelloSimulation", 77, "quick", Map.of()).with(draft -> draft.crossChecks = checks);
        RunRecords records = RunRecords.under(reports);

        records.write(record);

        assertThat(records.list().get(0).readRecord().crossChecks()).isEqualTo(checks);
    }

    @Test
    void recordWrittenBeforeCrossChecksReadsWithNone(@TempDir Path reports) throws IOException {
        Path file = RunRecords.under(reports).write(RunRecord.of("HelloSimulation", 78, "quick", Map.of()));
        Files.writeString(file, Files.readString(file).replaceAll(",\\s*\"crossChecks\" : \\[ \\]", ""));

        assertThat(Files.readString(file)).doesNotContain("crossChecks");
        assertThat(RunRecords.under(reports).list().get(0).readRecord().crossChecks()).isEmpty();
    }

    @Test
    void jsonStatesTheToolsOwnRateAndTheOkRate(@TempDir Path reports) throws IOException {
        Path file = RunRecords.under(reports).write(RunRecord.of("HelloSimulation", 79, "quick", Map.of())
                .with(draft -> draft.crossChecks = List.of(
                        CrossCheck.measured("closed-keepalive", CrossCheckTool.WRK, "wrk", 1, 2, WRK, 0.5))));

        assertThat(Files.readString(file)).contains("\"status\" : \"MEASURED\"", "\"tool\" : \"wrk\"",
                "\"requestsPerSecond\" : 44418.88", "\"okPerSecond\" : 44418.88", "\"read\" : 14808",
                "\"hadErrors\" : true", "\"clientCpuSeconds\" : 0.5");
    }

    @Test
    void systemTimeIsAPartOfTheClientsMeasuredCpu() {
        assertThat(CrossCheck.measured("closed-close", CrossCheckTool.AB, "ab", 1, 2, WRK, 0.5, 0.4).clientSystemCpuSeconds())
                .isEqualTo(0.4);
        assertThatThrownBy(() -> CrossCheck.measured("closed-close", CrossCheckTool.AB, "ab", 1, 2, WRK, 0.5, 0.6))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("system time");
        assertThatThrownBy(() -> CrossCheck.measured("closed-close", CrossCheckTool.AB, "ab", 1, 2, WRK, null, 0.1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CrossCheck.measured("closed-close", CrossCheckTool.AB, "ab", 1, 2, WRK, 0.5, -0.1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void measuredNeedsAResultAndNoReason() {
        assertThatThrownBy(() -> new CrossCheck("closed-close", CrossCheck.Status.MEASURED, "ab", "ab", 1L, 2L, null,
                null, null, "why", null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new CrossCheck("closed-close", CrossCheck.Status.NOT_MEASURED, "ab", "ab", 1L, 2L, WRK,
                null, null, null, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new CrossCheck("closed-close", CrossCheck.Status.NOT_MEASURED, "ab", null, null, null,
                null, null, null, null, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void windowCannotEndBeforeItStarts() {
        assertThatThrownBy(() -> CrossCheck.measured("closed-close", CrossCheckTool.AB, "ab", 5, 4, WRK, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ends before it starts");
    }

    @Test
    void keepAliveVariantsGoToWrkAndTheOthersToAb() {
        assertThat(CrossCheckTool.forKeepAlive(true)).isEqualTo(CrossCheckTool.WRK);
        assertThat(CrossCheckTool.forKeepAlive(false)).isEqualTo(CrossCheckTool.AB);
        assertThat(CrossCheckTool.AB.debianPackage()).isEqualTo("apache2-utils");
        assertThat(CrossCheckTool.INSTALL).contains("wrk", "apache2-utils");
    }
}
