package loadlab.lab.launch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import loadlab.lab.connections.SocketPreflight;

/**
 * A loopback port nobody listens on right now; the server binds it a moment later.
 *
 * <p>The port is drawn from below the kernel's ephemeral range, so nothing can be handed it in that
 * moment: a port the kernel picks itself (a server's embedded store on port 0, the injector's own
 * outgoing connections) comes from the ephemeral range only. A port from {@code new ServerSocket(0)}
 * is free for the kernel to hand out again as soon as it is closed, and a server once found its
 * embedded store listening on the HTTP port it had been given.
 */
public final class FreePort {
    private static final int LOWEST = 10_000;
    private static final int ATTEMPTS = 200;
    /** Ports handed out by this JVM: two calls before either server binds must not agree. */
    private static final Set<Integer> GIVEN = new HashSet<>();

    private FreePort() {
    }

    public static synchronized int onLoopback() {
        int below = ephemeralLow();
        for (int attempt = 0; below > LOWEST && attempt < ATTEMPTS; attempt++) {
            int port = ThreadLocalRandom.current().nextInt(LOWEST, below);
            if (!GIVEN.contains(port) && bindable(port)) {
                GIVEN.add(port);
                return port;
            }
        }
        return fromKernel();
    }

    /** The first port of the ephemeral range; where it cannot be read, the IANA range's first (49152). */
    static int ephemeralLow() {
        return (int) SocketPreflight.firstEphemeralPort().orElse(49_152);
    }

    private static boolean bindable(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static int fromKernel() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            GIVEN.add(socket.getLocalPort());
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free loopback port", e);
        }
    }
}
