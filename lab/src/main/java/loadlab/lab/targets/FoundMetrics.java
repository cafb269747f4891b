package loadlab.lab.targets;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalDouble;
import loadlab.lab.launch.OutOfBandHttp;
import loadlab.lab.recording.MachineCpu;
import loadlab.record.scrape.MetricsText;
import loadlab.record.scrape.ScrapedProcess;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A server's metrics that tell its CPU time (CONTRACT.md, "Operations"), found by asking once before a run's
 * samples start, and the cores the server has: its {@code system_cpu_count} (Micrometer's), else this
 * machine's, as the log says.
 */
public record FoundMetrics(URI url, int cores) {
    private static final Logger LOG = LoggerFactory.getLogger(FoundMetrics.class);
    private static final Duration TIMEOUT = Duration.ofSeconds(5);
    private static final String CORES = "system_cpu_count";

    /** The metrics at {@code url} when they answer 200 with the process's CPU time; else empty, and the log says why. */
    public static Optional<FoundMetrics> at(URI url) {
        HttpClient client = OutOfBandHttp.client(TIMEOUT);
        HttpRequest request = HttpRequest.newBuilder(url).timeout(TIMEOUT).header("Accept", "text/plain").build();
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                LOG.info("No server cost by scrape: {} answered {}", url, response.statusCode());
                return Optional.empty();
            }
            MetricsText metrics = MetricsText.parse(response.body());
            if (ScrapedProcess.cpuSeconds(metrics).isEmpty()) {
                LOG.info("No server cost by scrape: {} has neither {} nor {}", url, ScrapedProcess.CPU_SECONDS,
                        ScrapedProcess.MICROMETER_CPU_NANOS);
                return Optional.empty();
            }
            OptionalDouble told = metrics.sum(CORES);
            int cores = told.isPresent() && told.getAsDouble() >= 1 ? (int) told.getAsDouble() : MachineCpu.cores();
            LOG.info("Server cost by scrape of {} every second, on {} cores ({})", url, cores,
                    told.isPresent() ? "its " + CORES : "this machine's: it does not say its own");
            return Optional.of(new FoundMetrics(url, cores));
        } catch (IOException e) {
            LOG.info("No server cost by scrape: {} did not answer ({})", url, e.toString());
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
