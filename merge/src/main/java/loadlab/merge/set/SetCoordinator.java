package loadlab.merge.set;

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
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The merge side of a split set, as an HTTP service the injectors call: {@code POST /ready/<K>?run=<simulation>}
 * answers (once all N are ready for that simulation) the instant every injector waits for, one start
 * per simulation of the set; {@code PUT /runs/<K>?status=<exit code>}
 * takes injector K's results folder as a zip into {@code <runs>/injector-K/}. When all N arrived with
 * status 0 the set is complete (then the merge runs); the first non-zero status, a bad request or the
 * deadline fails the set at once. Plain JDK: {@link SetClient} is its other end.
 */
final class SetCoordinator implements AutoCloseable {

    private static final Pattern PATH = Pattern.compile("/(ready|runs)/(\\d{1,6})");

    private final int injectors;
    private final Path runs;
    private final Duration lead;
    private final Clock clock;
    private final Map<String, SetBarrier> barriers = new TreeMap<>();
    private String failure;
    private final Map<Integer, Integer> statuses = new TreeMap<>();
    private final CompletableFuture<Void> outcome = new CompletableFuture<>();
    /** Set by whichever ends the set first, so the failure is printed once and before anyone awaiting wakes. */
    private final AtomicBoolean ended = new AtomicBoolean();
    private final HttpServer server;
    private final ExecutorService threads;
    private final PrintStream log;

    SetCoordinator(int injectors, Path runs, Duration lead, Clock clock, InetSocketAddress address, PrintStream log)
            throws IOException {
        this.injectors = injectors;
        this.runs = runs;
        this.lead = lead;
        this.clock = clock;
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
                    + " injector(s) of " + injectors + " received; ready: " + readiness());
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
        if (ended.compareAndSet(false, true)) {
            log.println("set: FAILED: " + why);
            outcome.completeExceptionally(new IllegalStateException(why));
        }
        synchronized (this) {
            failure = "the set failed: " + why;
            barriers.values().forEach(barrier -> barrier.fail(failure));
        }
    }

    /** The start barrier of one simulation of the set; already failed when the set has. */
    private synchronized SetBarrier barrier(String run) {
        SetBarrier barrier = barriers.computeIfAbsent(run, r -> new SetBarrier(injectors, lead, clock));
        if (failure != null) {
            barrier.fail(failure);
        }
        return barrier;
    }

    private synchronized String readiness() {
        return barriers.isEmpty() ? "none" : barriers.entrySet().stream()
                .map(e -> e.getValue().readyCount() + " of " + injectors + (e.getKey().isEmpty() ? "" : " for " + e.getKey()))
                .collect(java.util.stream.Collectors.joining(", "));
    }

    private void ready(HttpExchange exchange) throws IOException {
        Integer index = injector(exchange, "ready", "POST");
        if (index == null) {
            return;
        }
        String run = parameter(exchange, "run", "[A-Za-z0-9_.$-]{1,200}").orElse("");
        log.println("set: injector " + index + " ready" + (run.isEmpty() ? "" : " for " + run));
        try {
            Instant start = barrier(run).ready(index).get();
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
        Optional<String> status = parameter(exchange, "status", "-?\\d{1,4}");
        if (status.isEmpty()) {
            answer(exchange, 400, "PUT /runs/<K>?status=<the injector's exit code>\n");
            return;
        }
        int code = Integer.parseInt(status.get());
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
        } else if (complete && ended.compareAndSet(false, true)) {
            outcome.complete(null);
        }
    }

    private void health(HttpExchange exchange) throws IOException {
        answer(exchange, 200, "ready: " + readiness() + "; received: " + received() + " of " + injectors + "\n");
    }

    /** A query parameter's value, when present and matching {@code pattern}. */
    private static Optional<String> parameter(HttpExchange exchange, String name, String pattern) {
        String query = exchange.getRequestURI().getRawQuery();
        Matcher value = Pattern.compile("(?:^|&)" + name + "=(" + pattern + ")(?:&|$)").matcher(query == null ? "" : query);
        return value.find() ? Optional.of(value.group(1)) : Optional.empty();
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
        synchronized (this) {
            barriers.values().forEach(barrier -> barrier.fail("the coordinator stopped"));
        }
        server.stop(1);
        threads.shutdownNow();
    }
}
