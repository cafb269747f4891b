package loadlab.gatling.run;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Watches a target while a run drives it: every {@link #PROBE_EVERY} a TCP connect to its port;
 * when every connect for {@code refusedFor} in a row was refused, the target is lost
 * ({@link TargetLoss}). A connect that times out is a busy server, not a lost one, and does not
 * count. The exit of a server the suite started is reported by its launcher, at once.
 */
public final class TargetWatch implements AutoCloseable {
    static final Duration PROBE_EVERY = Duration.ofMillis(250);
    private static final int CONNECT_TIMEOUT_MS = 1000;

    private final InetSocketAddress address;
    private final Duration refusedFor;
    private final ScheduledExecutorService probes;
    private final AtomicLong probed = new AtomicLong();
    private long refusedSince = -1;

    private TargetWatch(InetSocketAddress address, Duration refusedFor) {
        this.address = address;
        this.refusedFor = refusedFor;
        this.probes = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "target-watch");
            thread.setDaemon(true);
            return thread;
        });
    }

    public static TargetWatch start(InetSocketAddress address, Duration refusedFor) {
        TargetWatch watch = new TargetWatch(address, refusedFor);
        watch.probes.scheduleWithFixedDelay(watch::probe, 0, PROBE_EVERY.toMillis(), TimeUnit.MILLISECONDS);
        return watch;
    }

    private void probe() {
        long now = System.nanoTime();
        try (Socket socket = new Socket()) {
            socket.connect(address, CONNECT_TIMEOUT_MS);
            refusedSince = -1;
        } catch (ConnectException refused) {
            if (refusedSince < 0) {
                refusedSince = now;
            } else if (now - refusedSince >= refusedFor.toNanos()) {
                TargetLoss.lose(String.format("nothing accepted connections at %s:%d for %d s in a row (%s)",
                        address.getAddress() != null ? address.getAddress().getHostAddress() : address.getHostString(),
                        address.getPort(), refusedFor.toSeconds(), refused.getMessage()));
            }
        } catch (IOException busy) {
            // A timeout: the server is slow to accept, which is what a load test may do to it.
        } finally {
            probed.incrementAndGet();
        }
    }

    /** How many probes have run and been judged: what a test waits for instead of the clock. */
    long probes() {
        return probed.get();
    }

    @Override
    public void close() {
        probes.shutdownNow();
    }
}
