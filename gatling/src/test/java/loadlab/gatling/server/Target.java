package loadlab.gatling.server;

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
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import loadlab.gatling.settings.LabSettings;
import loadlab.gatling.settings.ServerHeap;
import loadlab.reports.sidecar.RunRecorder;
import loadlab.reports.sidecar.SidecarKey;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server a simulation drives, shared by every simulation's before() and after(): the server at
 * -DbaseUrl as it is, or else the reference server started for this run on a free loopback port,
 * with its log beside the reports. It also keeps the run's record for the summary (settings; this
 * Gatling JVM's own CPU, GC and heap and the machine's busy time, sampled every second for every run;
 * the started server's CPU and memory likewise; see reports/README.md, "Sidecars").
 */
public final class Target {
    private static final Logger LOG = LoggerFactory.getLogger(Target.class);
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS").withZone(ZoneOffset.UTC);

    private static final Duration SAMPLE_EVERY = Duration.ofSeconds(1);

    private final Class<?> simulation;
    private final LabSettings settings;
    private final BaseUrl url;
    private final ServerLauncher launcher;
    private RunRecorder recorder;
    private TargetWatch watch;

    private Target(Class<?> simulation, LabSettings settings, BaseUrl url, ServerLauncher launcher) {
        this.simulation = simulation;
        this.settings = settings;
        this.url = url;
        this.launcher = launcher;
    }

    /** Decides the target; starts nothing yet (see {@link #start()}). */
    public static Target forSimulation(Class<?> simulation, LabSettings settings) {
        return forSimulation(simulation, settings, 0);
    }

    /** The same, for a run that plans to store documents: a started server gets heap for them. */
    public static Target forSimulation(Class<?> simulation, LabSettings settings, long plannedDocuments) {
        return settings.baseUrl()
                .map(url -> new Target(simulation, settings, url, null))
                .orElseGet(() -> reference(simulation, settings, settings.serverHeap(plannedDocuments)));
    }

    private static Target reference(Class<?> simulation, LabSettings settings, ServerHeap heap) {
        int port = FreePort.onLoopback();
        BaseUrl url = BaseUrl.loopback(port);
        String name = simulation.getSimpleName().toLowerCase(Locale.ROOT);
        Path log = settings.results()
                .resolve(name + "-" + STAMP.format(Instant.now()) + "-server.log");
        LOG.info("Reference server heap: {}", heap);
        ServerLauncher launcher = new ServerLauncher(ReferenceServer.command(settings.root(), port, heap),
                url.resolve("/health"), log, settings.serverStartTimeout());
        return new Target(simulation, settings, url, launcher);
    }

    public BaseUrl url() {
        return url;
    }

    /** The run's record key while the target is started (between start and stop), else empty. */
    public Optional<SidecarKey> runKey() {
        return Optional.ofNullable(recorder).map(RunRecorder::key);
    }

    public Path reportsRoot() {
        return settings.root().resolve("reports");
    }

    /**
     * Starts the server if the suite owns it, waits for -DstartAt once the target is up, and watches
     * the target until {@link #stop}. The run's record is stamped after an outside target's wait, so it
     * stays next to Gatling's run start whatever the wait (the summary pairs them by time).
     */
    public void start() {
        OrphanGuard.arm();
        TargetLoss.reset();
        if (launcher == null) {
            int status = healthStatus(url.resolve("/health"));
            if (status == 200) {
                LOG.info("Driving {} (started nothing)", url.http());
            } else {
                LOG.warn("Driving {}, but GET /health answered {}", url.http(), status < 0 ? "nothing" : status);
            }
            settings.startAt().ifPresent(StartGate::await);
        }
        // Stamped before the server starts: the summary matches the record to the run by this time.
        recorder = RunRecorder.start(settings.results(), simulation, settings.profile().id(), settings.knobs());
        recorder.target(toString()).sampleInjector(SAMPLE_EVERY);
        if (launcher != null) {
            launcher.start();
            launcher.handle().ifPresent(server -> recorder.sampleServer(server, SAMPLE_EVERY));
            launcher.onUnexpectedExit(TargetLoss::lose);
            settings.startAt().ifPresent(StartGate::await);
        }
        watch = TargetWatch.start(url.socketAddress(), settings.targetLostAfter());
    }

    public void stop() {
        stop(run -> { });
    }

    /** Completes the run's record with what the simulation measured, writes it, stops the server. */
    public void stop(Consumer<RunRecorder> measured) {
        if (watch != null) {
            watch.close();
            watch = null;
        }
        try {
            if (recorder != null) {
                measured.accept(recorder);
                TargetLoss.reason().ifPresent(recorder::aborted);
                LOG.info("Run record: {}", recorder.finish());
            }
        } catch (RuntimeException e) {
            LOG.warn("Could not write the run record: {}", e.toString());
        } finally {
            recorder = null;
            if (launcher != null) {
                launcher.stop();
            }
        }
    }

    @Override
    public String toString() {
        return launcher == null ? url.http() : url.http() + " (reference server, log " + launcher.log() + ")";
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
