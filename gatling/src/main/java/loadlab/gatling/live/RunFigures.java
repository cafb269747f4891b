package loadlab.gatling.live;

import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Gauge;
import io.prometheus.metrics.core.datapoints.CounterDataPoint;
import io.prometheus.metrics.core.datapoints.DistributionDataPoint;
import io.prometheus.metrics.core.datapoints.GaugeDataPoint;
import io.prometheus.metrics.core.metrics.Histogram;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import loadlab.adapter.log.ErrorRecord;
import loadlab.adapter.log.LogRecord;
import loadlab.adapter.log.LogString;
import loadlab.adapter.log.RequestRecord;
import loadlab.adapter.log.RunHeader;
import loadlab.adapter.log.UserRecord;

/**
 * A Gatling run's figures as Prometheus meters, moved by the records of its {@code simulation.log} and nothing
 * else: what the live endpoint shows is what Gatling's report will count. Requests and response times per
 * request name (and group path, as the report keys them) and status; users started, ended and active per
 * scenario; errors outside requests (a crashed request builder). Response times have the log's resolution, the
 * millisecond. Only the reader's thread moves them; a scrape reads them from its own.
 */
final class RunFigures {
    static final String REQUESTS = "gatling_requests";
    static final String RESPONSE_TIME = "gatling_response_time_seconds";
    static final String USERS_ACTIVE = "gatling_users_active";
    static final String USERS_STARTED = "gatling_users_started";
    static final String USERS_ENDED = "gatling_users_ended";
    static final String ERRORS = "gatling_errors";
    static final String LAST_RECORD = "gatling_log_last_record_timestamp_seconds";
    /** Up to a minute, a little finer where web answers fall; above it the +Inf bucket. */
    private static final double[] BOUNDS = {0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60};
    private static final String GROUP_SEPARATOR = " / ";

    private final String simulation;
    private final Counter requests;
    private final Histogram responseTime;
    private final Gauge active;
    private final Counter started;
    private final Counter ended;
    private final Counter errors;
    private final Gauge lastRecord;
    /** Each request's data points, looked up once: a record is then two increments, not two label lookups. */
    private final Map<RequestKey, RequestPoints> points = new HashMap<>();
    private final List<UserPoints> users = new ArrayList<>();
    private GaugeDataPoint newest;
    private RunHeader header;

    RunFigures(PrometheusRegistry registry, String simulation) {
        this.simulation = simulation;
        this.requests = Counter.builder().name(REQUESTS)
                .help("Requests answered (or failed), as the run's simulation.log has them so far")
                .labelNames("simulation", "group", "request", "status").register(registry);
        this.responseTime = Histogram.builder().name(RESPONSE_TIME)
                .help("Response time of each request in the log, start to end, at the log's millisecond")
                .labelNames("simulation", "group", "request", "status")
                .classicOnly().classicUpperBounds(BOUNDS).register(registry);
        this.active = Gauge.builder().name(USERS_ACTIVE).help("Virtual users started and not yet ended")
                .labelNames("simulation", "scenario").register(registry);
        this.started = Counter.builder().name(USERS_STARTED).help("Virtual users started")
                .labelNames("simulation", "scenario").register(registry);
        this.ended = Counter.builder().name(USERS_ENDED).help("Virtual users ended")
                .labelNames("simulation", "scenario").register(registry);
        this.errors = Counter.builder().name(ERRORS).help("Errors outside any request (a crashed request builder)")
                .labelNames("simulation").register(registry);
        this.lastRecord = Gauge.builder().name(LAST_RECORD)
                .help("When the newest record read so far was logged (epoch seconds): how far the figures trail the run")
                .labelNames("simulation").register(registry);
    }

    /** The log's run header: the scenarios that user records name by index, and the run's start. */
    void begin(RunHeader runHeader) {
        this.header = runHeader;
        for (LogString scenario : runHeader.scenarios()) {
            String name = scenario.text();
            GaugeDataPoint running = active.labelValues(simulation, name);
            running.set(0);
            users.add(new UserPoints(started.labelValues(simulation, name), ended.labelValues(simulation, name), running));
        }
        errors.labelValues(simulation);
        newest = lastRecord.labelValues(simulation);
    }

    void add(LogRecord record) {
        if (record instanceof RequestRecord request) {
            RequestPoints answered = points.computeIfAbsent(new RequestKey(request.groups(), request.name(), request.ok()),
                    this::pointsOf);
            answered.count().inc();
            answered.time().observe(request.responseTime() / 1000.0);
        } else if (record instanceof UserRecord user) {
            UserPoints scenario = users.get(user.scenario());
            if (user.start()) {
                scenario.started().inc();
                scenario.active().inc();
            } else {
                scenario.ended().inc();
                scenario.active().dec();
            }
        } else if (record instanceof ErrorRecord) {
            errors.labelValues(simulation).inc();
        }
        newest.set((header.runStart() + record.time()) / 1000.0);
    }

    private RequestPoints pointsOf(RequestKey key) {
        String group = group(key.groups());
        String status = key.ok() ? "OK" : "KO";
        String name = key.name().text();
        return new RequestPoints(requests.labelValues(simulation, group, name, status),
                responseTime.labelValues(simulation, group, name, status));
    }

    private record RequestKey(List<LogString> groups, LogString name, boolean ok) {
    }

    private record RequestPoints(CounterDataPoint count, DistributionDataPoint time) {
    }

    private record UserPoints(CounterDataPoint started, CounterDataPoint ended, GaugeDataPoint active) {
    }

    private static String group(List<LogString> groups) {
        return groups.isEmpty() ? "" : groups.stream().map(LogString::text).collect(Collectors.joining(GROUP_SEPARATOR));
    }
}
