package loadlab.gatling.probe;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.*;

import io.gatling.javaapi.core.Simulation;
import java.time.Duration;
import loadlab.gatling.run.Protocols;
import loadlab.gatling.run.Target;
import loadlab.gatling.run.TargetLoss;
import loadlab.lab.settings.LabSettings;

/**
 * Not an experiment: {@link LostTargetRunTest} runs it against a server it kills mid-run, to prove
 * that the run then stops at once and says why. Two minutes of /hello unless stopped; the build's
 * gatling:test goal excludes this package.
 */
public final class LostTargetSimulation extends Simulation {
    /** A compile-time constant, so the test can read it without loading (and running) this class. */
    static final int PLANNED_SECONDS = 120;
    private static final LabSettings SETTINGS = LabSettings.fromSystemProperties();
    private static final Target TARGET = Target.forSimulation(LostTargetSimulation.class, SETTINGS);

    {
        setUp(scenario("Lost Target")
                .during(Duration.ofSeconds(PLANNED_SECONDS)).on(exec(TargetLoss.guard())
                        .exec(http("Hello").get("/hello").check(status().is(200)))
                        .pause(Duration.ofMillis(20)))
                .injectOpen(atOnceUsers(4)))
                .protocols(Protocols.http(TARGET.url(), Protocols.Connections.PER_USER))
                .assertions(global().failedRequests().count().is(0L));
    }

    @Override
    public void before() {
        TARGET.start();
    }

    @Override
    public void after() {
        TARGET.stop();
    }
}
