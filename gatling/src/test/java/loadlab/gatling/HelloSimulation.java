package loadlab.gatling;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.*;

import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.ArrayList;
import java.util.List;
import loadlab.gatling.hello.RequestBudget;
import loadlab.gatling.server.Protocols;
import loadlab.gatling.server.Target;
import loadlab.gatling.settings.HelloPlan;
import loadlab.gatling.settings.LabSettings;
import loadlab.gatling.settings.LoadModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Experiment 3: GET /hello. Closed model (default) = {@code ab -n requests -c concurrency}:
 * that many users send back-to-back requests until the shared total is spent; it answers "how
 * many requests per second can the server take". Open model = a constant arrival rate whatever
 * the server does, so a slow answer cannot hold back the next request (no coordinated omission);
 * it answers "what latency do users see at this rate". -DkeepAlive=false sends
 * {@code Connection: close}: a new TCP connection per request, like ab without -k.
 */
public final class HelloSimulation extends Simulation {
    private static final Logger LOG = LoggerFactory.getLogger(HelloSimulation.class);
    private static final LabSettings SETTINGS = LabSettings.fromSystemProperties();
    private static final HelloPlan PLAN = SETTINGS.hello();
    private static final Target TARGET = Target.forSimulation(HelloSimulation.class, SETTINGS);
    private static final boolean OPEN = PLAN.model() == LoadModel.OPEN;
    private static final HttpProtocolBuilder PROTOCOL =
            Protocols.http(TARGET, Protocols.forKeepAlive(PLAN.keepAlive(), OPEN));
    private static final RequestBudget BUDGET = new RequestBudget(PLAN.requests());

    // CONTRACT.md "Plain HTTP": 200, body exactly "Hello, World!".
    private static final ChainBuilder HELLO = exec(http("Hello").get("/hello")
            .check(status().is(200), bodyString().is("Hello, World!")));

    {
        LOG.info("Hello, profile {}: {} against {}", SETTINGS.profile().id(), PLAN, TARGET);
        setUp(OPEN ? open() : closed())
                .protocols(PROTOCOL)
                .assertions(assertions());
    }

    private static PopulationBuilder closed() {
        return scenario("Hello Closed")
                .exec(asLongAs(session -> BUDGET.take()).on(HELLO))
                .injectOpen(atOnceUsers(PLAN.concurrency()));
    }

    // Reference: https://docs.gatling.io/reference/script/core/injection/#open-model
    private static PopulationBuilder open() {
        return scenario("Hello Open")
                .exec(HELLO)
                .injectOpen(constantUsersPerSec(PLAN.rate()).during(PLAN.duration()));
    }

    private static List<Assertion> assertions() {
        List<Assertion> assertions = new ArrayList<>(List.of(
                global().failedRequests().count().is(0L),
                global().responseTime().percentile(99.0).lt(PLAN.p99Ms())));
        if (!OPEN) {
            assertions.add(global().allRequests().count().is(PLAN.requests()));
        }
        return assertions;
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
