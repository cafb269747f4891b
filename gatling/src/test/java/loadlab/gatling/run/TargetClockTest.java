package loadlab.gatling.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import loadlab.record.ClockOffset;
import loadlab.record.DateReading;
import org.junit.jupiter.api.Test;

class TargetClockTest {
    private static final long T = 1_764_000_000_000L;

    /**
     * A target whose clock runs {@code offset} ms from ours and stamps its Date (whole seconds) a third
     * of the way through each round trip, against a clock of ours that moves only as the readings do.
     */
    private static final class FakeTarget implements TargetClock.DateSource, TargetClock.LocalClock {
        private final long offset;
        private final long roundTrip;
        private long now = T + 123;
        private int reads;

        FakeTarget(long offset, long roundTrip) {
            this.offset = offset;
            this.roundTrip = roundTrip;
        }

        @Override
        public Optional<DateReading> read() {
            reads++;
            long sent = now;
            long stamped = sent + roundTrip / 3 + offset;
            now += roundTrip;
            return Optional.of(new DateReading(sent, now, Math.floorDiv(stamped, 1000) * 1000));
        }

        @Override
        public long millis() {
            return now;
        }

        @Override
        public void sleepUntil(long epochMillis) {
            now = Math.max(now, epochMillis);
        }
    }

    private static ClockOffset measured(FakeTarget target) throws IOException, InterruptedException {
        List<DateReading> taken = new ArrayList<>();
        TargetClock.measure(target, target, taken);
        return ClockOffset.of(taken);
    }

    @Test
    void readingsAroundTheTargetsSecondBoundaryBoundItsOffsetToARoundTrip() throws Exception {
        FakeTarget ahead = new FakeTarget(1_234, 6);

        ClockOffset offset = measured(ahead);

        assertThat(offset.lowest()).isLessThanOrEqualTo(1_234);
        assertThat(offset.highest()).isGreaterThanOrEqualTo(1_234);
        assertThat(offset.uncertaintyMillis()).isLessThanOrEqualTo(6);
        assertThat(offset.readings()).isEqualTo(ahead.reads).isLessThanOrEqualTo(TargetClock.MAX_READINGS);
        assertThat(ahead.now - T).as("within the budget").isLessThanOrEqualTo(TargetClock.BUDGET.toMillis());
    }

    @Test
    void everyOffsetIsBoundWhereverOurClockStandsInTheTargetsSecond() throws Exception {
        for (long offset = -1_500; offset <= 1_500; offset += 37) {
            for (long roundTrip : List.of(1L, 4L, 30L)) {
                FakeTarget target = new FakeTarget(offset, roundTrip);
                ClockOffset bound = measured(target);
                assertThat(bound.lowest()).as("offset %d, round trip %d", offset, roundTrip).isLessThanOrEqualTo(offset);
                assertThat(bound.highest()).as("offset %d, round trip %d", offset, roundTrip).isGreaterThanOrEqualTo(offset);
                assertThat(bound.uncertaintyMillis()).as("offset %d, round trip %d", offset, roundTrip)
                        .isLessThanOrEqualTo(Math.max(roundTrip, 2));
            }
        }
    }

    @Test
    void aTargetBehindUsOnASlowLinkIsBoundAsWellAsItsRoundTripAllows() throws Exception {
        ClockOffset offset = measured(new FakeTarget(-2_500, 80));

        assertThat(offset.lowest()).isLessThanOrEqualTo(-2_500);
        assertThat(offset.highest()).isGreaterThanOrEqualTo(-2_500);
        assertThat(offset.uncertaintyMillis()).isLessThanOrEqualTo(80);
    }

    @Test
    void anAnswerWithoutDateEndsTheReadings() throws Exception {
        List<DateReading> taken = new ArrayList<>();
        TargetClock.measure(Optional::empty, new FakeTarget(0, 1), taken);
        assertThat(taken).isEmpty();
    }

    @Test
    void aServerOnThisMachineSharesItsClock() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/health", exchange -> {
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
        try {
            URI health = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/health");
            DateReading reading = TargetClock.httpDates(health).read().orElseThrow();

            ClockOffset offset = ClockOffset.of(List.of(reading));
            assertThat(offset.lowest()).isLessThanOrEqualTo(0);
            assertThat(offset.highest()).isGreaterThanOrEqualTo(0);
        } finally {
            server.stop(0);
        }
    }
}
