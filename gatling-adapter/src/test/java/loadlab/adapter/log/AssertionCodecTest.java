package loadlab.adapter.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gatling.commons.stats.assertion.Assertion;
import io.gatling.commons.stats.assertion.AssertionPath;
import io.gatling.commons.stats.assertion.Condition;
import io.gatling.commons.stats.assertion.CountMetric;
import io.gatling.commons.stats.assertion.Stat;
import io.gatling.commons.stats.assertion.Target;
import io.gatling.commons.stats.assertion.TimeMetric;
import java.util.List;
import loadlab.testkit.FixtureRun;
import org.junit.jupiter.api.Test;

class AssertionCodecTest {

    @Test
    void readsTheAssertionsARealRunWrote() {
        // The fixture asserts global().allRequests().count().lt(100L), then responseTime().max().lt(60_000).
        List<AssertionBytes> written =
                LogDecoder.read(FixtureRun.get().runFolder().resolve("simulation.log")).header().assertions();
        Assertion count = AssertionCodec.decode(written.get(0));
        assertThat(count.path()).isEqualTo(AssertionPath.Global$.MODULE$);
        assertThat(count.target()).isEqualTo(new Target.Count(CountMetric.AllRequests$.MODULE$));
        assertThat(count.condition()).isEqualTo(new Condition.Lt(100));
        assertThat(AssertionCodec.decode(written.get(1)).target())
                .isEqualTo(new Target.Time(TimeMetric.ResponseTime$.MODULE$, Stat.Max$.MODULE$));
        assertThat(AssertionCodec.encode(count)).isEqualTo(written.get(0));
    }

    @Test
    void countsAndRatesScaleWithTheLoadTimesDoNot() {
        assertThat(AssertionCodec.scalesWithLoad(assertion(new Target.Count(CountMetric.AllRequests$.MODULE$)))).isTrue();
        assertThat(AssertionCodec.scalesWithLoad(assertion(Target.MeanRequestsPerSecond$.MODULE$))).isTrue();
        assertThat(AssertionCodec.scalesWithLoad(
                assertion(new Target.Time(TimeMetric.ResponseTime$.MODULE$, Stat.Max$.MODULE$)))).isFalse();
    }

    @Test
    void unreadableBytesAreRefused() {
        assertThatThrownBy(() -> AssertionCodec.decode(new AssertionBytes(new byte[] {99})))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot be read");
    }

    private static AssertionBytes assertion(io.gatling.commons.stats.assertion.Target target) {
        return AssertionCodec.encode(new Assertion(AssertionPath.Global$.MODULE$, target, new Condition.Lt(1)));
    }
}
