package loadlab.gatling;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.*;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ClosedInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import loadlab.gatling.connections.SocketPreflight;
import loadlab.gatling.insert.InsertLedger;
import loadlab.gatling.insert.ItemCount;
import loadlab.gatling.insert.StepTally;
import loadlab.gatling.server.Protocols;
import loadlab.gatling.server.Target;
import loadlab.gatling.settings.InsertPlan;
import loadlab.gatling.settings.LabSettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Experiment 2: insert a GUID document per request under a closed workload stepped through the
 * concurrency levels (like the original's ab -c 10 ... -c 10000 runs); each step is its own
 * population and report group ("Concurrency 100"), run one after the other. Each virtual user
 * sends one POST /items, and a finished user is replaced at once, so concurrency stays constant.
 * Afterwards the growth of GET /items/count must equal the 201s counted here, or the run fails.
 */
public final class InsertSimulation extends Simulation {
    private static final Logger LOG = LoggerFactory.getLogger(InsertSimulation.class);
    private static final LabSettings SETTINGS = LabSettings.fromSystemProperties();
    private static final InsertPlan PLAN = SETTINGS.insert();
    private static final Target TARGET = Target.forSimulation(InsertSimulation.class, SETTINGS);
    private static final HttpProtocolBuilder PROTOCOL =
            Protocols.http(TARGET, Protocols.forKeepAlive(PLAN.keepAlive(), true));
    private static final Pattern UUID_V4 =
            Pattern.compile("[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}");
    private static final String STATUS = "insertStatus";
    private static final InsertLedger LEDGER = new InsertLedger(PLAN.steps());

    /**
     * After the last step: the growth of GET /items/count must equal the 201s counted here. A
     * mismatch fails this request, so the report shows it and the failed-requests assertion
     * fails the build (an exception in after() would lose the report).
     */
    private static final ChainBuilder RECONCILE = exec(http("Reconcile").get("/items/count").check(
            status().is(200),
            jsonPath("$.count").ofLong().validate("count delta equals inserts answered 201",
                    (countAfter, session) -> {
                        LEDGER.close(countAfter).requireBalanced();
                        return countAfter;
                    })));

    {
        LOG.info("Insert, profile {}: {} against {}", SETTINGS.profile().id(), PLAN, TARGET);
        List<PopulationBuilder> populations = new ArrayList<>();
        LEDGER.steps().forEach(tally -> populations.add(step(tally)));
        populations.add(scenario("Reconciliation").exec(RECONCILE).injectOpen(atOnceUsers(1)));
        setUp(Populations.inSequence(populations))
                .protocols(PROTOCOL)
                .assertions(
                        global().failedRequests().count().is(0L),
                        global().responseTime().percentile(99.0).lt(PLAN.p99Ms()),
                        details("Reconcile").successfulRequests().count().is(1L));
    }

    private static PopulationBuilder step(StepTally tally) {
        String name = "Concurrency " + tally.concurrency();
        return scenario(name)
                .exec(group(name).on(insert(tally)))
                .injectClosed(injection(tally.concurrency()));
    }

    /** One insert, counted as created only when answered 201 (the contract's acknowledgement). */
    private static ChainBuilder insert(StepTally tally) {
        return exec(session -> {
            tally.started(System.nanoTime());
            return session;
        }).exec(http("Insert").post("/items").check(
                status().saveAs(STATUS),
                status().is(201),
                jsonPath("$.id").exists(),
                jsonPath("$.item").transform(item -> UUID_V4.matcher(item).matches()).is(true)))
        .exec(session -> {
            tally.finished(System.nanoTime(), session.contains(STATUS) && session.getInt(STATUS) == 201);
            return session;
        });
    }

    /** Reach the step's concurrency over -DrampSeconds (no connection storm), then hold it. */
    // Reference: https://docs.gatling.io/reference/script/core/injection/#closed-model
    private static ClosedInjectionStep[] injection(int concurrency) {
        List<ClosedInjectionStep> steps = new ArrayList<>();
        if (!PLAN.ramp().isZero()) {
            steps.add(rampConcurrentUsers(0).to(concurrency).during(PLAN.ramp()));
        }
        steps.add(constantConcurrentUsers(concurrency).during(PLAN.hold()));
        return steps.toArray(ClosedInjectionStep[]::new);
    }

    @Override
    public void before() {
        // Without keep-alive every request in flight holds a socket of its own.
        int widest = PLAN.steps().stream().mapToInt(Integer::intValue).max().orElseThrow();
        SocketPreflight.ofThisJvm().require(widest, "-Dsteps");
        TARGET.start();
        LEDGER.open(ItemCount.fetch(TARGET.url()));
    }

    @Override
    public void after() {
        TARGET.stop(run -> {
            run.insertSteps(LEDGER.steps().stream().flatMap(tally -> tally.asRun().stream()).toList());
            LEDGER.result().ifPresent(run::reconciliation);
        });
        LEDGER.steps().forEach(tally -> LOG.info("Insert {}", tally));
        LOG.info("Insert reconciliation: {}", LEDGER.result().map(Object::toString).orElse("not reached"));
    }
}
