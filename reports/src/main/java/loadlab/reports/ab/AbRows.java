package loadlab.reports.ab;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import loadlab.record.ab.AbSide;
import loadlab.reports.cost.BoundBy;
import loadlab.reports.sidebyside.Ratios;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;

/**
 * One metric's row: its figure on each side of every measured round, the ratios, their statistics,
 * the verdict and whether it is gated. A throughput is gated unless B's row was bound by the injector
 * alone, or by what was not measured, in at least half the rounds. Both sides share the injector, its
 * settings and the machine, so a drop bound by the server, by latency (a closed loop waits for slower
 * answers) or by a busy machine is the server's doing; only an injector at its limit excuses it, as
 * {@link BoundBy.Verdict#loadGeneratorLimit()} says for a single run.
 */
final class AbRows {
    private final AbThresholds thresholds;
    private final AbRule rule;
    private final Map<RoundSide, Map<String, Metric>> index;
    private final List<Integer> measured;

    /** @param measured the rounds with both sides measured */
    AbRows(AbThresholds thresholds, Map<RoundSide, Map<String, Metric>> index, List<Integer> measured) {
        this.thresholds = thresholds;
        this.rule = new AbRule(thresholds);
        this.index = index;
        this.measured = List.copyOf(measured);
    }

    /** The metric compared; empty when no measured round has it on both sides. */
    Optional<AbRow> of(Metric metric) {
        List<RoundFigure> rounds = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (int round : measured) {
            Metric a = figure(round, AbSide.Label.A, metric.id());
            Metric b = figure(round, AbSide.Label.B, metric.id());
            if (a == null || b == null) {
                if (a != null || b != null) {
                    skipped.add("round " + round + ": only " + (a == null ? "B" : "A") + " has it");
                }
                continue;
            }
            Double ratio = Ratios.of(b.value(), a.value());
            if (ratio == null) {
                skipped.add("round " + round + ": A's figure is " + AbRule.number(a.value()));
            }
            rounds.add(new RoundFigure(round, a.value(), b.value(), ratio, b.value() - a.value(), b.boundBy()));
        }
        if (rounds.isEmpty()) {
            return Optional.empty();
        }
        List<Double> ratios = rounds.stream().map(RoundFigure::ratio).filter(Objects::nonNull).toList();
        MedianInterval interval = ratios.isEmpty() ? null : MedianInterval.of(ratios);
        double difference = MedianInterval.median(rounds.stream().map(RoundFigure::difference).toList());
        AbRule.Outcome outcome = metric.kind() == MetricKind.INFO ? null : rule.judge(metric.kind(), interval, difference);
        String advisory = metric.kind() == MetricKind.INFO ? null : advisory(metric, rounds);
        return Optional.of(new AbRow(metric.id(), metric.kind(), metric.unit(),
                MedianInterval.median(rounds.stream().map(RoundFigure::a).toList()),
                MedianInterval.median(rounds.stream().map(RoundFigure::b).toList()), difference,
                interval == null ? null : interval.median(), interval == null ? null : interval.low(),
                interval == null ? null : interval.high(), interval == null ? null : interval.coverage(), ratios.size(),
                outcome == null ? null : outcome.verdict(), outcome == null ? null : outcome.why(),
                metric.kind() != MetricKind.INFO && advisory == null, advisory, rounds, skipped, null));
    }

    /** Why a metric no measured round has on both sides is not compared ("only B has it"), or "" when no such round has it. */
    String oneSided(String metricId) {
        boolean a = measured.stream().anyMatch(round -> figure(round, AbSide.Label.A, metricId) != null);
        boolean b = measured.stream().anyMatch(round -> figure(round, AbSide.Label.B, metricId) != null);
        if (!a && !b) {
            return "";
        }
        return metricId + ": " + (a && b ? "never on both sides in one round" : "only " + (a ? "A" : "B") + " has it")
                + ", so it is not compared.";
    }

    /** Why a judged metric does not fail the comparison, or null when it is gated. */
    private String advisory(Metric metric, List<RoundFigure> rounds) {
        String glob = thresholds.advisoryGlob(metric.id());
        if (glob != null) {
            return "listed as advisory (" + glob + ")";
        }
        if (metric.kind() != MetricKind.THROUGHPUT) {
            return null;
        }
        List<RoundFigure> used = rounds.stream().filter(round -> round.ratio() != null).toList();
        long unexcused = used.stream().filter(round -> !excuses(round.boundBy())).count();
        if (2 * unexcused > used.size()) {
            return null;
        }
        if (used.isEmpty()) {
            return "no round with a ratio to tell what bound it";
        }
        Map<String, Long> bounds = used.stream().collect(Collectors.groupingBy(round -> bound(round.boundBy()),
                Collectors.counting()));
        List<String> parts = bounds.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .map(entry -> entry.getKey() + " in " + entry.getValue()).collect(Collectors.toList());
        parts.set(0, parts.get(0) + " of " + used.size() + " rounds");
        return "bound by " + String.join(", ", parts);
    }

    /** The injector at its limit, or nothing to tell what bound the row: the drop may not be the server's. */
    private static boolean excuses(BoundBy.Verdict verdict) {
        return verdict == null || verdict == BoundBy.Verdict.NOT_MEASURED || verdict.loadGeneratorLimit();
    }

    private static String bound(BoundBy.Verdict verdict) {
        if (verdict == null || verdict == BoundBy.Verdict.NOT_MEASURED) {
            return "what was not measured";
        }
        return verdict == BoundBy.Verdict.LATENCY ? "latency" : "the " + verdict.label();
    }

    private Metric figure(int round, AbSide.Label side, String metricId) {
        return index.getOrDefault(new RoundSide(round, side), Map.of()).get(metricId);
    }
}
