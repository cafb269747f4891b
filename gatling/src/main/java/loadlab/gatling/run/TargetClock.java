package loadlab.gatling.run;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import loadlab.record.ClockOffset;
import loadlab.record.DateReading;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import loadlab.lab.launch.OutOfBandHttp;

/**
 * The target's clock against this injector's, from the {@code Date} header of {@code GET /health}
 * ({@link ClockOffset}). The first reading bounds the offset to about a second; each next one is sent
 * so that the target stamps it at the second boundary the bound's middle predicts, which halves the
 * bound, until it is about a round trip wide, {@value #MAX_READINGS} readings are taken or
 * {@link #BUDGET} is spent. The readings wait for their moment and block on the JDK client, so they run
 * on a thread of their own, started once the target is up: neither the run's start nor a Gatling event
 * loop waits for them, and {@link #finish()} takes what they bound by then.
 */
public final class TargetClock {
    private static final Logger LOG = LoggerFactory.getLogger(TargetClock.class);
    static final int MAX_READINGS = 10;
    static final Duration BUDGET = Duration.ofSeconds(12);
    private static final Duration FINISH_WAIT = Duration.ofSeconds(1);

    /** One reading of the target's clock now, blocking; empty when the answer carries no {@code Date}. */
    @FunctionalInterface
    interface DateSource {
        Optional<DateReading> read() throws IOException, InterruptedException;
    }

    /** This injector's clock, and a wait until a moment by it. */
    interface LocalClock {
        long millis();

        void sleepUntil(long epochMillis) throws InterruptedException;
    }

    /** This machine's clock. */
    private static final LocalClock SYSTEM = new LocalClock() {
        @Override
        public long millis() {
            return System.currentTimeMillis();
        }

        @Override
        public void sleepUntil(long epochMillis) throws InterruptedException {
            long wait = epochMillis - System.currentTimeMillis();
            if (wait > 0) {
                Thread.sleep(wait);
            }
        }
    };

    private final List<DateReading> readings = new CopyOnWriteArrayList<>();
    private final Thread thread;
    private final URI health;

    private TargetClock(URI health) {
        this.health = health;
        this.thread = new Thread(this::run, "target-clock");
        thread.setDaemon(true);
    }

    /** Starts reading the clock of the target whose health URL this is. */
    public static TargetClock start(URI health) {
        TargetClock clock = new TargetClock(health);
        clock.thread.start();
        return clock;
    }

    /** Stops reading; the offset the readings taken bound, or empty when none was. */
    public Optional<ClockOffset> finish() {
        thread.interrupt();
        try {
            thread.join(FINISH_WAIT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<DateReading> taken = List.copyOf(readings);
        if (taken.isEmpty()) {
            LOG.warn("Target clock not measured: {} gave no Date header", health);
            return Optional.empty();
        }
        ClockOffset offset = ClockOffset.of(taken);
        LOG.info("Target clock against this injector's: {} ({} readings of {})", offset, offset.readings(), health);
        return Optional.of(offset);
    }

    private void run() {
        try {
            measure(httpDates(health), SYSTEM, readings);
        } catch (IOException e) {
            LOG.debug("Target clock: no more readings of {}: {}", health, e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Adds readings to {@code taken} until they bound the offset to a round trip, or the budget or readings run out. */
    static void measure(DateSource source, LocalClock clock, List<DateReading> taken)
            throws IOException, InterruptedException {
        long deadline = clock.millis() + BUDGET.toMillis();
        Optional<DateReading> reading = source.read();
        while (reading.isPresent()) {
            taken.add(reading.get());
            ClockOffset bound = ClockOffset.of(taken);
            long roundTrip = reading.get().roundTripMillis();
            long shortest = taken.stream().mapToLong(DateReading::roundTripMillis).min().orElseThrow();
            if (taken.size() >= MAX_READINGS || bound.uncertaintyMillis() <= Math.max(shortest, 1)) {
                return;
            }
            // If the offset were the bound's middle, the target's clock would pass its next second at
            // `boundary` by ours: sent half a round trip earlier, the answer's Date says on which side it is.
            long boundary = Math.floorDiv(clock.millis() + roundTrip + bound.offsetMillis(), 1000) * 1000 + 1000
                    - bound.offsetMillis();
            long send = boundary - roundTrip / 2;
            if (send > deadline) {
                return;
            }
            clock.sleepUntil(send);
            reading = source.read();
        }
    }

    /** {@code GET health} with the suite's out-of-band client, timed by this machine's clock. */
    static DateSource httpDates(URI health) {
        HttpClient client = OutOfBandHttp.client(Duration.ofSeconds(1));
        HttpRequest request = HttpRequest.newBuilder(health).timeout(Duration.ofSeconds(2)).GET().build();
        return () -> {
            long sent = System.currentTimeMillis();
            HttpResponse<Void> answer = client.send(request, HttpResponse.BodyHandlers.discarding());
            long answered = System.currentTimeMillis();
            return answer.headers().firstValue("Date").flatMap(TargetClock::epochMillis)
                    .map(date -> new DateReading(sent, answered, date));
        };
    }

    private static Optional<Long> epochMillis(String date) {
        try {
            return Optional.of(ZonedDateTime.parse(date, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant().toEpochMilli());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
