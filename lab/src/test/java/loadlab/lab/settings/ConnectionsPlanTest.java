package loadlab.lab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ConnectionsPlanTest {

    private static ConnectionsPlan plan(int connections, int rampSeconds, int exchanges, int thinkMs) {
        return new ConnectionsPlan(connections, Duration.ofSeconds(rampSeconds), exchanges,
                Duration.ofMillis(thinkMs), 4096, 1000);
    }

    @Test
    void totalExchangesIsEverySocketTimesItsExchanges() {
        assertThat(plan(10_000, 30, 10, 5000).totalExchanges()).isEqualTo(100_000);
    }

    @Test
    void rejectsSocketsThatCloseBeforeTheRampEnds() {
        assertThatThrownBy(() -> plan(200, 10, 3, 5000))
                .hasMessageContaining("10000 ms, not longer than the 10000 ms connect ramp")
                .hasMessageContaining("-DheldExchanges")
                .hasMessageContaining("-DconnectRampSeconds");
    }

    @Test
    void withoutARampTwoExchangesAreEnoughToOverlap() {
        assertThatThrownBy(() -> plan(10, 0, 1, 5000)).hasMessageContaining("0 ms, not longer than the 0 ms");
        assertThat(plan(10, 0, 2, 1).connections()).isEqualTo(10);
    }

    @Test
    void rejectsOutOfRangeValuesNamingTheKnob() {
        assertThatThrownBy(() -> plan(0, 1, 3, 5000)).hasMessageContaining("-Dconnections must be positive");
        assertThatThrownBy(() -> plan(1, -1, 3, 5000)).hasMessageContaining("-DconnectRampSeconds");
        assertThatThrownBy(() -> plan(1, 1, 0, 5000)).hasMessageContaining("-DheldExchanges must be positive");
        assertThatThrownBy(() -> plan(1, 1, 3, -1)).hasMessageContaining("-DheldThinkMs");
        assertThatThrownBy(() -> new ConnectionsPlan(1, Duration.ZERO, 2, Duration.ofSeconds(1), -1, 1000))
                .hasMessageContaining("-Dsize");
    }

    @Test
    void socketsOfEveryInjectorAddUpToTheWholePlan() {
        ConnectionsPlan whole = plan(1003, 5, 3, 5000);
        for (int n = 1; n <= 7; n++) {
            int injectors = n;
            assertThat(IntStream.range(0, n).map(k -> whole.share(new Split(injectors, k)).connections()).sum())
                    .as("sockets over %d", n).isEqualTo(1003);
            assertThat(IntStream.range(0, n).mapToLong(k -> whole.share(new Split(injectors, k)).totalExchanges()).sum())
                    .isEqualTo(whole.totalExchanges());
        }
        assertThat(whole.share(Split.WHOLE)).isSameAs(whole);
        assertThatThrownBy(() -> plan(2, 0, 2, 1).share(new Split(3, 2))).hasMessageContaining("nothing of -Dconnections=2");
    }
}
