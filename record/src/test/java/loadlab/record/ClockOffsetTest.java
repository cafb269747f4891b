package loadlab.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClockOffsetTest {
    // The target's clock runs 1 234 ms ahead of the injector's; its Date header names whole seconds.
    private static final long T = 1_764_000_000_000L;

    @Test
    void oneReadingBoundsTheOffsetToASecondAndItsRoundTrip() {
        // Sent at T, answered 10 ms later; the target's clock read between T + 1234 and T + 1244: Date T + 1000.
        ClockOffset offset = ClockOffset.of(List.of(new DateReading(T, T + 10, T + 1_000)));

        assertThat(offset.lowest()).isLessThanOrEqualTo(990);
        assertThat(offset.highest()).isGreaterThanOrEqualTo(1_999);
        assertThat(offset.uncertaintyMillis()).isEqualTo(505);
        assertThat(offset.readings()).isEqualTo(1);
    }

    @Test
    void readingsAroundTheTargetsSecondBoundaryNarrowItToTheRoundTrip() {
        // Two more readings either side of the target's boundary at T + 3 000: sent at T + 770 (the target's
        // clock then 2 004..2 014, Date T + 2 000: the offset is at least 1 220) and at T + 1 762 (2 996..3 006,
        // stamped just before the boundary, Date T + 2 000: at most 1 237).
        ClockOffset offset = ClockOffset.of(List.of(
                new DateReading(T, T + 10, T + 1_000),
                new DateReading(T + 770, T + 780, T + 2_000),
                new DateReading(T + 1_762, T + 1_772, T + 2_000)));

        assertThat(offset.lowest()).isLessThanOrEqualTo(1_234);
        assertThat(offset.highest()).isGreaterThanOrEqualTo(1_234);
        assertThat(offset.uncertaintyMillis()).isLessThanOrEqualTo(10);
        assertThat(offset.toString()).isEqualTo("+" + offset.offsetMillis() + " ms ± " + offset.uncertaintyMillis());
    }

    @Test
    void aTargetBehindTheInjectorHasANegativeOffset() {
        // The target's clock 2 500 ms behind: sent at T + 600 (target T - 1 900), answered 4 ms later.
        ClockOffset offset = ClockOffset.of(List.of(new DateReading(T + 600, T + 604, T - 2_000)));
        assertThat(offset.lowest()).isLessThanOrEqualTo(-2_500);
        assertThat(offset.highest()).isGreaterThanOrEqualTo(-2_500);
        assertThat(offset.toString()).startsWith("-");
    }

    @Test
    void readingsThatContradictEachOtherWidenTheUncertaintyInsteadOfInventingAnOffset() {
        // The first allows 990..1 999 ms, the second 2 990..3 999: the target's clock stepped between them.
        ClockOffset offset = ClockOffset.of(List.of(new DateReading(T, T + 10, T + 1_000),
                new DateReading(T + 5_000, T + 5_010, T + 8_000)));
        assertThat(offset.lowest()).isLessThanOrEqualTo(990);
        assertThat(offset.highest()).isGreaterThanOrEqualTo(3_999);
    }

    @Test
    void aDateHeaderHoldsWholeSecondsAndAnAnswerComesAfterItsRequest() {
        assertThatThrownBy(() -> new DateReading(T, T + 10, T + 1_500)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new DateReading(T + 10, T, T)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ClockOffset.of(List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
