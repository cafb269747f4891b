package loadlab.merge.split;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import loadlab.record.split.CoordinatorProtocol;

/**
 * The merge side of a split, as an HTTP service the injectors call ({@link CoordinatorProtocol}):
 * {@code POST /ready/<K>} answers, once all N are ready for that simulation, the instant every injector
 * starts at; {@code PUT /runs/<K>} takes injector K's results folder as a zip into {@code <runs>/injector-K/}.
 * When all N arrived with status 0 the split is complete (then the merge runs); the first non-zero status,
 * a refused upload or the deadline fails the split at once. Plain JDK: {@link SplitClient} is its other end.
 * {@code GET /metrics} answers how far the split got for Prometheus ({@link CoordinatorMetrics}), in its text
 * format or OpenMetrics as the scrape's {@code Accept} header asks.
 * <p>
 * It trusts no caller: a request without the split's token is answered 401 and changes nothing (a scrape
 * included). A {@code /ready} holds no thread while it waits (it is answered when the start is fixed, the
 * split fails, or its timeout passes), and uploads unpack on threads of their own, so stray calls cannot
 * starve {@code /health}, {@code /metrics} or the injectors. An upload is unpacked beside the runs, counted
 * against the limits, checked against the file count and checksum its injector sent, and only then renamed
 * into place: a run is there whole or not at all.
 */
final class SplitCoordinator implements AutoCloseable {

    private static final Pattern PATH = Pattern.compile("/(" + CoordinatorProtocol.READY + "|" + CoordinatorProtocol.RUNS
            + ")/(\\d{1,6})");
    private static final int DISPATCH_THREADS = 4;

    private final CoordinatorSettings settings;
    private final Clock clock;
    private final Map<String, SplitBarrier> barriers = new TreeMap<>();
    private final Set<Integer> claimed = new HashSet<>();
    private final Map<Integer, Integer> statuses = new TreeMap<>();
    private String failure;
    private final CompletableFuture<Void> outcome = new CompletableFuture<>();
    /** Set by whichever ends the split first, so the failure is printed once and before anyone awaiting wakes. */
    private final AtomicBoolean ended = new AtomicBoolean();
    private final HttpServer server;
    private final ExecutorService dispatch;
    private final ExecutorService uploads;
    private final PrintStream log;
    private final CoordinatorMetrics metrics;

    SplitCoordinator(CoordinatorSettings settings, Clock clock, PrintStream log) throws IOException {
        this.settings = settings;
        this.clock = clock;
        this.log = log;
        this.metrics = new CoordinatorMetrics(settings.injectors(), this::readyCounts);
        this.dispatch = Executors.newFixedThreadPool(DISPATCH_THREADS);
        this.uploads = Executors.newFixedThreadPool(settings.injectors());
        this.server = HttpServer.create(settings.address(), settings.injectors() + 16);
        server.setExecutor(dispatch);
        server.createContext("/" + CoordinatorProtocol.READY + "/", this::ready);
        server.createContext("/" + CoordinatorProtocol.RUNS + "/", this::received);
        server.createContext(CoordinatorProtocol.HEALTH, this::health);
        server.createContext(CoordinatorMetrics.PATH, this::scrape);
        server.createContext("/", exchange -> refuse(exchange, 404, "no such path"));
        server.start();
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** Completes when every injector's runs arrived with status 0; fails with the first reason the split failed. */
    CompletableFuture<Void> outcome() {
        return outcome;
    }

    /** Waits for the outcome; true when the split is complete, false (with the reason printed) otherwise. */
    boolean await(Duration deadline) {
        try {
            outcome.get(deadline.toMillis(), TimeUnit.MILLISECONDS);
            log.println("split: every injector's runs received (" + settings.injectors() + " of " + settings.injectors()
                    + ")");
            return true;
        } catch (TimeoutException e) {
            fail("the deadline (" + deadline.toMinutes() + " min) passed with " + received() + " injector(s) of "
                    + settings.injectors() + " received; ready: " + readiness());
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
            metrics.ended(false);
            log.println("split: FAILED: " + why);
            outcome.completeExceptionally(new IllegalStateException(why));
        }
        synchronized (this) {
            failure = "the split failed: " + why;
            barriers.values().forEach(barrier -> barrier.fail(failure));
        }
    }

    /** The start barrier of one simulation of the split; already failed when the split has. */
    private synchronized SplitBarrier barrier(String run) {
        SplitBarrier barrier = barriers.computeIfAbsent(run, r -> new SplitBarrier(settings.injectors(), settings.lead(),
                clock));
        if (failure != null) {
            barrier.fail(failure);
        }
        return barrier;
    }

    /** How many injectors reported ready, by simulation. */
    private synchronized Map<String, Integer> readyCounts() {
        Map<String, Integer> counts = new TreeMap<>();
        barriers.forEach((run, barrier) -> counts.put(run, barrier.readyCount()));
        return counts;
    }

    private synchronized String readiness() {
        return barriers.isEmpty() ? "none" : barriers.entrySet().stream()
                .map(e -> e.getValue().readyCount() + " of " + settings.injectors()
                        + (e.getKey().isEmpty() ? "" : " for " + e.getKey()))
                .collect(Collectors.joining(", "));
    }

    /** Answered when the start is fixed, the split fails or the timeout passes: no thread waits meanwhile. */
    private void ready(HttpExchange exchange) throws IOException {
        Integer index = injector(exchange, CoordinatorProtocol.READY, "POST");
        if (index == null) {
            return;
        }
        String run = parameter(exchange, CoordinatorProtocol.RUN, "[A-Za-z0-9_.$-]{1,200}").orElse("");
        log.println("split: injector " + index + " ready" + (run.isEmpty() ? "" : " for " + run));
        barrier(run).ready(index).copy()
                .orTimeout(settings.readyTimeout().toMillis(), TimeUnit.MILLISECONDS)
                .whenComplete((start, error) -> {
                    Throwable cause = error instanceof CompletionException && error.getCause() != null
                            ? error.getCause() : error;
                    if (cause == null) {
                        metrics.started(run, start);
                        quietly(exchange, 200, start + "\n");
                    } else if (cause instanceof TimeoutException) {
                        quietly(exchange, 503, "the split did not start within " + settings.readyTimeout().toMinutes()
                                + " min of this injector's ready; ready: " + readiness() + "\n");
                    } else {
                        quietly(exchange, 409, cause.getMessage() + "\n");
                    }
                });
    }

    private void received(HttpExchange exchange) throws IOException {
        Integer index = injector(exchange, CoordinatorProtocol.RUNS, "PUT");
        if (index == null) {
            return;
        }
        Optional<String> status = parameter(exchange, CoordinatorProtocol.STATUS, "-?\\d{1,4}");
        Optional<String> files = parameter(exchange, CoordinatorProtocol.FILES, "\\d{1,9}");
        Optional<String> sha256 = parameter(exchange, CoordinatorProtocol.SHA256, "[0-9a-f]{64}");
        if (status.isEmpty() || files.isEmpty() || sha256.isEmpty()) {
            metrics.refused(0);
            refuse(exchange, 400, "PUT /runs/<K>?status=<exit code>&files=<count>&sha256=<hex of the zip>");
            return;
        }
        synchronized (this) {
            if (!claimed.add(index)) {
                String why = "injector " + index + "'s runs are received once, and were already sent";
                metrics.refused(0);
                refuse(exchange, RefusedUpload.CONFLICT, why);
                fail(why);
                return;
            }
        }
        int code = Integer.parseInt(status.get());
        uploads.execute(() -> receive(exchange, index, code, Integer.parseInt(files.get()), sha256.get()));
    }

    /** Unpacks beside the runs, checks the count and checksum, then renames into place; any refusal fails the split. */
    private void receive(HttpExchange exchange, int index, int code, int declaredFiles, String declaredSha256) {
        Path incoming = settings.runs().resolve(".incoming-injector-" + index + "-" + System.nanoTime());
        RunArchive.Bounded sent = new RunArchive.Bounded(exchange.getRequestBody(), settings.limits().maxBytes());
        try {
            MessageDigest digest = sha256();
            int files;
            try (InputStream body = new DigestInputStream(sent, digest)) {
                files = RunArchive.unzip(body, incoming, settings.limits());
                body.transferTo(OutputStream.nullOutputStream());
            }
            String sha = HexFormat.of().formatHex(digest.digest());
            if (files != declaredFiles || !sha.equals(declaredSha256)) {
                throw new RefusedUpload(RefusedUpload.BAD, "the upload was cut short or altered: " + files + " file(s)"
                        + " and SHA-256 " + sha + " received, " + declaredFiles + " and " + declaredSha256 + " sent");
            }
            if (files == 0 && code == 0) {
                throw new RefusedUpload(RefusedUpload.BAD, "an injector that passed sends its runs: this upload holds"
                        + " no file");
            }
            Files.move(incoming, settings.runs().resolve("injector-" + index), StandardCopyOption.ATOMIC_MOVE);
            metrics.received(code, sent.count());
            quietly(exchange, 200, "received " + files + " file(s)\n");
            log.println("split: injector " + index + " exited " + code + ", " + files + " file(s) received");
            recorded(index, code);
        } catch (RefusedUpload e) {
            RunArchive.delete(incoming);
            metrics.refused(sent.count());
            quietly(exchange, e.status(), "injector " + index + ": " + e.getMessage() + "\n");
            fail("injector " + index + "'s runs were refused: " + e.getMessage());
        } catch (IOException | RuntimeException e) {
            RunArchive.delete(incoming);
            metrics.refused(sent.count());
            quietly(exchange, 500, "injector " + index + ": could not be received: " + e.getMessage() + "\n");
            fail("injector " + index + "'s runs could not be received: " + e);
        }
    }

    private void recorded(int index, int code) {
        boolean complete;
        synchronized (this) {
            statuses.put(index, code);
            complete = statuses.size() == settings.injectors() && statuses.values().stream().allMatch(c -> c == 0);
        }
        if (code != 0) {
            fail("injector " + index + " exited with status " + code + " (its output says why)");
        } else if (complete && ended.compareAndSet(false, true)) {
            metrics.ended(true);
            outcome.complete(null);
        }
    }

    private void health(HttpExchange exchange) throws IOException {
        if (authorized(exchange)) {
            answer(exchange, 200, "ready: " + readiness() + "; received: " + received() + " of " + settings.injectors()
                    + "\n");
        }
    }

    /** Read as it is served, so the figures are as of the scrape. */
    private void scrape(HttpExchange exchange) throws IOException {
        if (authorized(exchange)) {
            CoordinatorMetrics.Scrape scrape = metrics.scrape(exchange.getRequestHeaders().getFirst("Accept"));
            answer(exchange, 200, scrape.contentType(), scrape.body());
        }
    }

    /** A query parameter's value, when present and matching {@code pattern}. */
    private static Optional<String> parameter(HttpExchange exchange, String name, String pattern) {
        String query = exchange.getRequestURI().getRawQuery();
        Matcher value = Pattern.compile("(?:^|&)" + name + "=(" + pattern + ")(?:&|$)").matcher(query == null ? "" : query);
        return value.find() ? Optional.of(value.group(1)) : Optional.empty();
    }

    /** The injector index of {@code /<verb>/<K>} from a caller with the token, or null after answering why not. */
    private Integer injector(HttpExchange exchange, String verb, String method) throws IOException {
        if (!authorized(exchange)) {
            return null;
        }
        Matcher path = PATH.matcher(exchange.getRequestURI().getPath());
        if (!path.matches() || !path.group(1).equals(verb) || !exchange.getRequestMethod().equals(method)) {
            refuse(exchange, 400, "expected " + method + " /" + verb + "/<injector index>");
            return null;
        }
        int index = Integer.parseInt(path.group(2));
        if (index >= settings.injectors()) {
            refuse(exchange, 400, "injector " + index + " is not one of 0.." + (settings.injectors() - 1));
            return null;
        }
        return index;
    }

    /** True when the request carries the split's token; else answered 401, nothing read. */
    private boolean authorized(HttpExchange exchange) throws IOException {
        if (CoordinatorProtocol.carries(exchange.getRequestHeaders().getFirst("Authorization"), settings.token())) {
            return true;
        }
        refuse(exchange, 401, "this split's token is required (Authorization: Bearer <" + CoordinatorProtocol.TOKEN_ENV
                + ">)");
        return false;
    }

    /** Answers a request it will not serve, leaving its body unread. */
    private static void refuse(HttpExchange exchange, int status, String why) throws IOException {
        answer(exchange, status, why + "\n");
    }

    private void quietly(HttpExchange exchange, int status, String body) {
        try {
            answer(exchange, status, body);
        } catch (IOException e) {
            log.println("split: could not answer " + exchange.getRequestURI().getPath() + ": " + e.getMessage());
        }
    }

    private static void answer(HttpExchange exchange, int status, String body) throws IOException {
        answer(exchange, status, "text/plain; charset=utf-8", body.getBytes(StandardCharsets.UTF_8));
    }

    private static void answer(HttpExchange exchange, int status, String contentType, byte[] bytes) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", contentType);
        if (status >= 400 && !"GET".equals(exchange.getRequestMethod())) {
            // The body that was not read would be left on the connection: close it after the answer.
            exchange.getResponseHeaders().set("Connection", "close");
        }
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            barriers.values().forEach(barrier -> barrier.fail("the coordinator stopped"));
        }
        server.stop(1);
        uploads.shutdownNow();
        dispatch.shutdownNow();
    }
}
