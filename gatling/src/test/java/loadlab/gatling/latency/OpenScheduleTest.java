package loadlab.gatling.latency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Gatling's constant-rate schedule, as its RampOpenInjection and Shard spread users, worked by hand. */
class OpenScheduleTest {

    @Test
    void twoHundredUsersASecondStartEveryFiveMilliseconds() {
        long[] offsets = OpenSchedule.offsetsMillis(200, 2);

        assertThat(offsets).hasSize(400);
        assertThat(Arrays.copyOf(offsets, 4)).containsExactly(0, 5, 10, 15);
        assertThat(offsets[200]).isEqualTo(1000);
        assertThat(offsets[399]).isEqualTo(1995);
    }

    @Test
    void threeUsersInASecondStartAtItsFirstMillisecondAndAThirdAndTwoThirdsOn() {
        assertThat(OpenSchedule.offsetsMillis(3, 1)).containsExactly(0, 333, 666);
    }

    @Test
    void aRateThatDoesNotDivideTheSecondsGivesTheEarlierSecondsTheLargerShare() {
        // 1.5 a second for 2 s: round(3) users, 2 in the first second (at 0 and 500 ms), 1 in the second.
        assertThat(OpenSchedule.offsetsMillis(1.5, 2)).containsExactly(0, 500, 1000);
    }

    @Test
    void moreUsersThanMillisecondsShareMilliseconds() {
        long[] offsets = OpenSchedule.offsetsMillis(2500, 1);

        assertThat(offsets).hasSize(2500).isSorted();
        assertThat(Arrays.stream(offsets).filter(offset -> offset == 0).count()).isEqualTo(3);
        assertThat(offsets[2499]).isEqualTo(999);
    }

    @Test
    void noRateOrNoSecondIsNoSchedule() {
        assertThatThrownBy(() -> OpenSchedule.offsetsMillis(0, 5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> OpenSchedule.offsetsMillis(10, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
