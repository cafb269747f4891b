package loadlab.gatling.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class TransportsPlanTest {
    private static final TransportsPlan WHOLE = LabSettings.of(Map.of("profile", "quick", "users", "13")::get)
            .transports();

    @Test
    void pagesOfEveryPairAddUpToTheWholePlan() {
        for (int n = 1; n <= 7; n++) {
            int injectors = n;
            assertThat(IntStream.range(0, n).map(k -> WHOLE.share(new Split(injectors, k)).users()).sum())
                    .as("pages over %d", n).isEqualTo(WHOLE.users());
            assertThat(WHOLE.share(new Split(n, n - 1)).exchanges()).isEqualTo(WHOLE.exchanges());
            assertThat(WHOLE.share(new Split(n, n - 1)).transports()).isEqualTo(WHOLE.transports());
        }
    }

    @Test
    void oneInjectorRunsThePlanUnchanged() {
        assertThat(WHOLE.share(Split.WHOLE)).isSameAs(WHOLE);
    }

    @Test
    void anInjectorWithoutAPageIsRefused() {
        assertThatThrownBy(() -> WHOLE.share(new Split(14, 13))).hasMessageContaining("nothing of -Dusers=13");
    }
}
