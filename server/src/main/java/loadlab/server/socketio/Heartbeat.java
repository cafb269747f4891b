package loadlab.server.socketio;

import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Engine.IO v4 heartbeat, server side: a ping every {@code interval}; when the pong has not come
 * {@code timeout} after a ping, the connection is given up. The next ping is scheduled when the
 * pong arrives, as Engine.IO does. Timers run on the connection's event loop, the same thread
 * that handles its frames, so there is no locking and nothing ever waits.
 */
final class Heartbeat {
    private final EventExecutor loop;
    private final long intervalNanos;
    private final long timeoutNanos;
    private final Runnable sendPing;
    private final Runnable timedOut;
    private ScheduledFuture<?> nextPing;
    private ScheduledFuture<?> deadline;
    private boolean stopped;

    Heartbeat(EventExecutor loop, Duration interval, Duration timeout, Runnable sendPing, Runnable timedOut) {
        this.loop = loop;
        this.intervalNanos = interval.toNanos();
        this.timeoutNanos = timeout.toNanos();
        this.sendPing = sendPing;
        this.timedOut = timedOut;
    }

    void start() {
        schedulePing();
    }

    /** A pong without a ping outstanding changes nothing. */
    void pongReceived() {
        if (deadline != null && !stopped) {
            deadline.cancel(false);
            deadline = null;
            schedulePing();
        }
    }

    void stop() {
        stopped = true;
        cancel(nextPing);
        cancel(deadline);
    }

    private void schedulePing() {
        nextPing = loop.schedule(this::ping, intervalNanos, TimeUnit.NANOSECONDS);
    }

    private void ping() {
        if (stopped) {
            return;
        }
        sendPing.run();
        deadline = loop.schedule(this::expire, timeoutNanos, TimeUnit.NANOSECONDS);
    }

    private void expire() {
        if (!stopped) {
            stop();
            timedOut.run();
        }
    }

    private static void cancel(ScheduledFuture<?> task) {
        if (task != null) {
            task.cancel(false);
        }
    }
}
