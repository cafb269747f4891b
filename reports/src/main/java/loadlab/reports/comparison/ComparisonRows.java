package loadlab.reports.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import loadlab.record.comparison.ComparisonSide;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;

/**
 * Gathers one metric's figures pair by pair: pair p is round 2p - 1 (A then B) and round 2p (B then A),
 * and its ratio the geometric mean of the two rounds' ratios B / A. A p95 below Gatling's resolution
 * counts as 1 ms (a 0 ms p95 means "under a millisecond", and a ratio needs a figure above 0).
 * <p>
 * A throughput is advisory instead of gated when the injector, not the server, set it on both sides:
 * in at least half the pairs A's row was bound by the injector in both rounds and B's injector CPU per
 * request did not rise beyond the CPU threshold. Both sides share the injector, so a drop bound by the
 * server, by latency (a closed loop waits for slower answers) or by a busy machine is the server's
 * doing; and a B that pushes work onto the client raises the injector's CPU per request, which takes
 * the excuse away.
 */
final class ComparisonRows {
    static final String THROUGHPUT_SUFFIX = "throughput_rps";
    static final String INJECTOR_CPU_SUFFIX = "injector_cpu_s_per_1000";
    private static final double P95_RESOLUTION_MS = 1;

    private final ComparisonThresholds thresholds;
    private final Map<RoundSide, Map<String, Metric>> index;
    private final int firstLookPairs;

    ComparisonRows(ComparisonThresholds thresholds, Map<RoundSide, Map<String, Metric>> index, int firstLookPairs) {
        this.thresholds = thresholds;
        this.index = index;
        this.firstLookPairs = firstLookPairs;
    }

    /** The metric over pairs 1..requiredPairs. */
    MetricPairs of(Metric metric, int requiredPairs) {
        List<RoundFigure> rounds = new ArrayList<>();
        List<PairFigure> pairs = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (int pair = 1; pair <= requiredPairs; pair++) {
            Double product = 1.0;
            for (int round = 2 * pair - 1; round <= 2 * pair; round++) {
                Metric a = figure(round, ComparisonSide.Label.A, metric.id());
                Metric b = figure(round, ComparisonSide.Label.B, metric.id());
                if (a == null || b == null) {
                    String why = "round " + round + ": " + (a == null && b == null ? "neither side has it"
                            : "only " + (a == null ? "B" : "A") + " has it");
                    skipped.add(why);
                    missing.add("pair " + pair + " (" + why + ")");
                    product = null;
                    continue;
                }
                Double ratio = ratio(metric.kind(), a.value(), b.value());
                rounds.add(new RoundFigure(round, a.value(), b.value(), ratio, b.value() - a.value(), b.boundBy(),
                        a.boundBy()));
                if (ratio == null) {
                    String why = "round " + round + ": " + (a.value() > 0 ? "B's" : "A's") + " figure is "
                            + ComparisonFormat.number(a.value() > 0 ? b.value() : a.value());
                    skipped.add(why);
                    missing.add("pair " + pair + " (" + why + ")");
                    product = null;
                } else if (product != null) {
                    product *= ratio;
                }
            }
            if (product != null) {
                pairs.add(new PairFigure(pair, Math.sqrt(product)));
            }
        }
        String advisory = metric.kind() == MetricKind.INFO ? null : advisory(metric, rounds, pairs);
        return new MetricPairs(metric, rounds, pairs, requiredPairs, firstLookPairs,
                missing.isEmpty() ? null : String.join("; ", missing), advisory, skipped);
    }

    /** b / a, a p95 counted from Gatling's resolution up; null when either is not above 0. */
    private static Double ratio(MetricKind kind, double a, double b) {
        if (kind == MetricKind.P95) {
            return Math.max(b, P95_RESOLUTION_MS) / Math.max(a, P95_RESOLUTION_MS);
        }
        return a > 0 && b > 0 ? b / a : null;
    }

    /** Why a judged metric does not fail the comparison, or null when it is gated. */
    private String advisory(Metric metric, List<RoundFigure> rounds, List<PairFigure> pairs) {
        String glob = thresholds.advisoryGlob(metric.id());
        if (glob != null) {
            return "listed as advisory (" + glob + ")";
        }
        if (metric.kind() != MetricKind.THROUGHPUT || !metric.id().endsWith(THROUGHPUT_SUFFIX) || pairs.isEmpty()) {
            return null;
        }
        String injector = metric.id().substring(0, metric.id().length() - THROUGHPUT_SUFFIX.length())
                + INJECTOR_CPU_SUFFIX;
        double limit = 1 + thresholds.cpuMaxRisePercent() / 100;
        long excused = pairs.stream().filter(pair -> injectorBoundA(rounds, pair.pair())
                && injectorCpuRatio(injector, pair.pair()) <= limit).count();
        if (2 * excused < pairs.size()) {
            return null;
        }
        return "the injector bound A in both rounds of " + excused + " of " + pairs.size() + " pairs, and B's injector"
                + " CPU per request did not rise beyond " + ComparisonFormat.percent(limit) + " in them";
    }

    private static boolean injectorBoundA(List<RoundFigure> rounds, int pair) {
        List<RoundFigure> ofPair = rounds.stream().filter(round -> (round.round() + 1) / 2 == pair).toList();
        return ofPair.size() == 2 && ofPair.stream().allMatch(round -> round.aBoundBy() != null
                && round.aBoundBy().loadGeneratorLimit());
    }

    /** The pair's injector CPU per request B / A; infinite when a round lacks it (no excuse then). */
    private double injectorCpuRatio(String metricId, int pair) {
        double product = 1;
        for (int round = 2 * pair - 1; round <= 2 * pair; round++) {
            Metric a = figure(round, ComparisonSide.Label.A, metricId);
            Metric b = figure(round, ComparisonSide.Label.B, metricId);
            if (a == null || b == null || a.value() <= 0) {
                return Double.POSITIVE_INFINITY;
            }
            product *= b.value() / a.value();
        }
        return Math.sqrt(product);
    }

    private Metric figure(int round, ComparisonSide.Label side, String metricId) {
        return index.getOrDefault(new RoundSide(round, side), Map.of()).get(metricId);
    }
}
