package loadlab.record.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class AbOutputTest {

    @Test
    void readsRequestsSecondsAndRateOfACleanRun() {
        CleanRun.assertClean(AbOutput.parse(RecordedOutput.of("ab-close-reference-server.txt")), 20_000L, 1.770, 11_298.92);
    }

    @Test
    void failedAndNon2xxRequestsAreTakenOffTheOkCount() {
        ToolResult result = AbOutput.parse(RecordedOutput.of("ab-non2xx-and-length-failures.txt"));

        assertThat(result.requests()).isEqualTo(4000L);
        assertThat(result.failed()).isEqualTo(600L);
        assertThat(result.non2xx()).isEqualTo(1000L);
        assertThat(result.okRequests()).isEqualTo(2400L);
        assertThat(result.failures()).containsExactly(entry("connect", 0L), entry("exceptions", 0L),
                entry("length", 600L), entry("receive", 0L));
        assertThat(result.okPerSecond()).isCloseTo(14_402.17 * 2400 / 4000, within(1e-6));
        assertThat(result.hadErrors()).isTrue();
    }

    @Test
    void droppedConnectionsCountAsLengthFailures() {
        ToolResult result = AbOutput.parse(RecordedOutput.of("ab-dropped-connections.txt"));

        assertThat(result.requests()).isEqualTo(4000L);
        assertThat(result.failures()).containsEntry("length", 400L);
        assertThat(result.okRequests()).isEqualTo(3600L);
        assertThat(result.non2xx()).isZero();
    }

    @Test
    void aDeadTargetIsNoThroughputWhateverAbsRateSays() {
        // ab -r against a closed port: 100 "complete" requests, 150 failures, 64 226 requests/s.
        ToolResult result = AbOutput.parse(RecordedOutput.of("ab-connection-refused.txt"));

        assertThat(result.requestsPerSecond()).isEqualTo(64_226.08);
        assertThat(result.failed()).isEqualTo(150L);
        assertThat(result.failures()).containsEntry("receive", 100L).containsEntry("exceptions", 50L);
        assertThat(result.okRequests()).isZero();
        assertThat(result.okPerSecond()).isZero();
    }

    @Test
    void abStoppedBeforeItsReportIsRefused() {
        assertThatThrownBy(() -> AbOutput.parse(RecordedOutput.of("ab-connection-refused-without-r.txt")))
                .isInstanceOf(UnreadableOutputException.class)
                .hasMessageContaining("Complete requests");
    }
}
