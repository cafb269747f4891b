package loadlab.gatling.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class HelloPlanTest {
    private static final HelloPlan WHOLE = new HelloPlan(List.of(HelloVariant.CLOSED_CLOSE, HelloVariant.OPEN_CLOSE),
            10, 20_003, 201.5, Duration.ofSeconds(10), 1000);

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
                    .isEqualTo(WHOLE.openArrivals());
            assertThat(shares).allSatisfy(share -> {
                assertThat(share.variants()).isEqualTo(WHOLE.variants());
                assertThat(share.duration()).isEqualTo(WHOLE.duration());
                assertThat(share.requests()).isGreaterThanOrEqualTo(share.concurrency());
            });
        }
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
        HelloPlan open = new HelloPlan(List.of(HelloVariant.OPEN_CLOSE), 1, 1, 0.2, Duration.ofSeconds(10), 1000);
        assertThat(open.share(new Split(2, 1)).openArrivals()).isEqualTo(1);
        assertThatThrownBy(() -> open.share(new Split(3, 2))).hasMessageContaining("no arrival of -Drate=0.2");
    }
}
