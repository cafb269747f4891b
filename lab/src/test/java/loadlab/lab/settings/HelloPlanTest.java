package loadlab.lab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class HelloPlanTest {
    private static final HelloPlan WHOLE = new HelloPlan(List.of(HelloVariant.CLOSED_CLOSE, HelloVariant.OPEN_CLOSE),
            10, 20_003, List.of(201, 57), Duration.ofSeconds(10), 1000);

    private static List<HelloPlan> shares(HelloPlan plan, int injectors) {
        return IntStream.range(0, injectors).mapToObj(k -> plan.share(new Split(injectors, k))).toList();
    }

    @Test
    void sharesOfUsersRequestsAndArrivalsAddUpToTheWholePlan() {
        for (int n = 1; n <= 7; n++) {
            List<HelloPlan> shares = shares(WHOLE, n);
            assertThat(shares.stream().mapToInt(HelloPlan::concurrency).sum()).as("users over %d", n)
                    .isEqualTo(WHOLE.concurrency());
            assertThat(shares.stream().mapToLong(HelloPlan::requests).sum()).as("requests over %d", n)
                    .isEqualTo(WHOLE.requests());
            assertThat(shares.stream().mapToLong(HelloPlan::openArrivals).sum()).as("arrivals over %d", n)
                    .isEqualTo(WHOLE.openArrivals()).isEqualTo(2010 + 570);
            for (int k = 0; k < WHOLE.rates().size(); k++) {
                int rate = k;
                assertThat(shares.stream().mapToDouble(share -> share.injectorRates().get(rate)).sum())
                        .as("rate %d over %d", WHOLE.rates().get(k), n).isCloseTo(WHOLE.rates().get(k), within(1e-9));
            }
            assertThat(shares).allSatisfy(share -> {
                assertThat(share.variants()).isEqualTo(WHOLE.variants());
                assertThat(share.rates()).isEqualTo(WHOLE.rates());
                assertThat(share.duration()).isEqualTo(WHOLE.duration());
                assertThat(share.requests()).isGreaterThanOrEqualTo(share.concurrency());
            });
        }
    }

    @Test
    void everyInjectorNamesAnOpenStepByTheWholeRateSoTheirRowsMerge() {
        assertThat(shares(WHOLE, 3)).allSatisfy(share -> assertThat(share.steps()).extracting(HelloStep::id)
                .containsExactly("closed-close", "open-close-r201", "open-close-r57"));
        assertThat(WHOLE.share(new Split(3, 0)).steps().get(1).injectorRate()).isEqualTo(67.0);
    }

    @Test
    void oneInjectorRunsThePlanUnchanged() {
        assertThat(WHOLE.share(Split.WHOLE)).isSameAs(WHOLE);
    }

    @Test
    void anInjectorWithoutAClosedUserIsRefused() {
        assertThatThrownBy(() -> WHOLE.share(new Split(11, 10)))
                .hasMessageContaining("nothing of -Dconcurrency=10");
    }

    @Test
    void anInjectorWithoutAnOpenArrivalIsRefused() {
        HelloPlan open = new HelloPlan(List.of(HelloVariant.OPEN_CLOSE), 1, 1, List.of(100, 1), Duration.ofSeconds(1),
                1000);
        assertThat(open.share(new Split(2, 0)).openArrivals()).isEqualTo(51);
        assertThatThrownBy(() -> open.share(new Split(2, 1))).hasMessageContaining("no arrival of -Drate=1");
    }

    @Test
    void aRateGivenTwiceOrNotPositiveIsRefused() {
        assertThatThrownBy(() -> new HelloPlan(List.of(HelloVariant.OPEN_CLOSE), 1, 1, List.of(100, 100),
                Duration.ofSeconds(1), 1000)).hasMessageContaining("names a rate twice");
        assertThatThrownBy(() -> new HelloPlan(List.of(HelloVariant.OPEN_CLOSE), 1, 1, List.of(0),
                Duration.ofSeconds(1), 1000)).hasMessageContaining("positive requests per second");
    }
}
