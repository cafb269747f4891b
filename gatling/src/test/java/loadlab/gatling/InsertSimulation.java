package loadlab.gatling;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.*;

import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ClosedInjectionStep;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;
import loadlab.lab.connections.SocketPreflight;
import loadlab.gatling.hello.RequestBudget;
import loadlab.gatling.insert.InsertLedger;
import loadlab.gatling.insert.ItemCount;
import loadlab.gatling.insert.StepTally;
import loadlab.gatling.insert.StepTiming;
import loadlab.gatling.latency.Injections;
import loadlab.gatling.latency.PlannedRequests;
import loadlab.lab.settings.Repeat;
import loadlab.gatling.repeat.RepeatClock;
import loadlab.gatling.run.Protocols;
import loadlab.gatling.run.TargetLoss;
import loadlab.lab.settings.InsertPlan;
import loadlab.lab.settings.LabSettings;
import loadlab.gatling.run.Target;
import loadlab.record.Reconciliation;
import loadlab.record.names.RunNames;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Experiment 2: insert a GUID document per request under a closed workload stepped through the
 * concurrency levels (like the original's ab -n 100000 -c 10 ... -c 10000 runs); each step is its
 * own population and report group ("Concurrency 100"), run one after the other. A step sends
 * exactly -DrequestsPerStep inserts from as many clients as its concurrency, each sending back to
 * back; time-boxed steps (-DstepSeconds) instead hold the concurrency constant for that long.
 * With -DinsertModels=...,open the open steps follow ("Rate 200/s"): a constant arrival rate each, one
 * new user per insert, each insert also timed from its planned start (free of coordinated omission).
 * Afterwards the growth of GET /items/count must equal the 201s counted here, and GET /items/export
 * must list every item a 201 named exactly once (the books by identity), or the run fails.
 * -Drepeats=N runs each step N times in a row ("Concurrency 100 #2", same group and request names)
 * before the next step, so the step's repeats are one contiguous span; the books are still balanced
 * once, after every repeat of every step.
 */
public final class InsertSimulation extends Simulation {
    private static final Logger LOG = LoggerFactory.getLogger(InsertSimulation.class);
    private static final LabSettings SETTINGS = LabSettings.fromSystemProperties();
    private static final InsertPlan PLAN = SETTINGS.insert();
    // Every repeat stores its documents: the server's heap and store cap are sized for all of them.
    private static final Target TARGET =
            Target.forSimulation(InsertSimulation.class, SETTINGS, PLAN.plannedDocuments() * SETTINGS.repeats());
    private static final HttpProtocolBuilder PROTOCOL =
            Protocols.http(TARGET.url(), Protocols.forKeepAlive(PLAN.keepAlive(), true));
    private static final Pattern UUID_V4 =
            Pattern.compile("[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}");
    private static final String STATUS = "insertStatus";
    private static final String ID = "insertId";
    private static final String ITEM = "insertItem";
    private static final Duration READ_STORE_POLL = Duration.ofMillis(100);
    private static final Injections INJECTIONS = new Injections();
    private static final PlannedRequests PLANNED = new PlannedRequests(SETTINGS.intendedStarts());
    private static final List<RepeatClock> CLOCKS = new CopyOnWriteArrayList<>();
    // The run samples CPU as each step's first insert goes out and its budget's last answer comes in
    // (TARGET.sampleNow hands the sample to the samplers' threads): the summary interpolates there.
    private static final InsertLedger LEDGER = new InsertLedger(PLAN.activeSteps(), SETTINGS.repeats(),
            level -> PLAN.budgeted() ? PLAN.requestsAt(level) : 0, TARGET::sampleNow);

    /**
     * After the last step: the store's export is read beside the run's record and checked against the
     * items the 201s named, on a thread of the ledger's own while this user pauses; then the growth of
     * GET /items/count must equal the 201s counted here and the books by identity must balance. A
     * mismatch fails the Reconcile request, so the report shows it and the failed-requests assertion
     * fails the build (an exception in after() would lose the report). With several injectors the count
     * also grows by the others' inserts: each records its books and fails only on its own items (each
     * must be stored once), and the merge balances the count and the extras over the whole set
     * (docs/scale-out.md).
     */
    private static final ChainBuilder RECONCILE = exec(session -> {
        LEDGER.readStore(TARGET.url(), !PLAN.split().shared());
        return session;
    }).asLongAs(session -> !LEDGER.storeRead()).on(pause(READ_STORE_POLL))
            .exec(http("Reconcile").get("/items/count").check(
                    status().is(200),
                    jsonPath("$.count").ofLong().validate("the books balance by count and by identity",
                            (countAfter, session) -> {
                                Reconciliation books = LEDGER.close(countAfter);
                                if (PLAN.split().shared()) {
                                    books.requireItemsBalanced();
                                } else {
                                    books.requireBalanced();
                                }
                                return countAfter;
                            })));

    {
        LOG.info("Insert, profile {}: {} against {}", SETTINGS.profile().id(), PLAN, TARGET);
        List<PopulationBuilder> populations = new ArrayList<>();
        LEDGER.steps().forEach(tally -> populations.add(step(tally)));
        for (int rate : PLAN.openRates()) {
            for (int repeat = 1; repeat <= SETTINGS.repeats(); repeat++) {
                populations.add(openStep(rate, repeat));
            }
        }
        populations.add(INJECTIONS.open("Reconciliation", RECONCILE, atOnceUsers(1)));
        setUp(PopulationChain.inSequence(populations))
                .protocols(PROTOCOL)
                .assertions(assertions());
    }

    private static List<Assertion> assertions() {
        List<Assertion> assertions = new ArrayList<>(List.of(
                global().failedRequests().count().is(0L),
                global().responseTime().percentile(99.0).lt(PLAN.p99Ms()),
                details("Reconcile").successfulRequests().count().is(1L)));
        // Each open step sends every insert of its plan (this injector's share), whatever the answers took.
        PLAN.openRates().forEach(rate -> assertions.add(details(RunNames.insertRateStep(rate), RunNames.INSERT_REQUEST)
                .allRequests().count().is(PLAN.arrivalsAt(rate) * SETTINGS.repeats())));
        if (PLAN.budgeted()) {
            // Each step sends exactly its budget (this injector's share of it), as ab -n does.
            PLAN.activeSteps().forEach(level -> assertions.add(
                    details(stepName(level), RunNames.INSERT_REQUEST).allRequests().count()
                            .is(PLAN.requestsAt(level) * SETTINGS.repeats())));
        }
        return assertions;
    }

    private static String stepName(int concurrency) {
        return RunNames.insertStep(concurrency);
    }

    private static PopulationBuilder step(StepTally tally) {
        String name = stepName(tally.concurrency());
        String scenario = Repeat.scenarioName(name, tally.repeat());
        if (PLAN.budgeted()) {
            // ab -n N -c level: `level` clients send back to back until the step's N are spent (each repeat its own N).
            RequestBudget budget = new RequestBudget(PLAN.requestsAt(tally.concurrency()));
            return INJECTIONS.clients(scenario,
                    asLongAs(session -> budget.take()).on(exec(TargetLoss.guard()).group(name).on(insert(tally))),
                    arrivals(PLAN.usersAt(tally.concurrency())));
        }
        return INJECTIONS.closed(scenario, exec(TargetLoss.guard()).exec(group(name).on(insert(tally))),
                injection(PLAN.usersAt(tally.concurrency())));
    }

    /**
     * An open step: -DinsertRates' rate (this injector's share of it) for -DinsertRateSeconds, one new user
     * per insert, so a slow answer holds no insert back; each insert timed from its planned start too.
     * The step's window is recorded (the summary's CPU per insert is taken over it), and sampled at its edges.
     */
    private static PopulationBuilder openStep(int rate, int repeat) {
        String name = RunNames.insertRateStep(rate);
        OpenInjectionStep injection = constantUsersPerSec(PLAN.rateAt(rate)).during(PLAN.rateHold());
        RepeatClock clock = new RepeatClock(name, repeat, injection.asScala().users(), TARGET::sampleNow);
        CLOCKS.add(clock);
        return INJECTIONS.open(RunNames.repeatScenario(name, repeat), exec(clock.start())
                .exec(TargetLoss.guard())
                .exec(PLANNED.around(name, repeat, injection, group(name).on(insert(LEDGER.openSteps()))))
                .exec(clock.end()), injection);
    }

    /** The step's clients arrive over -DrampSeconds (no connection storm), or all at once. */
    private static OpenInjectionStep arrivals(int concurrency) {
        // Gatling 3.15 never starts a ramp shorter than one second.
        return PLAN.ramp().toSeconds() < 1 ? atOnceUsers(concurrency) : rampUsers(concurrency).during(PLAN.ramp());
    }

    /**
     * One insert, counted as created only when answered 201 (the contract's acknowledgement); the
     * document its 201 named goes to the ledger's file of acknowledged items (queued, nothing blocks).
     */
    private static ChainBuilder insert(StepTiming tally) {
        return exec(session -> {
            tally.started(System.nanoTime());
            // A user sends many inserts: without this, one that got no answer (timed out) would find the
            // previous insert's 201 (and the document it named) still in its session and count as acknowledged.
            return session.removeAll(STATUS, ID, ITEM);
        }).exec(http(RunNames.INSERT_REQUEST).post("/items").check(
                status().saveAs(STATUS),
                status().is(201),
                jsonPath("$.id").saveAs(ID),
                jsonPath("$.item").validate("a v4 UUID", (item, session) -> {
                    if (!UUID_V4.matcher(item).matches()) {
                        throw new IllegalArgumentException("not a v4 UUID: " + item);
                    }
                    return item;
                }).saveAs(ITEM)))
        .exec(session -> {
            boolean created = session.contains(STATUS) && session.getInt(STATUS) == 201;
            tally.finished(System.nanoTime(), created);
            if (created && session.contains(ID) && session.contains(ITEM)) {
                LEDGER.acknowledged(session.getString(ID), session.getString(ITEM));
            }
            return session;
        });
    }

    /** Time-boxed: reach the step's concurrency over -DrampSeconds, then hold it for -DstepSeconds. */
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
        int widest = PLAN.activeSteps().stream().mapToInt(PLAN::usersAt).max().orElse(0);
        SocketPreflight.ofThisJvm().require(widest, "-Dsteps");
        TARGET.start();
        LEDGER.open(ItemCount.fetch(TARGET.url()), TARGET.itemFiles().orElseThrow());
    }

    @Override
    public void after() {
        LEDGER.closeQueues();
        LEDGER.finishAcked();
        TARGET.stop(run -> {
            run.insertSteps(LEDGER.steps().stream().flatMap(tally -> tally.asRun().stream()).toList());
            LEDGER.result().ifPresent(run::reconciliation);
            run.injection(INJECTIONS.measure())
                    .intended(PLANNED.measure())
                    .repeatWindows(CLOCKS.stream().flatMap(clock -> clock.window().stream()).toList());
        });
        LEDGER.steps().forEach(tally -> LOG.info("Insert {}", tally));
        LOG.info("Insert reconciliation: {}", LEDGER.result().map(Object::toString).orElse("not reached"));
    }
}
