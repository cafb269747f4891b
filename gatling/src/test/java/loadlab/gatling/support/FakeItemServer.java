package loadlab.gatling.support;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;

/**
 * A stand-in for a server's insert endpoints (CONTRACT.md "Database insert") whose every insert does
 * what the test says: answer 201 naming one item, store that item or another, or drop the connection.
 * It counts and exports what it stored, as a faulty server would report it.
 */
public final class FakeItemServer implements AutoCloseable {
    /** The cores its metrics say it has: not this machine's, so a reader that takes them can be told apart. */
    public static final int CORES = 3;
    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final AtomicInteger posts = new AtomicInteger();
    private final List<String> stored = new ArrayList<>();

    /** What the server does with its {@code n}-th insert (from 1). */
    public record Insert(String answered, String stored) {
        /** Stores the item and answers 201 naming it: what the contract asks. */
        public static Insert honest(String item) {
            return new Insert(item, item);
        }
    }

    private FakeItemServer(IntFunction<Insert> inserts) {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(threads);
        server.createContext("/health", exchange -> answer(exchange, 200, "application/json", "{\"status\":\"UP\"}"));
        // The optional metrics (CONTRACT.md, "Operations"): this JVM's CPU time, on cores it names itself.
        server.createContext("/prometheus", exchange -> answer(exchange, 200, "text/plain", "process_cpu_seconds_total "
                + ProcessHandle.current().info().totalCpuDuration().orElseThrow().toNanos() / 1e9 + "\nsystem_cpu_count "
                + CORES + "\n"));
        server.createContext("/items/count", exchange -> answer(exchange, 200, "application/json",
                "{\"count\":" + documents().size() + "}"));
        server.createContext("/items/export", exchange -> {
            StringBuilder lines = new StringBuilder();
            List<String> items = documents();
            for (int i = 0; i < items.size(); i++) {
                lines.append("{\"id\":\"").append(i + 1).append("\",\"item\":\"").append(items.get(i)).append("\"}\n");
            }
            answer(exchange, 200, "application/x-ndjson", lines.append("{\"count\":").append(items.size()).append("}\n")
                    .toString());
        });
        server.createContext("/items", exchange -> {
            Insert insert = inserts.apply(posts.incrementAndGet());
            int id;
            synchronized (stored) {
                if (insert.stored() != null) {
                    stored.add(insert.stored());
                }
                id = stored.size();
            }
            if (insert.answered() == null) {
                // Stored or not, answered nothing: the connection is dropped.
                exchange.close();
            } else {
                answer(exchange, 201, "application/json", "{\"id\":\"" + id + "\",\"item\":\"" + insert.answered() + "\"}");
            }
        });
    }

    /** Started on a free loopback port. */
    public static FakeItemServer start(IntFunction<Insert> inserts) {
        FakeItemServer fake = new FakeItemServer(inserts);
        fake.server.start();
        return fake;
    }

    /** Started holding these items, as if inserted before; every insert from now on is refused (dropped). */
    public static FakeItemServer holding(String... items) {
        FakeItemServer fake = new FakeItemServer(post -> new Insert(null, null));
        fake.stored.addAll(List.of(items));
        fake.server.start();
        return fake;
    }

    public String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public int posts() {
        return posts.get();
    }

    private List<String> documents() {
        synchronized (stored) {
            return List.copyOf(stored);
        }
    }

    private static void answer(HttpExchange exchange, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", type);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
