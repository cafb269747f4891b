package loadlab.lab.launch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FreePortTest {

    @Test
    void aPortGivenIsOneTheKernelNeverPicksByItself() throws IOException {
        int port = FreePort.onLoopback();

        assertThat(port).isBetween(10_000, FreePort.ephemeralLow() - 1);
        // what the embedded store does: listen on port 0, i.e. on a port of the kernel's choosing
        for (int i = 0; i < 200; i++) {
            try (ServerSocket kernelPicked = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                assertThat(kernelPicked.getLocalPort()).isNotEqualTo(port);
            }
        }
        try (ServerSocket server = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            assertThat(server.getLocalPort()).isEqualTo(port);
        }
    }

    @Test
    void twoCallsBeforeEitherServerBindsGetTwoPorts() {
        Set<Integer> ports = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            ports.add(FreePort.onLoopback());
        }

        assertThat(ports).hasSize(100);
    }
}
