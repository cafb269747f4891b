package loadlab.gatling;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.*;

import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Simulation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import loadlab.lab.crosscheck.CrossChecks;
import loadlab.gatling.hello.RequestBudget;
import loadlab.gatling.hello.WarmUp;
import loadlab.gatling.latency.Injections;
import loadlab.gatling.latency.PlannedRequests;
import loadlab.lab.settings.Repeat;
import loadlab.gatling.repeat.RepeatClock;
import loadlab.gatling.run.Protocols;
import loadlab.gatling.run.TargetLoss;
import loadlab.lab.settings.HelloPlan;
import loadlab.lab.settings.HelloStep;
import loadlab.lab.settings.HelloVariant;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.settings.LoadModel;
import loadlab.gatling.run.Target;
import loadlab.record.RunRecords;
import loadlab.record.names.RunNames;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Experiment 3: GET /hello, once per variant of -DhelloVariants, one variant after the other. Closed
 * model = {@code ab -n requests -c concurrency}: that many users send back-to-back requests until
 * the variant's total is spent; it answers "how many requests per second can the server take".
 * Open model = a constant arrival rate whatever the server does, so a slow answer cannot hold back
 * the next request (no coordinated omission); it answers "what latency do users see at this rate", at
 * each rate of -Drate in turn, each its own row ("Hello Open 1000/s").
 * Without keep-alive every request sends {@code Connection: close}: a new TCP connection each time,
 * like ab without -k. Each row has its own request name, which the summary keys on. Once every
 * variant has run, wrk or ab measures each closed one again against the same server (docs/cross-check.md).
 * -Drepeats=N runs each row N times in a row ("Hello closed-close #2"), under the same request name.
 * Before each variant's first row, a warm-up at its concurrency and with its connections (at least
 * -DwarmUpRequests, then until this JVM's JIT is idle, at most -DwarmUpSeconds) under the request "Hello
 * warm-up", outside every row's window: a cold JVM costs several times its steady CPU per request
 * (docs/cross-check.md).
 */
public final class HelloSimulation extends Simulation {
    private static final Logger LOG = LoggerFactory.getLogger(HelloSimulation.class);
    private static final LabSettings SETTINGS = LabSettings.fromSystemProperties();
    private static final HelloPlan PLAN = SETTINGS.hello();
    private static final Target TARGET = Target.forSimulation(HelloSimulation.class, SETTINGS);
    private static final CrossChecks CROSS_CHECKS = CrossChecks.of(PLAN, SETTINGS.crossCheck());
    private static final List<RepeatClock> CLOCKS = new CopyOnWriteArrayList<>();
    private static final PlannedRequests PLANNED = new PlannedRequests(SETTINGS.intendedStarts());
    private static final Injections INJECTIONS = new Injections();

    {
        LOG.info("Hello, profile {}: {} x{} against {}", SETTINGS.profile().id(), PLAN, SETTINGS.repeats(), TARGET);
        List<PopulationBuilder> populations = new ArrayList<>();
        Set<HelloVariant> warm = new HashSet<>();
        for (Repeat<HelloStep> run : PLAN.repeated(SETTINGS.repeats())) {
            // Once per variant: its rates after the first find the JVMs warm from the one before.
            if (PLAN.warmsUp() && warm.add(run.row().variant())) {
                populations.add(warmUp(run.row().variant()));
            }
            populations.add(population(run));
        }
        setUp(PopulationChain.inSequence(populations)).assertions(assertions());
    }

    // CONTRACT.md "Plain HTTP": 200, body exactly "Hello, World!".
    private static ChainBuilder hello(String requestName) {
        return exec(http(requestName).get("/hello")
                .check(status().is(200), bodyString().is("Hello, World!")));
    }

    /** The closed model at the plan's concurrency with the variant's connections, until {@link WarmUp} ends it. */
    private static PopulationBuilder warmUp(HelloVariant variant) {
        WarmUp warmUp = WarmUp.of(variant.id(), PLAN.warmUpRequests(), PLAN.warmUpLongest());
        return INJECTIONS.clients(RunNames.helloScenario(variant.id()) + " warm-up",
                        asLongAs(session -> warmUp.take())
                                .on(exec(TargetLoss.guard()).exec(hello(RunNames.HELLO_WARM_UP_REQUEST))),
                        atOnceUsers(PLAN.concurrency()))
                .protocols(Protocols.http(TARGET.url(), Protocols.forKeepAlive(variant.keepAlive(), false)));
    }

    // Reference: https://docs.gatling.io/reference/script/core/injection/#open-model
    private static PopulationBuilder population(Repeat<HelloStep> run) {
        HelloStep step = run.row();
        HelloVariant variant = step.variant();
        boolean open = step.open();
        OpenInjectionStep injection = open ? constantUsersPerSec(step.injectorRate()).during(PLAN.duration())
                : atOnceUsers(PLAN.concurrency());
        // The run samples CPU as the variant's first user starts and its last one ends (TARGET.sampleNow
        // hands the sample to the samplers' threads): the summary interpolates the variant's CPU there.
        RepeatClock clock = new RepeatClock(step.id(), run.repeat(), injection.asScala().users(), TARGET::sampleNow);
        CLOCKS.add(clock);
        PopulationBuilder population;
        if (open) {
            population = INJECTIONS.open(run.scenarioName(), exec(clock.start())
                    .exec(TargetLoss.guard())
                    .exec(PLANNED.around(step.id(), run.repeat(), injection, hello(step.requestName())))
                    .exec(clock.end()), injection);
        } else {
            // Each closed variant (each repeat) spends its own budget, so each sends exactly -Drequests.
            RequestBudget budget = new RequestBudget(PLAN.requests());
            population = INJECTIONS.clients(run.scenarioName(), exec(clock.start())
                    .exec(asLongAs(session -> budget.take()).on(exec(TargetLoss.guard()).exec(hello(step.requestName()))))
                    .exec(clock.end()), injection);
        }
        return population.protocols(Protocols.http(TARGET.url(), Protocols.forKeepAlive(variant.keepAlive(), open)));
    }

    private static List<Assertion> assertions() {
        List<Assertion> assertions = new ArrayList<>(List.of(
                global().failedRequests().count().is(0L),
                global().responseTime().percentile(99.0).lt(PLAN.p99Ms())));
        for (HelloVariant variant : PLAN.variants()) {
            if (variant.model() == LoadModel.CLOSED) {
                assertions.add(details(variant.requestName()).allRequests().count().is(PLAN.requests() * SETTINGS.repeats()));
            }
        }
        return assertions;
    }

    @Override
    public void before() {
        TARGET.start();
    }

    /**
     * The cross-check runs here: after Gatling's last request, before the server stops and its sampling
     * ends; TARGET.stop first samples the last variant's end, so the cross-check is outside its window.
     */
    @Override
    public void after() {
        TARGET.stop(run -> run.repeatWindows(CLOCKS.stream().flatMap(clock -> clock.window().stream()).toList())
                .intended(PLANNED.measure())
                .injection(INJECTIONS.measure())
                .crossChecks(CROSS_CHECKS.measure(TARGET.url(), RunRecords.under(SETTINGS.results()).folder(),
                        run.key().baseName(), TargetLoss.reason(),
                        () -> run.sampleNow().completeOnTimeout(null, 5, TimeUnit.SECONDS).join())));
    }
}
