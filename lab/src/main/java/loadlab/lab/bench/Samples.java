package loadlab.lab.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Every figure of a bench run, one per metric, target and round, and what the tables make of them: the median
 * over rounds, and ratios of two targets taken round by round (each round ran them minutes apart at most), so
 * the machine's drift between rounds falls on both alike.
 */
final class Samples {
    /** One measured figure. */
    record Sample(String metric, String target, int round, double value) {
    }

    private final List<Sample> samples = new ArrayList<>();

    void add(String metric, String target, int round, double value) {
        samples.add(new Sample(metric, target, round, value));
    }

    List<Sample> all() {
        return List.copyOf(samples);
    }

    OptionalDouble median(String metric, String target) {
        return median(values(metric, target));
    }

    /** The median as the tables print it, "nan" when nothing was measured. */
    String medianText(String metric, String target) {
        return text(median(metric, target));
    }

    double sum(String metric) {
        return samples.stream().filter(s -> s.metric.equals(metric)).mapToDouble(Sample::value).sum();
    }

    /** {@code target}'s figure over {@code reference}'s in each round both have, sorted. */
    List<Double> roundRatios(String metric, String target, String reference) {
        Map<Integer, Double> references = new HashMap<>();
        samples.stream().filter(s -> s.metric.equals(metric) && s.target.equals(reference))
                .forEach(s -> references.put(s.round, s.value));
        return samples.stream().filter(s -> s.metric.equals(metric) && s.target.equals(target))
                .filter(s -> references.containsKey(s.round) && references.get(s.round) > 0)
                .map(s -> s.value / references.get(s.round)).sorted().toList();
    }

    /** The median of the rounds' ratios and their range, "median (min–max)". */
    String roundRatio(String metric, String target, String reference) {
        List<Double> ratios = roundRatios(metric, target, reference);
        if (ratios.isEmpty()) {
            return "nan";
        }
        return String.format(Locale.ROOT, "%.2f (%.2f–%.2f)", median(ratios).getAsDouble(), ratios.get(0),
                ratios.get(ratios.size() - 1));
    }

    /**
     * A goal over the rounds' ratios: "met" when every round was at most the goal, "missed" when every round was
     * above it, "met in k of n rounds" when they fall on both sides: then the run-to-run spread decides, not the
     * server, and one median would call it either way.
     */
    String goal(double goal, String metric, String target, String reference) {
        List<Double> ratios = roundRatios(metric, target, reference);
        long met = ratios.stream().filter(ratio -> ratio <= goal).count();
        if (ratios.isEmpty()) {
            return "not measured";
        }
        if (met == ratios.size()) {
            return "met";
        }
        return met == 0 ? "missed" : "met in " + met + " of " + ratios.size() + " rounds";
    }

    /** The range of a metric over every target and round, "min–max". */
    String span(String metric) {
        List<Double> values = samples.stream().filter(s -> s.metric.equals(metric)).map(Sample::value).sorted().toList();
        return values.isEmpty() ? "nan" : number(values.get(0)) + "–" + number(values.get(values.size() - 1));
    }

    /** A ratio of two medians to two decimals, "nan" when either is missing or the divisor is 0. */
    static String ratio(OptionalDouble value, OptionalDouble divisor) {
        if (value.isEmpty() || divisor.isEmpty() || divisor.getAsDouble() == 0) {
            return "nan";
        }
        return String.format(Locale.ROOT, "%.2f", value.getAsDouble() / divisor.getAsDouble());
    }

    static String text(OptionalDouble value) {
        return value.isPresent() ? number(value.getAsDouble()) : "nan";
    }

    /** Whole numbers as such, others to two decimals at most. */
    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return String.format(Locale.ROOT, "%.2f", value).replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    private List<Double> values(String metric, String target) {
        return samples.stream().filter(s -> s.metric.equals(metric) && s.target.equals(target)).map(Sample::value).toList();
    }

    private static OptionalDouble median(List<Double> values) {
        if (values.isEmpty()) {
            return OptionalDouble.empty();
        }
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return OptionalDouble.of(n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2);
    }
}
