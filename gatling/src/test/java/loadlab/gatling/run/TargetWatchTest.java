package loadlab.gatling.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import loadlab.lab.launch.FreePort;

/** A target that refuses every connect for the configured time is lost; one that accepts is not. */
class TargetWatchTest {
    private static final Duration REFUSED_FOR = Duration.ofSeconds(1);

    @BeforeEach
    @AfterEach
    void notLost() {
        TargetLoss.reset();
    }

    @Test
    void aPortNothingListensOnIsLostAfterTheRefusalTime() {
        int port = FreePort.onLoopback();
        long started = System.nanoTime();
        try (TargetWatch watch = TargetWatch.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), port),
                REFUSED_FOR)) {
            await().atMost(Duration.ofSeconds(20)).until(() -> TargetLoss.reason().isPresent());
        }
        assertThat(TargetLoss.reason()).hasValueSatisfying(reason -> assertThat(reason)
                .contains("127.0.0.1:" + port).contains("nothing accepted connections").contains("1 s in a row"));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isGreaterThanOrEqualTo(REFUSED_FOR);
    }

    @Test
    void aListeningPortIsNotLost() throws IOException {
        try (ServerSocket listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
             TargetWatch watch = TargetWatch.start(
                     new InetSocketAddress(InetAddress.getLoopbackAddress(), listening.getLocalPort()), REFUSED_FOR)) {
            // As many probes as span the refusal time twice over: refused, they would have lost the target.
            long probes = 2 * (REFUSED_FOR.toMillis() / TargetWatch.PROBE_EVERY.toMillis()) + 1;
            await().atMost(Duration.ofSeconds(20)).until(() -> watch.probes() >= probes);
        }
        assertThat(TargetLoss.reason()).isEmpty();
    }
}
