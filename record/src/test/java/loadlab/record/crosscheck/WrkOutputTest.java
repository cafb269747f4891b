package loadlab.record.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class WrkOutputTest {

    @Test
    void readsRequestsSecondsAndRateOfACleanRun() {
        CleanRun.assertClean(WrkOutput.parse(RecordedOutput.of("wrk-keepalive-reference-server.txt")), 447_329L, 5.01, 89_205.07);
    }

    @Test
    void non2xxAnswersAreRequestsButNotOkOnes() {
        ToolResult result = WrkOutput.parse(RecordedOutput.of("wrk-non2xx.txt"));

        assertThat(result.requests()).isEqualTo(204_797L);
        assertThat(result.non2xx()).isEqualTo(51_199L);
        assertThat(result.okRequests()).isEqualTo(204_797L - 51_199L);
        assertThat(result.okPerSecond()).isCloseTo(66_067.81 * (204_797 - 51_199) / 204_797, within(1e-6));
        assertThat(result.hadErrors()).isTrue();
    }

    @Test
    void socketReadErrorsAreFailuresOutsideTheRequestCount() {
        ToolResult result = WrkOutput.parse(RecordedOutput.of("wrk-socket-read-errors.txt"));

        assertThat(result.requests()).isEqualTo(133_273L);
        assertThat(result.okRequests()).isEqualTo(133_273L);
        assertThat(result.failed()).isEqualTo(14_808L);
        assertThat(result.failures()).containsExactly(entry("connect", 0L), entry("read", 14_808L), entry("timeout", 0L),
                entry("write", 0L));
        assertThat(result.hadErrors()).isTrue();
    }

    @Test
    void timeoutsAreCountedAsSocketErrors() {
        ToolResult result = WrkOutput.parse(RecordedOutput.of("wrk-socket-timeouts.txt"));

        assertThat(result.requests()).isEqualTo(765L);
        assertThat(result.failed()).isEqualTo(20L);
        assertThat(result.failures()).containsEntry("timeout", 20L);
        assertThat(result.requestsPerSecond()).isEqualTo(190.93);
    }

    @Test
    void runTimePrintedInMinutesIsReadInSeconds() {
        ToolResult result = WrkOutput.parse(RecordedOutput.of("wrk-one-minute.txt"));

        assertThat(result.requests()).isEqualTo(242L);
        assertThat(result.seconds()).isCloseTo(61.2, within(1e-9));
        assertThat(result.requestsPerSecond()).isEqualTo(3.97);
    }

    @Test
    void outputWithoutTheSummaryIsRefused() {
        // wrk prints nothing on stdout when it cannot connect; its stderr says why.
        assertThatThrownBy(() -> WrkOutput.parse(""))
                .isInstanceOf(UnreadableOutputException.class)
                .hasMessageContaining("Requests/sec");
        assertThatThrownBy(() -> WrkOutput.parse(RecordedOutput.of("wrk-connection-refused.stderr.txt")))
                .isInstanceOf(UnreadableOutputException.class);
    }
}
