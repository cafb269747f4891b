package loadlab.reports.gate;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import loadlab.record.Machine;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;

/**
 * A baseline kept in the repository for the gate: only the metrics with no noise (KO counts, failed
 * pages, the insert reconciliation), which compare across runs and machines, and where they came
 * from. Speed figures (throughput, percentiles, CPU per request) are left out: measured on another
 * machine or at another time they differ by more than any regression worth catching. The gate reads
 * its {@code metrics} as it reads a summary's.
 *
 * @param gitCommit          the commit the runs were made from, in full
 * @param gitDirty           whether the working tree differed from it; null when unknown
 * @param command            the command line that produced the runs
 * @param machine            where they ran
 * @param summaryGeneratedAt when the summary of the runs was made
 * @param generatedAt        when this file was written
 */
public record StoredBaseline(
        int format,
        String gitCommit,
        Boolean gitDirty,
        String command,
        Machine machine,
        String summaryGeneratedAt,
        String generatedAt,
        List<Metric> metrics) {

    public static final int FORMAT = 1;
    /** The kinds a stored baseline holds. */
    public static final Set<MetricKind> KINDS = EnumSet.of(MetricKind.FAILURES, MetricKind.RECONCILIATION);

    public StoredBaseline {
        if (gitCommit == null || gitCommit.isBlank()) {
            throw new IllegalArgumentException("a baseline names the commit it was measured at");
        }
        if (command == null || command.isBlank()) {
            throw new IllegalArgumentException("a baseline names the command that produced its runs");
        }
        if (machine == null) {
            throw new IllegalArgumentException("a baseline names the machine it was measured on");
        }
        metrics = List.copyOf(metrics);
        if (metrics.isEmpty()) {
            throw new IllegalArgumentException("a baseline without KO counts or a reconciliation gates nothing");
        }
        metrics.stream().filter(metric -> !KINDS.contains(metric.kind())).findFirst().ifPresent(metric -> {
            throw new IllegalArgumentException(metric.id() + " is " + metric.kind() + ": a baseline holds only " + KINDS);
        });
    }

    /** The metrics of a summary a baseline keeps: its KO counts and reconciliation, without spread. */
    public static List<Metric> kept(List<Metric> summaryMetrics) {
        return summaryMetrics.stream()
                .filter(metric -> KINDS.contains(metric.kind()))
                .map(metric -> new Metric(metric.id(), metric.value(), metric.unit(), metric.kind()))
                .toList();
    }

    /** The metrics that show a failure (a KO, books that do not balance): a baseline with any would excuse it. */
    public static List<Metric> failing(List<Metric> metrics) {
        return metrics.stream()
                .filter(metric -> metric.kind() == MetricKind.FAILURES ? metric.value() > 0
                        : metric.kind() == MetricKind.RECONCILIATION && metric.value() < 1)
                .toList();
    }
}
