package loadlab.adapter.run;

import io.gatling.charts.stats.GeneralStats;
import io.gatling.charts.stats.Group;
import io.gatling.charts.stats.GroupStatsPath;
import io.gatling.charts.stats.LogFileData;
import io.gatling.charts.stats.LogFileReader;
import io.gatling.charts.stats.RequestStatsPath;
import io.gatling.charts.stats.RunInfo;
import io.gatling.charts.stats.StatsPath;
import io.gatling.commons.stats.KO$;
import io.gatling.commons.stats.OK$;
import io.gatling.commons.stats.Status;
import io.gatling.core.config.GatlingConfiguration;
import io.gatling.core.stats.writer.StringInternals;
import java.io.EOFException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.gatling.TimeWindow;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Reads a run folder's binary {@code simulation.log} with Gatling's own reader
 * ({@code gatling-charts}, the version that wrote it): counts, means, "Cnt/s" and the rounding are
 * computed as the run's report computes them. Percentiles are t-digest estimates whose ties Gatling
 * breaks at random, so a second reading can differ by a millisecond from the report: when the run
 * has its {@code index.html}, min, percentiles, max and mean are taken from its stats table
 * ({@link ReportTable}), so the summary shows exactly the report's numbers.
 * Groups report their cumulated response time (the default {@code useGroupDurationMetric = false}).
 * Like Gatling itself, the reader needs the JVM option {@value #JVM_OPTION}.
 */
public final class GatlingRunReader {
    private static final Logger LOG = LoggerFactory.getLogger(GatlingRunReader.class);
    public static final String LOG_FILE = "simulation.log";
    public static final String JVM_OPTION = "--add-opens=java.base/java.lang=ALL-UNNAMED";

    private static final Option<Status> ANY = Option.empty();
    private static final Option<Status> OK = Option.apply(OK$.MODULE$);
    private static final Option<Status> KO = Option.apply(KO$.MODULE$);

    private final GatlingConfiguration configuration;

    public GatlingRunReader() {
        this(GatlingConfiguration.load());
    }

    GatlingRunReader(GatlingConfiguration configuration) {
        requireStringAccess();
        this.configuration = configuration;
    }

    /** Gatling's log decodes strings through String internals; say how to allow it rather than fail later. */
    private static void requireStringAccess() {
        try {
            StringInternals.checkAvailability();
        } catch (Throwable e) {
            throw new IllegalStateException("Gatling's log reader needs the JVM option " + JVM_OPTION, e);
        }
    }

    public static boolean isRunFolder(Path folder) {
        return Files.isRegularFile(folder.resolve(LOG_FILE));
    }

    /** Reads the run; throws {@link UnreadableRunException} for a missing, truncated or foreign log. */
    public GatlingRun read(Path runFolder) {
        Path log = runFolder.resolve(LOG_FILE);
        if (!Files.isRegularFile(log)) {
            throw new UnreadableRunException(runFolder, "no " + LOG_FILE);
        }
        LogFileData data;
        try {
            data = new LogFileReader(log.toFile(), configuration).read();
        } catch (Exception | AssertionError e) {
            // Gatling asserts the log was written by its own version; a log cut short (a run still
            // going, or killed) ends in an EOFException, which Scala throws undeclared.
            String reason = e instanceof EOFException ? "simulation.log ends early (run still going, or killed)"
                    : e.getClass().getSimpleName() + ": " + e.getMessage();
            throw new UnreadableRunException(runFolder, reason, e);
        }
        RunInfo info = data.runInfo();
        TimeWindow injection = new TimeWindow(info.injectStart(), info.injectEnd());
        double bucketMillis = ActiveWindows.bucketMillis(info, configuration.reports().maxPlotsPerSeries());
        List<StatsRow> rows = new ArrayList<>();
        rows.add(row(StatsKind.ALL, List.of(), "All Requests",
                status -> data.requestGeneralStats(Option.<String>empty(), Option.<Group>empty(), status), null));
        for (StatsPath path : CollectionConverters.asJava(data.statsPaths())) {
            if (path instanceof RequestStatsPath request) {
                Option<String> name = Option.apply(request.request());
                TimeWindow active = ActiveWindows.of(data.numberOfRequestsPerSecond(name, request.group()),
                        data.numberOfResponsesPerSecond(name, request.group()), injection, bucketMillis);
                rows.add(row(StatsKind.REQUEST, hierarchy(request.group()), request.request(),
                        status -> data.requestGeneralStats(name, request.group(), status), active));
            } else if (path instanceof GroupStatsPath groupPath) {
                Group group = groupPath.group();
                List<String> hierarchy = CollectionConverters.asJava(group.hierarchy());
                rows.add(row(StatsKind.GROUP, hierarchy.subList(0, hierarchy.size() - 1), group.name(),
                        status -> data.groupCumulatedResponseTimeGeneralStats(group, status), null));
            }
        }
        List<StatsRow> fromLog = ActiveWindows.withGroups(rows);
        List<StatsRow> reported = asReported(runFolder, fromLog);
        return new GatlingRun(runFolder.getFileName().toString(), info.simulationClassName(),
                GatlingRun.simpleName(info.simulationClassName()), info.runDescription(),
                Arrays.asList(info.scenarios()), info.runStart(), injection,
                reported == null ? fromLog : reported, reported == null ? GatlingRun.FROM_LOG : GatlingRun.FROM_REPORT);
    }

    /** The rows with the report's figures, or null when the run has no report that matches every row. */
    private static List<StatsRow> asReported(Path runFolder, List<StatsRow> fromLog) {
        Path html = runFolder.resolve("index.html");
        if (!Files.isRegularFile(html)) {
            return null;
        }
        ReportTable table = ReportTable.read(html);
        List<StatsRow> reported = new ArrayList<>();
        for (StatsRow row : fromLog) {
            Optional<StatsRow> match = table.reported(row);
            if (match.isEmpty()) {
                LOG.warn("{}: row {} of simulation.log is not in index.html as read; using the log's figures",
                        runFolder.getFileName(), row.path());
                return null;
            }
            reported.add(match.get());
        }
        return reported;
    }

    private static StatsRow row(StatsKind kind, List<String> groups, String name,
            Function<Option<Status>, Option<GeneralStats>> stats, TimeWindow active) {
        GeneralStats total = stats.apply(ANY).getOrElse(() -> null);
        long ok = count(stats.apply(OK));
        long ko = count(stats.apply(KO));
        if (total == null) {
            return new StatsRow(kind, groups, name, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, active);
        }
        return new StatsRow(kind, groups, name, total.count(), ok, ko, total.meanRequestsPerSec(), total.min(),
                percentile(total, 50), percentile(total, 75), percentile(total, 95), percentile(total, 99),
                percentile(total, 99.9), total.max(), total.mean(), total.stdDev(), active);
    }

    private static long count(Option<GeneralStats> stats) {
        return stats.isDefined() ? stats.get().count() : 0;
    }

    private static int percentile(GeneralStats stats, double rank) {
        return ((Number) stats.percentile().apply(rank)).intValue();
    }

    private static List<String> hierarchy(Option<Group> group) {
        return group.isDefined() ? CollectionConverters.asJava(group.get().hierarchy()) : List.of();
    }
}
