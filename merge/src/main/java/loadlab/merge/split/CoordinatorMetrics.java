package loadlab.merge.split;

import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Gauge;
import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import io.prometheus.metrics.expositionformats.ExpositionFormatWriter;
import io.prometheus.metrics.expositionformats.ExpositionFormats;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.Unit;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Instant;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What a split's coordinator has seen so far, as Prometheus reads it from {@code GET /metrics}: in a
 * registry of its own, so nothing else in the JVM adds to the scrape. The coordinator calls it where each
 * event happens; the injectors ready are read from the start barriers at each scrape, so the figure never
 * runs behind or ahead of the barrier. No metric keeps exemplars: nothing here is traced, and the library's
 * bridge to a tracer is left off the classpath (merge/pom.xml).
 */
final class CoordinatorMetrics {
    static final String PATH = "/metrics";
    private static final String OK = "ok";
    private static final String FAILED = "failed";

    private final PrometheusRegistry registry = new PrometheusRegistry();
    private final ExpositionFormats formats = ExpositionFormats.init();
    private final Gauge start = Gauge.builder().name("loadlab_set_start_time_seconds").unit(Unit.SECONDS)
            .help("The instant the split fixed for every injector to start a simulation at, in Unix time")
            .labelNames("simulation").withoutExemplars().register(registry);
    private final Counter runs = Counter.builder().name("loadlab_set_runs_received_total")
            .help("Injectors' runs received whole, by the injector's exit status (ok: 0)")
            .labelNames("status").withoutExemplars().register(registry);
    private final Counter bytes = Counter.builder().name("loadlab_set_upload_received_bytes_total").unit(Unit.BYTES)
            .help("Bytes of the injectors' uploads read, whether the upload was taken or refused")
            .withoutExemplars().register(registry);
    private final Counter refused = Counter.builder().name("loadlab_set_uploads_refused_total")
            .help("Uploads for an injector of the split that were refused, each answered with why")
            .withoutExemplars().register(registry);
    private final Gauge failed = Gauge.builder().name("loadlab_set_failed")
            .help("1 once the split failed (an injector's non-zero status, a refused upload, the deadline)")
            .withoutExemplars().register(registry);
    private final Gauge complete = Gauge.builder().name("loadlab_set_complete")
            .help("1 once every injector's runs arrived with status 0").withoutExemplars().register(registry);

    /** {@code ready}: how many injectors reported ready, by simulation, as the barriers hold it now. */
    CoordinatorMetrics(int injectors, Supplier<Map<String, Integer>> ready) {
        Gauge.builder().name("loadlab_set_injectors_expected").help("The injectors in the split")
                .withoutExemplars().register(registry).set(injectors);
        GaugeWithCallback.builder().name("loadlab_set_injectors_ready")
                .help("Injectors that reported ready for a simulation").labelNames("simulation")
                .callback(callback -> ready.get().forEach((simulation, count) -> callback.call(count, simulation)))
                .register(registry);
        runs.initLabelValues(OK);
        runs.initLabelValues(FAILED);
    }

    /** The split fixed {@code at} as the start of {@code simulation}; told again by every injector's answer. */
    void started(String simulation, Instant at) {
        start.labelValues(simulation).set(at.toEpochMilli() / 1000.0);
    }

    /** An injector's runs were taken, {@code sent} bytes as they came. */
    void received(int exitCode, long sent) {
        runs.labelValues(exitCode == 0 ? OK : FAILED).inc();
        bytes.inc(sent);
    }

    /** An upload was refused after {@code sent} of its bytes were read. */
    void refused(long sent) {
        refused.inc();
        bytes.inc(sent);
    }

    /** The split ended: complete, or failed. */
    void ended(boolean isComplete) {
        (isComplete ? complete : failed).set(1);
    }

    /** The scrape in the format {@code accept} asks for (the Prometheus text format when it names none). */
    Scrape scrape(String accept) throws IOException {
        ExpositionFormatWriter writer = formats.findWriter(accept);
        if (!writer.isAvailable()) {
            // Protobuf needs a library the coordinator leaves out; Prometheus then takes the text format.
            writer = formats.getPrometheusTextFormatWriter();
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        writer.write(body, registry.scrape());
        return new Scrape(writer.getContentType(), body.toByteArray());
    }

    /** One answer to {@code GET /metrics}. */
    record Scrape(String contentType, byte[] body) {
    }
}
