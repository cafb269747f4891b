package loadlab.gatling.run;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import loadlab.gatling.live.LiveFigures;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.OrphanGuard;
import loadlab.lab.launch.OutOfBandHttp;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.settings.LiveAddress;
import loadlab.lab.settings.ServerHeap;
import loadlab.record.ClockOffset;
import loadlab.record.GitCommit;
import loadlab.record.ItemFiles;
import loadlab.record.RecordKey;
import loadlab.lab.recording.RunRecorder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import loadlab.lab.targets.FoundMetrics;
import loadlab.lab.targets.StartedTarget;
import loadlab.lab.targets.ShippedTargets;
import loadlab.lab.targets.ShippedTarget;
import loadlab.lab.targets.ContractPart;

/**
 * The server a simulation drives, shared by every simulation's before() and after(): the server at
 * -DbaseUrl as it is, or else the shipped target -Dtarget names (the reference server by default),
 * started for this run with its logs beside the reports (see {@link StartedTarget}). It also keeps the
 * run's record for the summary (settings, the target's name among them; this Gatling JVM's own CPU,
 * GC and heap and the machine's busy time, sampled every second for every run; the started target's
 * CPU and memory likewise, children and store included, or a server's at -DbaseUrl by its metrics
 * ({@link FoundMetrics}, -DserverMetrics); the commit the suite ran from; the target's
 * clock against this injector's, read on a thread of its own from the target's {@code Date} header
 * once it is up, see {@link TargetClock}; see reports/README.md, "RunRecords").
 */
public final class Target {
    private static final Logger LOG = LoggerFactory.getLogger(Target.class);
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS").withZone(ZoneOffset.UTC);

    private static final Duration SAMPLE_EVERY = Duration.ofSeconds(1);
    private static final Duration LAST_EDGE_WAIT = Duration.ofSeconds(5);

    private final Class<?> simulation;
    private final LabSettings settings;
    private final BaseUrl url;
    private final StartedTarget started;
    // Volatile: sampleNow reads it on Gatling's event loops.
    private volatile RunRecorder recorder;
    private TargetWatch watch;
    private LiveFigures live;
    private TargetClock clock;

    private Target(Class<?> simulation, LabSettings settings, BaseUrl url, StartedTarget started) {
        this.simulation = simulation;
        this.settings = settings;
        this.url = url;
        this.started = started;
    }

    /** Decides the target; starts nothing yet (see {@link #start()}). */
    public static Target forSimulation(Class<?> simulation, LabSettings settings) {
        return forSimulation(simulation, settings, 0);
    }

    /** The same, for a run that plans to store documents: a started server (and its store) gets heap for them. */
    public static Target forSimulation(Class<?> simulation, LabSettings settings, long plannedDocuments) {
        return settings.baseUrl()
                .map(url -> new Target(simulation, settings, url, null))
                .orElseGet(() -> shipped(simulation, settings, settings.serverHeap(plannedDocuments)));
    }

    private static Target shipped(Class<?> simulation, LabSettings settings, ServerHeap heap) {
        ShippedTarget target = ShippedTargets.byName(settings.targetName());
        String name = simulation.getSimpleName().toLowerCase(Locale.ROOT);
        Path logBase = settings.results().resolve(name + "-" + STAMP.format(Instant.now()));
        LOG.info("Target {} ({}), heap: {}", target.name(), target.description(), heap);
        StartedTarget started = StartedTarget.plan(target, settings.root(), settings.referenceServer(), logBase, heap,
                settings.serverStartTimeout());
        return new Target(simulation, settings, started.url(), started);
    }

    /** True when the target serves this; a server at -DbaseUrl is taken to serve everything asked of it. */
    public boolean serves(ContractPart what) {
        return started == null || started.target().serves().contains(what);
    }

    public String name() {
        return started == null ? settings.targetName() : started.target().name();
    }

    public BaseUrl url() {
        return url;
    }

    /** The run's record key while the target is started (between start and stop), else empty. */
    public Optional<RecordKey> runKey() {
        return Optional.ofNullable(recorder).map(RunRecorder::key);
    }

    /** Where an insert run keeps its books by identity, beside its record, while the target is started. */
    public Optional<ItemFiles> itemFiles() {
        return Optional.ofNullable(recorder).map(RunRecorder::itemFiles);
    }

    /**
     * Starts the server if the suite owns it, waits for -DstartAt once the target is up, and watches
     * the target until {@link #stop}. The run's record is stamped after an outside target's wait, so it
     * stays next to Gatling's run start whatever the wait (the summary pairs them by time).
     */
    public void start() {
        Optional<LiveAddress> liveAt = settings.liveMetrics();
        Optional<String> liveToken = settings.setToken();
        if (liveAt.isPresent() && !liveAt.get().loopback() && liveToken.isEmpty()) {
            throw new IllegalArgumentException("-DliveMetrics=" + liveAt.get() + " listens beyond loopback: its callers "
                    + "must send the split's token, which the environment variable SPLIT_TOKEN holds (or bind 127.0.0.1)");
        }
        OrphanGuard.arm();
        TargetLoss.reset();
        // Asked before any wait for -DstartAt, so git's time never puts this injector out of step.
        String commit = GitCommit.of(settings.root()).orElse(null);
        Boolean dirty = commit == null ? null : GitCommit.dirty(settings.root(), resultsUnderRoot()).orElse(null);
        if (started == null) {
            int status = healthStatus(url.resolve("/health"));
            if (status == 200) {
                LOG.info("Driving {} (started nothing)", url.http());
            } else {
                LOG.warn("Driving {}, but GET /health answered {}", url.http(), status < 0 ? "nothing" : status);
            }
            clock = TargetClock.start(url.resolve("/health"));
            awaitTheSplitsStart();
        }
        // Stamped before the server starts: the summary matches the record to the run by this time.
        recorder = RunRecorder.start(settings.results(), simulation, settings.profile().id(), settings.knobs());
        recorder.target(toString()).gitCommit(commit, dirty).sampleInjector(SAMPLE_EVERY);
        RunRecorder run = recorder;
        live = liveAt.flatMap(address -> LiveFigures.start(address, liveToken, simulation.getSimpleName(), run::runLog))
                .orElse(null);
        Optional<ProcessHandle> outsideServer = started == null ? settings.serverPid() : Optional.empty();
        if (outsideServer.isPresent()) {
            // A server at baseUrl whose process this machine sees: measured as a started one.
            recorder.sampleServer(outsideServer.get(), SAMPLE_EVERY);
            if (settings.serverMetrics().scrapesStartedServer()) {
                FoundMetrics.at(settings.metricsUrl(url))
                        .ifPresent(found -> recorder.scrapeServerBeside(found.url(), found.cores(), SAMPLE_EVERY));
            }
        } else if (started == null && settings.serverMetrics().scrapesOutsideServer()) {
            FoundMetrics.at(settings.metricsUrl(url))
                    .ifPresent(found -> recorder.sampleServerByScrape(found.url(), found.cores(), SAMPLE_EVERY));
        }
        if (started != null) {
            started.target().prepare(settings.root());
            started.start();
            recorder.sampleServer(started.processes(), SAMPLE_EVERY);
            if (settings.serverMetrics().scrapesStartedServer()) {
                FoundMetrics.at(settings.metricsUrl(url))
                        .ifPresent(found -> recorder.scrapeServerBeside(found.url(), found.cores(), SAMPLE_EVERY));
            }
            started.onUnexpectedExit(TargetLoss::lose);
            clock = TargetClock.start(url.resolve("/health"));
            awaitTheSplitsStart();
        }
        watch = TargetWatch.start(url.socketAddress(), settings.targetLostAfter());
    }

    /** Waits for -DstartAt, or for the start -Dcoordinator fixes once every injector is this far. */
    private void awaitTheSplitsStart() {
        Optional<URI> coordinator = settings.coordinator();
        if (coordinator.isPresent()) {
            StartGate.await(SplitStart.ask(coordinator.get(), settings.coordinatorToken(), settings.split().injector(),
                    simulation.getSimpleName()));
        } else {
            settings.startAt().ifPresent(StartGate::await);
        }
    }

    /**
     * One more usage sample of the server and this JVM now, beside the regular second: a recorded
     * window's edge (see {@link RunRecorder#sampleNow()}). Hands the sample to the samplers' own
     * threads and returns at once, so a Gatling event loop may call it; nothing while no run is recorded.
     */
    public void sampleNow() {
        RunRecorder run = recorder;
        if (run != null) {
            run.sampleNow();
        }
    }

    public void stop() {
        stop(run -> { });
    }

    /**
     * Completes the run's record with what the simulation measured, writes it, stops the server. Its
     * first act is a usage sample at the last window's end, waited for, so whatever after() does next
     * (hello's cross-check loads the server) falls outside every window.
     */
    public void stop(Consumer<RunRecorder> measured) {
        sampleLastEdge();
        if (watch != null) {
            watch.close();
            watch = null;
        }
        Optional<ClockOffset> offset = clock == null ? Optional.empty() : clock.finish();
        clock = null;
        try {
            if (recorder != null) {
                offset.ifPresent(recorder::clockOffset);
                measured.accept(recorder);
                TargetLoss.reason().ifPresent(recorder::aborted);
                LOG.info("Run record: {}", recorder.finish());
            }
        } catch (RuntimeException e) {
            LOG.warn("Could not write the run record: {}", e.toString());
        } finally {
            recorder = null;
            if (started != null) {
                started.stop();
            }
            if (live != null) {
                live.finish(settings.liveMetricsLinger());
                live = null;
            }
        }
    }

    private void sampleLastEdge() {
        RunRecorder run = recorder;
        if (run == null) {
            return;
        }
        try {
            run.sampleNow().get(LAST_EDGE_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            LOG.warn("No usage sample at the run's last edge: {}", e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The results folder, when it lies in the checkout: its runs do not make the tree differ from its commit. */
    private List<String> resultsUnderRoot() {
        Path root = settings.root();
        Path results = settings.results();
        return results.startsWith(root) && !results.equals(root) ? List.of(root.relativize(results).toString()) : List.of();
    }

    @Override
    public String toString() {
        return started == null ? url.http() + " (" + settings.targetName() + ")"
                : url.http() + " (" + started.target().name() + ": " + started.target().description()
                        + ", log " + started.log() + ")";
    }

    private static int healthStatus(URI health) {
        HttpClient client = OutOfBandHttp.client(Duration.ofSeconds(2));
        HttpRequest request = HttpRequest.newBuilder(health).timeout(Duration.ofSeconds(5)).build();
        try {
            return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }
}
