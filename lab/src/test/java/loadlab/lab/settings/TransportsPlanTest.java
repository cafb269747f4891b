package loadlab.lab.settings;

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

    @Test
    void pagesRunSideBySideInEveryProfileUnlessAskedInTurn() {
        for (String profile : new String[] {"smoke", "quick", "seed", "stress"}) {
            assertThat(LabSettings.of(Map.of("profile", profile)::get).transports().order())
                    .as(profile).isEqualTo(PageOrder.SIDE_BY_SIDE);
        }
        assertThat(LabSettings.of(Map.of("pages", " In-Turn ")::get).transports().order()).isEqualTo(PageOrder.IN_TURN);
        assertThatThrownBy(() -> LabSettings.of(Map.of("pages", "parallel")::get).transports())
                .hasMessage("-Dpages must be side-by-side or in-turn, got 'parallel'");
    }

    @Test
    void thePagesAreEveryTransportAtEachCountInTheOrderGiven() {
        TransportsPlan plan = LabSettings.of(Map.of("exchanges", "100,10", "transports", "ws,ajax", "thinkAs", "pause")::get)
                .transports();

        assertThat(plan.pages()).extracting(Page::name).containsExactly("WS x100", "AJAX x100", "WS x10", "AJAX x10");
    }

    @Test
    void everyTransportWarmsUpAThousandExchangesAHundredAtSmokeUnlessToldOtherwise() {
        assertThat(WHOLE.warmUpExchanges()).isEqualTo(1000);
        assertThat(LabSettings.of(Map.of("profile", "seed")::get).transports().warmUpExchanges()).isEqualTo(1000);
        assertThat(LabSettings.of(Map.of("profile", "smoke")::get).transports().warmUpExchanges()).isEqualTo(100);
        assertThat(LabSettings.of(Map.of("pageWarmUp", "0")::get).transports().warmUpExchanges()).isZero();
        assertThatThrownBy(() -> LabSettings.of(Map.of("pageWarmUp", "-1")::get).transports())
                .hasMessageContaining("pageWarmUp");
    }
}
