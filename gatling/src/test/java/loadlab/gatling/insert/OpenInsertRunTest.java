package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;
import loadlab.gatling.support.Checkout;
import loadlab.gatling.support.FakeItemServer;
import loadlab.gatling.support.FakeItemServer.Insert;
import loadlab.record.RunRecord;
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

        int code = Checkout.gatlingToEnd("InsertSimulation", results, Duration.ofMinutes(3), "-Dprofile=smoke",
                "-DbaseUrl=" + server.baseUrl(), "-Dsteps=1", "-DrequestsPerStep=" + CLOSED_INSERTS, "-DrampSeconds=0",
                "-DinsertModels=closed,open", "-DinsertRates=" + RATE, "-DinsertRateSeconds=" + SECONDS);
        InsertRun run = new InsertRun(results, code);
        RunRecord record = run.record();

        assertThat(code).as(run.output()).isZero();
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

    private static InjectionLag population(RunRecord record, String name) {
        return record.injection().stream().filter(lag -> lag.population().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no population " + name + ": " + record.injection()));
    }
}
