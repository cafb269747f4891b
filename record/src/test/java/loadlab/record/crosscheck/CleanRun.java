package loadlab.record.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** What either tool's reading of a run without errors must show: every request OK, the OK rate its rate. */
final class CleanRun {

    private CleanRun() {
    }

    static void assertClean(ToolResult result, long requests, double seconds, double requestsPerSecond) {
        assertThat(result.requests()).isEqualTo(requests);
        assertThat(result.okRequests()).isEqualTo(requests);
        assertThat(result.seconds()).isEqualTo(seconds);
        assertThat(result.requestsPerSecond()).isEqualTo(requestsPerSecond);
        assertThat(result.okPerSecond()).isCloseTo(requestsPerSecond, within(1e-6));
        assertThat(result.failed()).isZero();
        assertThat(result.non2xx()).isZero();
        assertThat(result.failures()).isEmpty();
        assertThat(result.hadErrors()).isFalse();
    }
}
