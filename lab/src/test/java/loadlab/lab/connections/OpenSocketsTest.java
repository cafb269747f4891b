package loadlab.lab.connections;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class OpenSocketsTest {

    @Test
    void peakIsTheMostSocketsOpenAtOneInstant() {
        OpenSockets sockets = new OpenSockets();
        sockets.connected();
        sockets.connected();
        sockets.closing();
        sockets.connected();
        sockets.closing();
        sockets.closing();

        assertThat(sockets.peak()).isEqualTo(2);
        assertThat(sockets.connects()).isEqualTo(3);
        assertThat(sockets.open()).isZero();
    }

    @Test
    void allHeldWhenThePeakReachedEverySocketAndAllClosed() {
        OpenSockets sockets = new OpenSockets();
        sockets.connected();
        sockets.connected();
        sockets.closing();
        sockets.closing();

        sockets.requireAllHeld(2);
    }

    @Test
    void socketsThatNeverOverlappedFailNamingThePeak() {
        OpenSockets sockets = new OpenSockets();
        sockets.connected();
        sockets.closing();
        sockets.connected();
        sockets.closing();

        assertThatThrownBy(() -> sockets.requireAllHeld(2))
                .hasMessage("expected 2 sockets held at once, peak 1 open at once, 2 connected, 0 still open");
    }

    @Test
    void aSocketNeverClosedFails() {
        OpenSockets sockets = new OpenSockets();
        sockets.connected();

        assertThatThrownBy(() -> sockets.requireAllHeld(1)).hasMessageContaining("1 still open");
    }

    @Test
    void closingAnUncountedSocketIsABug() {
        assertThatThrownBy(() -> new OpenSockets().closing()).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void countsExactlyUnderConcurrentUsers() throws InterruptedException {
        OpenSockets sockets = new OpenSockets();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        for (int i = 0; i < 1000; i++) {
            pool.execute(sockets::connected);
        }
        pool.shutdown();
        assertThat(pool.awaitTermination(10, TimeUnit.SECONDS)).isTrue();

        assertThat(sockets.peak()).isEqualTo(1000);
        assertThat(sockets.connects()).isEqualTo(1000);
    }
}
