package loadlab.lab.launch;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;

/**
 * A stand-in server for the launcher's and the run guard's tests, run as its own process:
 * {@code FakeServer healthy|unhealthy|silent|exit <port>}; a healthy or unhealthy one also answers
 * {@code GET /hello}.
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
                byte[] hello = "Hello, World!".getBytes(java.nio.charset.StandardCharsets.UTF_8);
                server.createContext("/hello", exchange -> {
                    exchange.sendResponseHeaders(200, hello.length);
                    exchange.getResponseBody().write(hello);
                    exchange.close();
                });
                server.start();
            }
            default -> throw new IllegalArgumentException("unknown mode " + mode);
        }
    }
}
