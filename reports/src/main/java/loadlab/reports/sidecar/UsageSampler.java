package loadlab.reports.sidecar;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Samples a process (the server a simulation started) into a usage CSV on a daemon thread: its
 * cumulative CPU time from {@link ProcessHandle.Info#totalCpuDuration()} and its resident memory
 * from {@code /proc/<pid>/status} (Linux; -1 elsewhere). Sampling stops when the process ends or on
 * {@link #close()}, which takes one last sample first.
 */
public final class UsageSampler implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(UsageSampler.class);

    private final ProcessHandle process;
    private final UsageCsvWriter writer;
    private final ScheduledExecutorService timer;

    private UsageSampler(ProcessHandle process, UsageCsvWriter writer) {
        this.process = process;
        this.writer = writer;
        this.timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "usage-sampler-" + process.pid());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Starts sampling now and then every {@code interval}; writes {@code csv} (see {@link Sidecars#usageFile}). */
    public static UsageSampler start(ProcessHandle process, Path csv, Duration interval) {
        if (interval.isZero() || interval.isNegative()) {
            throw new IllegalArgumentException("interval must be positive, got " + interval);
        }
        UsageSampler sampler = new UsageSampler(process,
                UsageCsvWriter.create(csv, process.pid(), Runtime.getRuntime().availableProcessors()));
        sampler.timer.scheduleAtFixedRate(sampler::sampleOnce, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
        LOG.info("Sampling CPU and memory of pid {} every {} ms into {}", process.pid(), interval.toMillis(), csv);
        return sampler;
    }

    private void sampleOnce() {
        try {
            snapshot().ifPresent(writer::append);
        } catch (RuntimeException e) {
            LOG.warn("Usage sample of pid {} failed: {}", process.pid(), e.toString());
        }
    }

    private Optional<UsageSample> snapshot() {
        if (!process.isAlive()) {
            return Optional.empty();
        }
        return process.info().totalCpuDuration().map(cpu ->
                new UsageSample(System.currentTimeMillis(), cpu.toNanos() / 1e9, residentBytes(process.pid())));
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
                LOG.warn("Usage sampler of pid {} did not stop within 5 s", process.pid());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sampleOnce();
        writer.close();
    }
}
