package loadlab.reports.split;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The merge side of a split set, as an HTTP service the injectors call: {@code POST /ready/<K>}
 * answers (once all N are ready) the instant every injector waits for; {@code PUT /runs/<K>?status=<exit code>}
 * takes injector K's results folder as a zip into {@code <runs>/injector-K/}. When all N arrived with
 * status 0 the set is complete (then the merge runs); the first non-zero status, a bad request or the
 * deadline fails the set at once. Plain JDK: {@link SetClient} is its other end.
 */
final class SetCoordinator implements AutoCloseable {

    private static final Pattern PATH = Pattern.compile("/(ready|runs)/(\\d{1,6})");

    private final int injectors;
    private final Path runs;
    private final SetBarrier barrier;
    private final Map<Integer, Integer> statuses = new TreeMap<>();
    private final CompletableFuture<Void> outcome = new CompletableFuture<>();
    private final HttpServer server;
    private final ExecutorService threads;
    private final PrintStream log;

    SetCoordinator(int injectors, Path runs, Duration lead, Clock clock, InetSocketAddress address, PrintStream log)
            throws IOException {
        this.injectors = injectors;
        this.runs = runs;
        this.barrier = new SetBarrier(injectors, lead, clock);
        this.log = log;
        // Each injector holds one thread while it waits for the start: N of them, plus health probes.
        this.threads = Executors.newFixedThreadPool(injectors + 4);
        this.server = HttpServer.create(address, injectors + 16);
        server.setExecutor(threads);
        server.createContext("/ready/", this::ready);
        server.createContext("/runs/", this::received);
        server.createContext("/health", this::health);
        server.start();
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** Completes when every injector's runs arrived with status 0; fails with the first reason the set failed. */
    CompletableFuture<Void> outcome() {
        return outcome;
    }

    /** Waits for the outcome; true when the set is complete, false (with the reason printed) otherwise. */
    boolean await(Duration deadline) {
        try {
            outcome.get(deadline.toMillis(), TimeUnit.MILLISECONDS);
            log.println("set: every injector's runs received (" + injectors + " of " + injectors + ")");
            return true;
        } catch (TimeoutException e) {
            fail("the deadline (" + deadline.toMinutes() + " min) passed with " + received()
                    + " injector(s) of " + injectors + " received and " + barrier.readyCount() + " ready");
        } catch (ExecutionException e) {
            // printed by fail()
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted");
        }
        return false;
    }

    private synchronized int received() {
        return statuses.size();
    }

    private void fail(String why) {
        if (outcome.completeExceptionally(new IllegalStateException(why))) {
            log.println("set: FAILED: " + why);
        }
        barrier.fail("the set failed: " + why);
    }

    private void ready(HttpExchange exchange) throws IOException {
        Integer index = injector(exchange, "ready", "POST");
        if (index == null) {
            return;
        }
        log.println("set: injector " + index + " ready");
        try {
            Instant start = barrier.ready(index).get();
            answer(exchange, 200, start + "\n");
        } catch (ExecutionException e) {
            answer(exchange, 409, e.getCause().getMessage() + "\n");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            answer(exchange, 503, "coordinator stopping\n");
        }
    }

    private void received(HttpExchange exchange) throws IOException {
        Integer index = injector(exchange, "runs", "PUT");
        if (index == null) {
            return;
        }
        String query = exchange.getRequestURI().getRawQuery();
        Matcher status = Pattern.compile("(?:^|&)status=(-?\\d{1,4})(?:&|$)").matcher(query == null ? "" : query);
        if (!status.find()) {
            answer(exchange, 400, "PUT /runs/<K>?status=<the injector's exit code>\n");
            return;
        }
        int code = Integer.parseInt(status.group(1));
        int files;
        try (InputStream body = exchange.getRequestBody()) {
            files = RunArchive.unzip(body, runs.resolve("injector-" + index));
        } catch (IOException e) {
            answer(exchange, 409, "injector " + index + ": " + e.getMessage() + "\n");
            fail("injector " + index + "'s runs could not be received: " + e.getMessage());
            return;
        }
        answer(exchange, 200, "received " + files + " file(s)\n");
        log.println("set: injector " + index + " exited " + code + ", " + files + " file(s) received");
        boolean complete;
        synchronized (this) {
            statuses.put(index, code);
            complete = statuses.size() == injectors && statuses.values().stream().allMatch(c -> c == 0);
        }
        if (code != 0) {
            fail("injector " + index + " exited with status " + code + " (its output says why)");
        } else if (complete) {
            outcome.complete(null);
        }
    }

    private void health(HttpExchange exchange) throws IOException {
        answer(exchange, 200, barrier.readyCount() + " of " + injectors + " ready, " + received() + " received\n");
    }

    /** The injector index of {@code /<verb>/<K>}, or null after answering a bad request. */
    private Integer injector(HttpExchange exchange, String verb, String method) throws IOException {
        Matcher path = PATH.matcher(exchange.getRequestURI().getPath());
        if (!path.matches() || !path.group(1).equals(verb) || !exchange.getRequestMethod().equals(method)) {
            answer(exchange, 400, "expected " + method + " /" + verb + "/<injector index>\n");
            return null;
        }
        int index = Integer.parseInt(path.group(2));
        if (index >= injectors) {
            answer(exchange, 400, "injector " + index + " is not one of 0.." + (injectors - 1) + "\n");
            return null;
        }
        return index;
    }

    private static void answer(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Override
    public void close() {
        barrier.fail("the coordinator stopped");
        server.stop(1);
        threads.shutdownNow();
    }
}
