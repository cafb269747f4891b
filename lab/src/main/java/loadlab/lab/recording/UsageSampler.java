package loadlab.lab.recording;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageCsv;
import loadlab.record.UsageCsvWriter;
import loadlab.record.UsageSample;
import loadlab.record.scrape.MetricsText;
import loadlab.record.scrape.ScrapedProcess;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Samples a process into a usage CSV ({@link UsageCsv}) on a daemon thread: its cumulative CPU time
 * from {@link ProcessHandle.Info#totalCpuDuration()}, its resident memory from
 * {@code /proc/<pid>/status}, its busiest thread ({@link ThreadCpu}) and the machine's busy time
 * ({@link MachineCpu}); for this JVM (the injector) also its GC time and heap in use, which only a
 * JVM can tell about itself, and the system part of its CPU time. Linux figures are -1 elsewhere. A
 * server out of sight is sampled by its metrics instead ({@link #startScrape}).
 * Besides the regular interval, {@link #sampleNow()} takes one more at once (a recorded window's
 * edge). Sampling stops when the process ends or on {@link #close()}, which takes one last sample.
 * Samples are taken on the sampler's own thread only (close's last one after that thread stopped), so
 * the per-interval figures ({@link ThreadCpu}) see one sample after the other.
 */
public final class UsageSampler implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(UsageSampler.class);
    private static final Duration SCRAPE_TIMEOUT = Duration.ofSeconds(2);

    private final long pid;
    private final String what;
    private final Supplier<Optional<UsageSample>> probe;
    private final UsageCsvWriter writer;
    private final ScheduledExecutorService timer;

    private UsageSampler(long pid, String what, Supplier<Optional<UsageSample>> probe, UsageCsvWriter writer) {
        this.pid = pid;
        this.what = what;
        this.probe = probe;
        this.writer = writer;
        this.timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "usage-sampler-" + pid);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Samples another process (the server) now and then every {@code interval} into {@code csv}. */
    public static UsageSampler start(ProcessHandle process, Path csv, Duration interval) {
        return start(List.of(process), csv, interval);
    }

    /**
     * Samples the processes that serve a run as one (see {@link ServerProcesses}: the first is the
     * server, the others run beside it; children of each count too) now and then every {@code interval}.
     */
    public static UsageSampler start(List<ProcessHandle> processes, Path csv, Duration interval) {
        ServerProcesses server = new ServerProcesses(processes);
        ThreadCpu threads = new ThreadCpu(server::alivePids);
        return start(server.firstPid(), server.describe(), csv, interval, () -> server.serverAlive()
                ? Optional.of(new UsageSample(System.currentTimeMillis(), server.cpuSeconds(), server.residentBytes(),
                        threads.next(), MachineCpu.busySeconds(), UsageSample.UNKNOWN, UsageSample.UNKNOWN))
                : Optional.empty());
    }

    /** Samples this JVM (the injector), GC time and heap included, now and then every {@code interval}. */
    public static UsageSampler startThisJvm(Path csv, Duration interval) {
        ProcessHandle self = ProcessHandle.current();
        ThreadCpu threads = new ThreadCpu(() -> List.of(self.pid()));
        return start(self.pid(), "this JVM (pid " + self.pid() + ", the injector)", csv, interval,
                () -> self.info().totalCpuDuration().map(cpu -> new UsageSample(System.currentTimeMillis(),
                        cpu.toNanos() / 1e9, residentBytes(self.pid()), threads.next(), MachineCpu.busySeconds(),
                        gcSeconds(), ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(),
                        systemSeconds(self.pid()))));
    }

    /**
     * Samples a server by its metrics ({@link ScrapedProcess}), wherever it runs: GET {@code metrics} now and
     * then every {@code interval}, each sample stamped halfway between the request and its answer (the
     * moment the server most likely read its clock). {@code cores} are the server's, as its metrics or the
     * user say. A scrape that fails or lacks the CPU time leaves no sample; the first such is logged.
     */
    public static UsageSampler startScrape(URI metrics, int cores, Path csv, Duration interval) {
        HttpClient client = HttpClient.newBuilder().connectTimeout(SCRAPE_TIMEOUT).build();
        HttpRequest request = HttpRequest.newBuilder(metrics).timeout(SCRAPE_TIMEOUT).header("Accept", "text/plain").build();
        AtomicBoolean warned = new AtomicBoolean();
        return start(ProcessUsage.SCRAPED, "the server by its metrics at " + metrics, csv, interval, cores, () -> {
            long sent = System.currentTimeMillis();
            Optional<UsageSample> sample = scrape(client, request)
                    .flatMap(text -> ScrapedProcess.sample(MetricsText.parse(text), (sent + System.currentTimeMillis()) / 2));
            if (sample.isEmpty() && warned.compareAndSet(false, true)) {
                LOG.warn("No CPU time from {}: the server's cost is missing where scrapes fail", metrics);
            }
            return sample;
        });
    }

    private static Optional<String> scrape(HttpClient client, HttpRequest request) {
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200 ? Optional.of(response.body()) : Optional.empty();
        } catch (IOException e) {
            LOG.debug("Scrape of {} failed: {}", request.uri(), e.toString());
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private static UsageSampler start(long pid, String what, Path csv, Duration interval,
            Supplier<Optional<UsageSample>> probe) {
        return start(pid, what, csv, interval, MachineCpu.cores(), probe);
    }

    private static UsageSampler start(long pid, String what, Path csv, Duration interval, int cores,
            Supplier<Optional<UsageSample>> probe) {
        if (interval.isZero() || interval.isNegative()) {
            throw new IllegalArgumentException("interval must be positive, got " + interval);
        }
        UsageSampler sampler = new UsageSampler(pid, what, probe, UsageCsvWriter.create(csv, pid, cores));
        sampler.timer.scheduleAtFixedRate(sampler::sampleOnce, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
        LOG.info("Sampling CPU and memory of {} and the machine every {} ms into {}", what, interval.toMillis(), csv);
        return sampler;
    }

    /**
     * Takes one sample now, on the sampler's thread, beside the regular interval (which keeps its
     * cadence). Never blocks: a Gatling event loop may call it as a window's first user starts. The
     * future completes once the sample is written; after {@link #close()} it is complete at once
     * and nothing is sampled.
     */
    public CompletableFuture<Void> sampleNow() {
        try {
            return CompletableFuture.runAsync(this::sampleOnce, timer);
        } catch (RejectedExecutionException closed) {
            return CompletableFuture.completedFuture(null);
        }
    }

    private void sampleOnce() {
        try {
            probe.get().ifPresent(writer::append);
        } catch (RuntimeException e) {
            LOG.warn("Usage sample of {} failed: {}", what, e.toString());
        }
    }

    /** Collection time of this JVM's collectors together, in seconds. */
    static double gcSeconds() {
        long millis = 0;
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            millis += Math.max(0, collector.getCollectionTime());
        }
        return millis / 1000.0;
    }

    /** The process's system CPU time (stime in /proc/<pid>/stat, 10 ms ticks), in seconds; -1 where there is no /proc. */
    static double systemSeconds(long pid) {
        try {
            return ThreadCpu.systemSeconds(Files.readString(Path.of("/proc", Long.toString(pid), "stat")));
        } catch (IOException | RuntimeException e) {
            LOG.debug("No system CPU time for pid {}: {}", pid, e.toString());
            return UsageSample.UNKNOWN;
        }
    }

    /** VmRSS from /proc, in bytes; -1 where there is no /proc. */
    static long residentBytes(long pid) {
        Path status = Path.of("/proc", Long.toString(pid), "status");
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmRSS:")) {
                    String kib = line.substring("VmRSS:".length()).replace("kB", "").trim();
                    return Long.parseLong(kib) * 1024;
                }
            }
        } catch (IOException | NumberFormatException e) {
            LOG.debug("No resident size for pid {}: {}", pid, e.toString());
        }
        return -1;
    }

    @Override
    public void close() {
        timer.shutdownNow();
        try {
            if (!timer.awaitTermination(5, TimeUnit.SECONDS)) {
                LOG.warn("Usage sampler of {} did not stop within 5 s", what);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sampleOnce();
        writer.close();
    }
}
