package loadlab.gatling.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import loadlab.gatling.support.Checkout;
import loadlab.record.RecordFiles;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.browser.BrowserRecord;
import loadlab.record.browser.BrowserRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The transports simulation run for real with the browser on (Gatling forked as the plugin forks it,
 * against the reference server it starts, Chromium from the system), its results in a folder of its own
 * (-Dlab.results, as a split run's injector or an A/B run gives): the browser's record lies beside the run's
 * record there, where the summary pairs them, and not in the checkout's own reports folder.
 */
class BrowserRecordRunTest {
    private static final Duration BOUND = Duration.ofMinutes(3);
    private static final int EXCHANGES = 3;

    @TempDir
    Path results;

    @Test
    void theBrowsersRecordGoesBesideTheRunsRecordInTheRunsResultsFolder() throws Exception {
        int exit = Checkout.gatlingToEnd("TransportsSimulation", results, BOUND, "-Dprofile=smoke", "-Dtransports=ajax",
                "-Dexchanges=" + EXCHANGES, "-Drepeats=1", "-Dusers=1", "-DthinkMs=100", "-DpageWarmUp=0",
                "-Dbrowser=chromium", "-DbrowserRepeats=1", "-Dp99Ms=600000");
        assertThat(exit).as(() -> "Gatling's exit code; its output:\n"
                + Checkout.read(Checkout.output("TransportsSimulation", results))).isZero();

        RunRecord run = RunRecords.under(results).list().stream().map(RecordFiles::readRecord).findFirst().orElseThrow();
        RecordKey key = new RecordKey(run.simulation(), run.startEpochMillis());
        BrowserRecord browser = BrowserRecords.under(results).read(key).orElseThrow(
                () -> new AssertionError("no browser record beside " + key + " in " + results));

        assertThat(browser.failures()).isEmpty();
        assertThat(browser.tests()).extracting(test -> test.transport() + " x" + test.exchanges() + " " + test.repeat())
                .containsExactly("AJAX x" + EXCHANGES + " 1");
        assertThat(BrowserRecords.under(Checkout.root().resolve("reports")).file(key)).doesNotExist();
    }
}
