package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import loadlab.gatling.support.Checkout;
import loadlab.gatling.support.FakeItemServer;
import loadlab.gatling.support.FakeItemServer.Insert;
import loadlab.record.ProcessUsage;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.UsageCsv;
import loadlab.record.UsageSample;
import loadlab.record.latency.InjectionLag;
import loadlab.record.latency.IntendedLatency;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The open insert step run for real: after the closed step, a constant rate of new users, one insert
 * each, every one of them timed from its planned start, its starts held against its plan, and its 201s
 * in the same books as the closed step's.
 */
class OpenInsertRunTest {
    private static final int RATE = 20;
    private static final int SECONDS = 2;
    private static final int CLOSED_INSERTS = 3;

    @TempDir
    Path results;

    @AutoClose
    private FakeItemServer server;

    @Test
    void anOpenStepSendsItsPlanTimesItFromThePlanAndKeepsItsBooks() throws Exception {
        server = FakeItemServer.start(post -> Insert.honest(UUID.randomUUID().toString()));

        InsertRun run = run("-DinsertModels=closed,open", "-DinsertRates=" + RATE, "-DinsertRateSeconds=" + SECONDS);
        RunRecord record = run.record();

        assertThat(server.posts()).isEqualTo(CLOSED_INSERTS + RATE * SECONDS);
        assertThat(record.reconciliation().acknowledged()).as("the open step's 201s are in the books")
                .isEqualTo(CLOSED_INSERTS + RATE * SECONDS);
        assertThat(record.reconciliation().ok()).isTrue();
        IntendedLatency fromPlan = record.intended().stream().filter(row -> row.row().equals("Rate 20/s")).findFirst()
                .orElseThrow(() -> new AssertionError("no planned-start row for the open step: " + record.intended()));
        assertThat(fromPlan.planned()).isEqualTo(RATE * SECONDS);
        assertThat(fromPlan.answered()).isEqualTo(RATE * SECONDS);
        InjectionLag open = population(record, "Rate 20/s");
        assertThat(open.model()).isEqualTo("open");
        assertThat(open.spread()).isTrue();
        assertThat(open.started()).isEqualTo(RATE * SECONDS);
        assertThat(population(record, "Concurrency 1").model()).as("the closed step's client, ramped in")
                .isEqualTo(InjectionLag.CLIENTS);
    }

    @Test
    void aServerAtBaseUrlIsSampledByItsMetricsOnTheCoresTheyName() throws Exception {
        server = FakeItemServer.start(post -> Insert.honest(UUID.randomUUID().toString()));

        RunRecord record = run("-DinsertModels=open", "-DinsertRates=" + RATE, "-DinsertRateSeconds=" + SECONDS).record();

        assertThat(record.serverUsageSource()).isEqualTo(server.baseUrl() + "/prometheus");
        ProcessUsage usage = UsageCsv.read(results.resolve(RunRecords.FOLDER).resolve(record.usageCsv()));
        assertThat(usage.scraped()).isTrue();
        assertThat(usage.cores()).isEqualTo(FakeItemServer.CORES);
        assertThat(usage.samples()).as("a sample a second over the run, and one at each window's edge").hasSizeGreaterThan(2);
        assertThat(usage.samples()).extracting(UsageSample::cpuSeconds).isSorted();
        assertThat(usage.samples().get(usage.samples().size() - 1).cpuSeconds()).as("the fake's JVM worked")
                .isGreaterThan(usage.samples().get(0).cpuSeconds());
    }

    @Test
    void serverMetricsOffLeavesAServerAtBaseUrlUnmeasured() throws Exception {
        server = FakeItemServer.start(post -> Insert.honest(UUID.randomUUID().toString()));

        InsertRun run = run("-DinsertModels=closed", "-DserverMetrics=off");

        assertThat(run.record().usageCsv()).isNull();
        assertThat(run.record().serverUsageSource()).isNull();
    }

    /** InsertSimulation at the smoke profile against the fake, one closed step of a few inserts, plus {@code knobs}. */
    private InsertRun run(String... knobs) throws Exception {
        List<String> all = new ArrayList<>(List.of("-Dprofile=smoke", "-DbaseUrl=" + server.baseUrl(), "-Dsteps=1",
                "-DrequestsPerStep=" + CLOSED_INSERTS, "-DrampSeconds=0"));
        all.addAll(List.of(knobs));
        int code = Checkout.gatlingToEnd("InsertSimulation", results, Duration.ofMinutes(3), all.toArray(String[]::new));
        InsertRun run = new InsertRun(results, code);
        assertThat(code).as(run.output()).isZero();
        return run;
    }

    private static InjectionLag population(RunRecord record, String name) {
        return record.injection().stream().filter(lag -> lag.population().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no population " + name + ": " + record.injection()));
    }
}
