package loadlab.gatling.live;

import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.instrumentation.jvm.JvmCompilationMetrics;
import io.prometheus.metrics.instrumentation.jvm.JvmGarbageCollectorMetrics;
import io.prometheus.metrics.instrumentation.jvm.JvmMemoryMetrics;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import loadlab.lab.settings.LiveAddress;
import loadlab.adapter.log.LogDecoder;
import loadlab.adapter.log.LogRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The injector's live figures while its run goes: a thread follows the run's {@code simulation.log} as Gatling
 * writes it ({@link LogDecoder#follow}) into {@link RunFigures}, and {@code GET /metrics} serves them (Prometheus
 * text, or OpenMetrics when the scraper asks) beside the JVM's own figures, its CPU time among them
 * ({@code process_cpu_seconds_total}). Gatling writes the log through a buffer of 8 KiB, so the figures trail the
 * run by what that buffer holds (a fraction of a second at hundreds of requests a second, longer on a slow
 * page); once the run is over they are the report's, exactly, and {@value #DONE} says so. What they cost the
 * injector is among them ({@link OwnCost}), and logged when they stop.
 */
public final class LiveFigures implements AutoCloseable {
    static final String DONE = "gatling_run_done";
    private static final Logger LOG = LoggerFactory.getLogger(LiveFigures.class);
    private static final long POLL_MILLIS = 250;
    private static final Duration DRAIN = Duration.ofSeconds(60);
    private static final int SCRAPE_THREADS = 2;
    private static final Duration LAST_SCRAPE = Duration.ofSeconds(5);
    /** The reader adds its own cost every this many records: a mark is too dear for each one (docs/live-figures.md). */
    private static final int COST_EVERY = 1024;

    private final HTTPServer server;
    private final ExecutorService scrapes;
    private final Thread reader;
    private volatile boolean running = true;
    private volatile boolean readToEnd;
    private volatile boolean done;
    private final CountDownLatch scrapedDone = new CountDownLatch(1);
    private final OwnCost cost;
    private final long processCpuAtStart;
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile long records;
    private volatile Path followed;

    private LiveFigures(HTTPServer server, ExecutorService scrapes, PrometheusRegistry registry, String simulation,
            Supplier<Optional<Path>> log, OwnCost cost, long processCpuAtStart) {
        this.server = server;
        this.scrapes = scrapes;
        this.cost = cost;
        this.processCpuAtStart = processCpuAtStart;
        RunFigures figures = new RunFigures(registry, simulation);
        GaugeWithCallback.builder().name(DONE)
                .help("1 once the run is over and its whole log is in these figures: they are the report's")
                .callback(callback -> {
                    callback.call(done ? 1 : 0);
                    if (done) {
                        scrapedDone.countDown();
                    }
                })
                .register(registry);
        this.reader = new Thread(() -> follow(log, figures), "live-figures");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Serves the figures at {@code address}, asking every caller for {@code token} when there is one, and starts
     * following the log {@code log} finds once Gatling has begun it. Empty when the address cannot be bound (in use):
     * the run goes on without live figures, and says so.
     */
    public static Optional<LiveFigures> start(LiveAddress address, Optional<String> token, String simulation,
            Supplier<Optional<Path>> log) {
        long processCpu = processCpuNanos();
        OwnCost.Mark starting = OwnCost.mark();
        if (!QuickCompilation.request()) {
            LOG.debug("This JVM takes no compiler directives: the live figures' code is compiled as any other");
        }
        PrometheusRegistry registry = new PrometheusRegistry();
        OwnCost cost = new OwnCost(registry);
        // The JVM's figures that tell whether the injector is short of CPU or memory. Not the thread counts, whose
        // deadlock search stops every thread at each scrape, nor native memory, a diagnostic command each time.
        ProcessFigures.register(registry);
        JvmMemoryMetrics.builder().register(registry);
        JvmGarbageCollectorMetrics.builder().register(registry);
        JvmCompilationMetrics.builder().register(registry);
        // Its own threads, so the last scrape can be let finish before the server closes, and what each costs counted.
        ExecutorService scrapes = new CountedScrapes(cost);
        HTTPServer.Builder builder = HTTPServer.builder().hostname(address.host()).port(address.port()).registry(registry)
                .executorService(scrapes);
        token.map(BearerToken::new).ifPresent(builder::authenticator);
        try {
            HTTPServer server = builder.buildAndStart();
            LOG.info("Live figures at http://{}:{}/metrics{}", address.host(), server.getPort(),
                    token.isPresent() ? " (callers send the split's token)" : "");
            cost.add(OwnCost.START, starting);
            return Optional.of(new LiveFigures(server, scrapes, registry, simulation, log, cost, processCpu));
        } catch (IOException e) {
            scrapes.shutdownNow();
            LOG.warn("No live figures: could not listen on {} ({}); -DliveMetrics=<port> or off", address, e.toString());
            return Optional.empty();
        }
    }

    public int port() {
        return server.getPort();
    }

    /**
     * The run is over (Gatling has closed its log): reads the log to its end, then, for up to {@code linger}, waits
     * for a scrape that sees the final figures, and stops serving.
     */
    public void finish(Duration linger) {
        running = false;
        try {
            reader.join(DRAIN.toMillis());
            if (reader.isAlive()) {
                LOG.warn("The live figures' reader did not reach the log's end within {} s", DRAIN.toSeconds());
                reader.interrupt();
            } else if (readToEnd) {
                done = true;
                if (!linger.isZero() && !scrapedDone.await(linger.toMillis(), TimeUnit.MILLISECONDS)) {
                    LOG.warn("Nobody scraped the final live figures within {} s", linger.toSeconds());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            close();
        }
    }

    /**
     * Stops following the log and serving; a scrape under way is let finish (for a few seconds at most). Logs what the
     * live figures cost, once.
     */
    @Override
    public void close() {
        running = false;
        reader.interrupt();
        scrapes.shutdown();
        try {
            scrapes.awaitTermination(LAST_SCRAPE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        server.close();
        if (closed.compareAndSet(false, true)) {
            double jvm = (processCpuNanos() - processCpuAtStart) / 1e9;
            long jvmBytes = OwnCost.jvmAllocatedBytes();
            LOG.info("Live figures: {} records of {} read; their own threads spent {} ms of CPU (start {}, reader {},"
                    + " scrapes {}), {} of this JVM's {} s since they started, and allocated {} MB (of the {} MB its"
                    + " threads alive have)", records, followed == null ? "no log" : followed.getFileName(),
                    millis(cost.cpuSeconds()), millis(cost.cpuSeconds(OwnCost.START)), millis(cost.cpuSeconds(OwnCost.READER)),
                    millis(cost.cpuSeconds(OwnCost.SCRAPE)),
                    jvm > 0 ? String.format(Locale.ROOT, "%.2f %%", 100 * cost.cpuSeconds() / jvm) : "none",
                    String.format(Locale.ROOT, "%.1f", jvm), megabytes(cost.allocatedBytes()),
                    jvmBytes < 0 ? "?" : megabytes(jvmBytes));
        }
    }

    private static String megabytes(double bytes) {
        return String.format(Locale.ROOT, "%.1f", bytes / 1e6);
    }

    private static long millis(double seconds) {
        return Math.round(seconds * 1000);
    }

    /** This JVM's CPU time so far, or 0 where the platform does not say. */
    private static long processCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? Math.max(0, os.getProcessCpuTime()) : 0;
    }

    private void follow(Supplier<Optional<Path>> logs, RunFigures figures) {
        OwnCost.Mark mark = OwnCost.mark();
        try {
            Optional<Path> log = logs.get();
            while (log.isEmpty()) {
                if (!running) {
                    return;
                }
                Thread.sleep(POLL_MILLIS);
                log = logs.get();
            }
            followed = log.get();
            long read = 0;
            try (LogDecoder decoder = LogDecoder.follow(log.get(), () -> running, POLL_MILLIS)) {
                figures.begin(decoder.header());
                for (LogRecord record = decoder.next(); record != null; record = decoder.next()) {
                    figures.add(record);
                    if (++read % COST_EVERY == 0) {
                        records = read;
                        mark = cost.add(OwnCost.READER, mark);
                    }
                }
                records = read;
                readToEnd = true;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            if (running) {
                LOG.warn("The live figures stopped following the run's log: {}", e.toString());
            }
        } finally {
            cost.add(OwnCost.READER, mark);
        }
    }

    /** The scrapes' threads, each scrape's CPU and bytes added to the figures it serves. */
    private static final class CountedScrapes extends ThreadPoolExecutor {
        private final OwnCost cost;
        private final ThreadLocal<OwnCost.Mark> started = new ThreadLocal<>();

        CountedScrapes(OwnCost cost) {
            super(SCRAPE_THREADS, SCRAPE_THREADS, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), runnable -> {
                Thread thread = new Thread(runnable, "live-figures-scrape");
                thread.setDaemon(true);
                return thread;
            });
            this.cost = cost;
        }

        @Override
        protected void beforeExecute(Thread thread, Runnable scrape) {
            started.set(OwnCost.mark());
        }

        @Override
        protected void afterExecute(Runnable scrape, Throwable failure) {
            cost.add(OwnCost.SCRAPE, started.get());
        }
    }
}
