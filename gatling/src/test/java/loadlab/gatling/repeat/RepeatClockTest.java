package loadlab.gatling.repeat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import loadlab.record.RepeatWindow;
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
    @Test
    void edgesAreTheFirstUsersStartAndTheLastUsersEnd() {
        AtomicInteger edges = new AtomicInteger();
        RepeatClock clock = new RepeatClock("closed-keepalive", 1, 3, edges::incrementAndGet);

        clock.started(1_000);
        assertThat(edges).hasValue(1);
        clock.started(1_001);
        clock.started(1_002);
        clock.finished(1_300);
        clock.finished(1_350);
        assertThat(edges).hasValue(1);
        clock.finished(1_400);

        assertThat(edges).hasValue(2);
    }

    @Test
    void aClockThatOnlyTimesSamplesNothing() {
        RepeatClock clock = new RepeatClock("AJAX x10", 1);
        clock.started(1_000);
        clock.finished(1_500);

        assertThat(clock.window()).contains(new RepeatWindow("AJAX x10", 1, 1_000, 1_500));
    }
}
