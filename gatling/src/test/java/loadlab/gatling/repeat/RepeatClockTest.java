package loadlab.gatling.repeat;

import static org.assertj.core.api.Assertions.assertThat;

import loadlab.reports.sidecar.RepeatWindow;
import org.junit.jupiter.api.Test;

class RepeatClockTest {

    @Test
    void windowRunsFromTheFirstStartToTheLastEnd() {
        RepeatClock clock = new RepeatClock("closed-close", 2);
        clock.started(1_000);
        clock.started(900);
        clock.finished(1_500);
        clock.finished(1_400);

        assertThat(clock.window()).contains(new RepeatWindow("closed-close", 2, 900, 1_500));
    }

    @Test
    void noWindowBeforeAnyUserFinished() {
        RepeatClock clock = new RepeatClock("AJAX x10", 1);
        clock.started(1_000);

        assertThat(clock.window()).isEmpty();
    }
}
