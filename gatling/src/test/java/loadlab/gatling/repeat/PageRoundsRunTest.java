package loadlab.gatling.repeat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.ToLongFunction;
import loadlab.gatling.support.Checkout;
import loadlab.record.RecordFiles;
import loadlab.record.RepeatWindow;
import loadlab.record.RunRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The transports simulation run for real (Gatling forked as the plugin forks it, against the reference
 * server it starts), its pages side by side with two repeats: a short page and a long one. Run one
 * after another per page, the short page's second repeat would start while the long page's first still
 * ran; in rounds, no second repeat starts before every first one has ended, and in each round the pages
 * start at their own phases of the think time, not in lockstep. The repeats' windows in the run's record
 * say when each ran.
 */
class PageRoundsRunTest {
    private static final Duration BOUND = Duration.ofMinutes(3);
    private static final int THINK_MS = 1000;
    private static final int LONG_PAGE = 6;

    @TempDir
    Path results;

    @Test
    void sideBySideNoPageStartsItsNextRepeatBeforeEveryPageHasEndedItsLast() throws Exception {
        // Two users a page: each user has a phase of its own, not a place in a ramp the round's wait would undo.
        int exit = Checkout.gatlingToEnd("TransportsSimulation", results, BOUND, "-Dprofile=smoke", "-Dpages=side-by-side",
                "-Dtransports=ajax", "-Dexchanges=2," + LONG_PAGE, "-Drepeats=2", "-Dusers=2", "-DthinkMs=" + THINK_MS,
                "-DpageWarmUp=0", "-Dbrowser=none", "-Dp99Ms=600000");
        assertThat(exit).as(() -> "Gatling's exit code; its output:\n"
                + Checkout.read(Checkout.output("TransportsSimulation", results))).isZero();

        List<RepeatWindow> windows = RunRecords.under(results).list().stream().map(RecordFiles::readRecord)
                .flatMap(record -> record.repeatWindows().stream()).toList();
        assertThat(windows).extracting(window -> window.row() + " #" + window.repeat())
                .containsExactlyInAnyOrder("AJAX x2 #1", "AJAX x2 #2", "AJAX x" + LONG_PAGE + " #1",
                        "AJAX x" + LONG_PAGE + " #2");
        long firstRoundEnded = latest(windows, 1, RepeatWindow::endEpochMillis);
        long secondRoundStarted = -latest(windows, 2, window -> -window.startEpochMillis());
        assertThat(secondRoundStarted).as("the second round's first start, after the first round's last end")
                .isGreaterThanOrEqualTo(firstRoundEnded);
        // Four users (two pages of two) over 1 s: the long page's first user starts 500 ms after the short page's.
        for (int round = 1; round <= 2; round++) {
            assertThat(start(windows, "AJAX x" + LONG_PAGE, round) - start(windows, "AJAX x2", round))
                    .as("round %d: the long page's start after the short page's, in ms", round)
                    .isGreaterThanOrEqualTo(THINK_MS / 4);
        }
        // The long page's think time alone: the short page waited for it, not only for its own first repeat.
        RepeatWindow longFirst = windows.stream()
                .filter(window -> window.row().equals("AJAX x" + LONG_PAGE) && window.repeat() == 1).findFirst().orElseThrow();
        assertThat(longFirst.endEpochMillis() - longFirst.startEpochMillis())
                .isGreaterThanOrEqualTo((LONG_PAGE - 1) * (long) THINK_MS);
    }

    private static long start(List<RepeatWindow> windows, String row, int repeat) {
        return windows.stream().filter(window -> window.row().equals(row) && window.repeat() == repeat)
                .mapToLong(RepeatWindow::startEpochMillis).findFirst().orElseThrow();
    }

    private static long latest(List<RepeatWindow> windows, int repeat, ToLongFunction<RepeatWindow> time) {
        return windows.stream().filter(window -> window.repeat() == repeat).mapToLong(time).max().orElseThrow();
    }
}
