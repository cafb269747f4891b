package loadlab.lab.recording;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import loadlab.record.ClockOffset;
import loadlab.record.InsertStep;
import loadlab.record.ItemFiles;
import loadlab.record.Reconciliation;
import loadlab.record.RecordKey;
import loadlab.record.RepeatWindow;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.adapter.run.RunFolderBeingWritten;
import loadlab.record.latency.InjectionLag;
import loadlab.record.latency.IntendedLatency;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a simulation uses to leave its record, following the record's naming by itself:
 * <pre>
 * // before(), first thing (before the server starts):
 * recorder = RunRecorder.start(root.resolve("reports"), getClass(), profile, knobs).sampleInjector(every);
 * recorder.gitCommit(commit, dirty);
 * // once the server process is known (the suite started it):
 * recorder.sampleServer(serverProcess, Duration.ofSeconds(1));
 * // as a recorded window starts and as it ends (from a Gatling event loop too):
 * recorder.sampleNow();
 * // after(), last thing:
 * recorder.clockOffset(offset).insertSteps(steps).reconciliation(books).finish();
 * </pre>
 * {@link #finish()} stops the samplers, names the Gatling run (its run id) and writes
 * {@code <reports>/records/<Simulation>-<startEpochMillis>.json}.
 */
public final class RunRecorder {
    private static final Logger LOG = LoggerFactory.getLogger(RunRecorder.class);
    private final RunRecords records;
    private final RecordKey key;
    private RunRecord record;
    // Volatile: sampleNow reads them without the recorder's lock (finish holds it for seconds).
    private volatile UsageSampler sampler;
    private volatile UsageSampler scraper;
    private volatile UsageSampler injector;

    private RunRecorder(RunRecords records, RunRecord record) {
        this.records = records;
        this.record = record;
        this.key = new RecordKey(record.simulation(), record.startEpochMillis());
    }

    /** Stamps the run now; call it in before(), before the server starts. */
    public static RunRecorder start(Path resultsRoot, Class<?> simulation, String profile, Map<String, String> settings) {
        return new RunRecorder(RunRecords.under(resultsRoot),
                RunRecord.of(simulation.getSimpleName(), System.currentTimeMillis(), profile, settings));
    }

    public RecordKey key() {
        return key;
    }

    /** Where an insert run keeps its books by identity, beside its record. */
    public ItemFiles itemFiles() {
        return records.itemFiles(key);
    }

    /** Samples the server's CPU and memory into the run's usage CSV until {@link #finish()}. */
    public synchronized RunRecorder sampleServer(ProcessHandle server, Duration interval) {
        return sampleServer(List.of(server), interval);
    }

    /**
     * The same for a server that runs as several processes: the first is the server, the others run
     * beside it (its store); the children of each count too, and their CPU is added up.
     */
    public synchronized RunRecorder sampleServer(List<ProcessHandle> processes, Duration interval) {
        if (sampler != null) {
            throw new IllegalStateException("already sampling a server for " + key.baseName());
        }
        sampler = UsageSampler.start(processes, records.usageFile(key), interval);
        return recorded(draft -> {
            draft.usageCsv = RunRecords.usageFileName(key);
            draft.serverUsageSource = RunRecord.USAGE_FROM_PROC;
        });
    }

    /**
     * Samples a server this machine cannot see (another host, a container, a pod) by its metrics into the
     * run's usage CSV until {@link #finish()}: the summary reads it as it reads samples from /proc.
     */
    public synchronized RunRecorder sampleServerByScrape(URI metrics, int cores, Duration interval) {
        if (sampler != null) {
            throw new IllegalStateException("already sampling a server for " + key.baseName());
        }
        sampler = UsageSampler.startScrape(metrics, cores, records.usageFile(key), interval);
        return recorded(draft -> {
            draft.usageCsv = RunRecords.usageFileName(key);
            draft.serverUsageSource = metrics.toString();
        });
    }

    /**
     * Samples the server by its metrics too, beside the samples from /proc of a server the suite started, into
     * a CSV of its own: the summary sets one figure beside the other.
     */
    public synchronized RunRecorder scrapeServerBeside(URI metrics, int cores, Duration interval) {
        if (scraper != null) {
            throw new IllegalStateException("already scraping a server for " + key.baseName());
        }
        scraper = UsageSampler.startScrape(metrics, cores, records.scrapeFile(key), interval);
        return recorded(draft -> draft.scrapeCsv = RunRecords.scrapeFileName(key));
    }

    /**
     * Samples this JVM (the injector: CPU, GC, heap, busiest thread) and the machine's busy time into
     * the run's injector CSV until {@link #finish()}; runs against an outside server get it too.
     */
    public synchronized RunRecorder sampleInjector(Duration interval) {
        if (injector != null) {
            throw new IllegalStateException("already sampling the injector for " + key.baseName());
        }
        injector = UsageSampler.startThisJvm(records.injectorFile(key), interval);
        return recorded(draft -> draft.injectorCsv = RunRecords.injectorFileName(key));
    }

    /**
     * One more sample of the server and the injector now, beside the regular interval: a recorded
     * window's edge, so the summary can interpolate the window's CPU however short it is
     * (reports/README.md, "How each figure is computed"). Takes no lock and never blocks, so a Gatling
     * event loop may call it; the future completes when both samples are written (complete at once
     * when nothing is sampled, or after {@link #finish()}).
     */
    public CompletableFuture<Void> sampleNow() {
        return CompletableFuture.allOf(sampleNow(sampler), sampleNow(scraper), sampleNow(injector));
    }

    private static CompletableFuture<Void> sampleNow(UsageSampler sampler) {
        return sampler == null ? CompletableFuture.completedFuture(null) : sampler.sampleNow();
    }

    public synchronized RunRecorder target(String description) {
        return recorded(draft -> draft.target = description);
    }

    /** The commit the suite ran from and whether the working tree differed from it (null: unknown). */
    public synchronized RunRecorder gitCommit(String commit, Boolean dirty) {
        return recorded(draft -> {
            draft.gitCommit = commit;
            draft.gitDirty = dirty;
        });
    }

    /** The target's clock against this injector's, as measured when the run started. */
    public synchronized RunRecorder clockOffset(ClockOffset offset) {
        return recorded(draft -> draft.clockOffset = offset);
    }

    public synchronized RunRecorder insertSteps(List<InsertStep> steps) {
        return recorded(draft -> draft.insertSteps = steps);
    }

    /** Hello variants, transports pages: each repeat's window, so the summary can cut each repeat. */
    public synchronized RunRecorder repeatWindows(List<RepeatWindow> windows) {
        return recorded(draft -> draft.repeatWindows = windows);
    }

    /** Open and scheduled rows: each request's latency from its planned start, and the injection lag. */
    public synchronized RunRecorder intended(List<IntendedLatency> latencies) {
        return recorded(draft -> draft.intended = latencies);
    }

    /** Every population: its users' starts against its injection profile. */
    public synchronized RunRecorder injection(List<InjectionLag> populations) {
        return recorded(draft -> draft.injection = populations);
    }

    public synchronized RunRecorder reconciliation(Reconciliation books) {
        return recorded(draft -> draft.reconciliation = books);
    }

    /** Hello: each variant as wrk or ab measured it after the Gatling run, or why not. */
    public synchronized RunRecorder crossChecks(List<CrossCheck> checks) {
        return recorded(draft -> draft.crossChecks = checks);
    }

    /** Marks the run as stopped before its plan was done, and why (shown by the summary). */
    public synchronized RunRecorder aborted(String reason) {
        return recorded(draft -> draft.aborted = reason);
    }

    /** Every change to the record goes through here, under the recorder's lock. */
    private synchronized RunRecorder recorded(Consumer<RunRecord.Draft> change) {
        record = record.with(change);
        return this;
    }

    /** The {@code simulation.log} of the Gatling run this record is for, once Gatling has begun writing it. */
    public Optional<Path> runLog() {
        return ownRun().map(id -> records.folder().getParent().resolve(id).resolve("simulation.log"));
    }

    private Optional<String> ownRun() {
        Set<String> claimed = records.byRunId().keySet();
        return RunFolderBeingWritten.find(records.folder().getParent(), key.simulation(), key.startEpochMillis(), claimed);
    }

    /**
     * Stops sampling (one last sample first), names the Gatling run under way (its run id, see
     * {@link RunFolderBeingWritten}) and writes the record; returns its path.
     */
    public synchronized Path finish() {
        if (sampler != null) {
            sampler.close();
            sampler = null;
        }
        if (scraper != null) {
            scraper.close();
            scraper = null;
        }
        if (injector != null) {
            injector.close();
            injector = null;
        }
        if (record.runId() == null) {
            Optional<String> runId = ownRun();
            runId.ifPresentOrElse(id -> record = record.with(draft -> draft.runId = id),
                    () -> LOG.warn("No Gatling run of {} since its record was stamped under {}: the record names no run",
                            key.simulation(), records.folder().getParent()));
        }
        return records.write(record);
    }
}
