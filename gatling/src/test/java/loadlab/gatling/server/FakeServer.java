package loadlab.gatling.server;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;

/**
 * A stand-in server for {@link ServerLauncherTest}, run as its own process:
 * {@code FakeServer healthy|unhealthy|silent|exit <port>}.
 */
public final class FakeServer {
    private FakeServer() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String mode = args[0];
        int port = Integer.parseInt(args[1]);
        switch (mode) {
            case "exit" -> System.exit(3);
            case "silent" -> Thread.sleep(Long.MAX_VALUE);
            case "healthy", "unhealthy" -> {
                InetSocketAddress address = new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
                HttpServer server = HttpServer.create(address, 0);
                int status = mode.equals("healthy") ? 200 : 503;
                server.createContext("/health", exchange -> {
                    exchange.sendResponseHeaders(status, -1);
                    exchange.close();
                });
                server.start();
            }
            default -> throw new IllegalArgumentException("unknown mode " + mode);
        }
    }
}
