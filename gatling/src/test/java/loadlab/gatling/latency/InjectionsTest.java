package loadlab.gatling.latency;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.constantConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static org.assertj.core.api.Assertions.assertThat;

import io.gatling.javaapi.core.ChainBuilder;
import java.util.List;
import loadlab.record.latency.InjectionLag;
import org.junit.jupiter.api.Test;

/** What a simulation's populations record of their starts, before and without any user. */
class InjectionsTest {
    private static final ChainBuilder NOTHING = exec(session -> session);

    @Test
    void everyPopulationIsMeasuredInTheOrderItWasBuiltOpenOrClosed() {
        Injections injections = new Injections();
        injections.open("Warm-up", NOTHING, atOnceUsers(2));
        injections.open("Concurrency 10", NOTHING, rampUsers(10).during(1));
        injections.closed("Held", NOTHING, constantConcurrentUsers(5).during(3));

        List<InjectionLag> measured = injections.measure();

        assertThat(measured).extracting(InjectionLag::population).containsExactly("Warm-up", "Concurrency 10", "Held");
        assertThat(measured).extracting(InjectionLag::planned).containsExactly(2L, 10L, 0L);
        assertThat(measured).extracting(InjectionLag::started).as("no user ran").containsExactly(0L, 0L, 0L);
        assertThat(measured).extracting(InjectionLag::spread).containsExactly(false, true, false);
        assertThat(measured.get(1).lagHistogram()).hasValueSatisfying(lag -> assertThat(lag.getTotalCount()).isZero());
        assertThat(measured.get(2).lag()).as("a closed profile has no start per user").isNull();
        assertThat(measured.get(2).model()).isEqualTo("closed");
    }

    @Test
    void clientsRampedInAreTimedButTheirPlanIsNotTheLoad() {
        Injections injections = new Injections();
        injections.clients("Concurrency 100", NOTHING, rampUsers(100).during(2));

        InjectionLag clients = injections.measure().get(0);

        assertThat(clients.model()).isEqualTo(InjectionLag.CLIENTS);
        assertThat(clients.planned()).isEqualTo(100);
        assertThat(clients.spread()).as("a late client delays the concurrency, not the load").isFalse();
        assertThat(clients.lagHistogram()).isPresent();
    }
}
