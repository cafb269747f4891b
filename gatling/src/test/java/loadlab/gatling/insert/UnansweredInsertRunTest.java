package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import loadlab.gatling.support.Checkout;
import loadlab.reports.json.Json;
import loadlab.reports.sidecar.Reconciliation;
import loadlab.reports.sidecar.RunSidecar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An insert that gets no answer is not acknowledged, even when the same user's insert before it was:
 * a server that stores one item and drops the connection of the next insert balances its books at one.
 * (A user's previous 201 once lingered in its session and counted for the unanswered insert, so a
 * server that lost nothing read as having lost it.)
 */
class UnansweredInsertRunTest {
    private static final String ITEM = "{\"id\":\"1\",\"item\":\"0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a\"}";

    @TempDir
    Path results;

    private HttpServer server;
    private final AtomicInteger stored = new AtomicInteger();
    private final AtomicInteger posts = new AtomicInteger();

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void anInsertWithoutAnAnswerIsNotCountedAsAcknowledged() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newCachedThreadPool());
        server.createContext("/health", exchange -> answer(exchange, 200, "{\"status\":\"UP\"}"));
        server.createContext("/items/count", exchange -> answer(exchange, 200, "{\"count\":" + stored.get() + "}"));
        server.createContext("/items", exchange -> {
            if (posts.incrementAndGet() == 1) {
                stored.incrementAndGet();
                answer(exchange, 201, ITEM);
            } else {
                // Stored nothing, answered nothing: the connection is dropped.
                exchange.close();
            }
        });
        server.start();

        Checkout.gatlingToEnd("InsertSimulation", results, Duration.ofMinutes(3), "-Dprofile=smoke",
                "-DbaseUrl=http://127.0.0.1:" + server.getAddress().getPort(), "-Dsteps=1", "-DrequestsPerStep=2",
                "-DrampSeconds=0");

        assertThat(posts.get()).as("inserts sent; output:\n%s", output()).isEqualTo(2);
        Reconciliation books = sidecar().reconciliation();
        assertThat(books).as("the run's books; output:\n%s", output()).isEqualTo(new Reconciliation(1, 0, 1));
    }

    private static void answer(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private RunSidecar sidecar() throws IOException {
        try (Stream<Path> files = Files.list(results.resolve("sidecars"))) {
            Optional<Path> json = files.filter(file -> file.toString().endsWith(".json")).findFirst();
            return Json.read(json.orElseThrow(() -> new AssertionError("no run record; output:\n" + output())),
                    RunSidecar.class);
        }
    }

    private String output() {
        return Checkout.read(Checkout.output("InsertSimulation", results));
    }
}
