package loadlab.reports.sidebyside;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.reports.sidebyside.BoundClause.Party;
import loadlab.reports.summary.CrossCheckRow;
import loadlab.reports.summary.HelloRow;

/**
 * The hello question answered for one variant, from the figures: "node serves 1.62\u00d7 reference's rate on
 * hello (new connection per request) at 2.10\u00d7 the CPU per request (both runs machine-bound: ...)", then
 * each further target's multiples. The baseline is the first target in the set's order that measured
 * the variant. Rate = OK answers per second; CPU = server CPU-seconds per 1000 requests; with both
 * runs' cross-checks measured by the same tool, that tool's rate is compared too.
 */
final class HelloSentence {

    private HelloSentence() {
    }

    /**
     * @param measured the variant's rows in the set's order
     * @param tail     what follows the multiples ({@link Sentences#tail})
     * @param out      receives the comparisons made
     */
    static String of(List<HelloTarget> measured, List<String> tail, List<Comparison> out) {
        HelloTarget base = measured.get(0);
        String label = HelloSideBySide.label(base.row());
        if (measured.size() == 1) {
            return "only " + base.target() + " measured hello (" + label + ")" + Sentences.join(tail) + ".";
        }
        List<String> parts = new ArrayList<>();
        for (HelloTarget other : measured.subList(1, measured.size())) {
            parts.add(part(base, other, label, parts.isEmpty(), out));
        }
        return String.join("; ", parts) + Sentences.join(tail) + ".";
    }

    private static String part(HelloTarget base, HelloTarget other, String label, boolean first, List<Comparison> out) {
        HelloRow b = base.row();
        HelloRow o = other.row();
        Double rate = Ratios.of(o.throughput(), b.throughput());
        Double cpu = Ratios.of(cpu(o), cpu(b));
        Double tool = toolRatio(base.crossCheck(), other.crossCheck());
        add(out, base, other, Comparison.THROUGHPUT, rate);
        add(out, base, other, Comparison.SERVER_CPU, cpu);
        add(out, base, other, Comparison.CROSSCHECK, tool);
        StringBuilder text = new StringBuilder(other.target());
        if (rate == null) {
            text.append(" serves ").append(String.format(Locale.ROOT, "%.1f", o.throughput()))
                    .append(" OK/s where ").append(base.target()).append(" served none");
        } else {
            text.append(first ? " serves " : " ").append(Ratios.times(rate))
                    .append(first ? " " + base.target() + "'s rate" : "");
        }
        if (first) {
            text.append(" on hello (").append(label).append(')');
        }
        if (cpu != null) {
            text.append(" at ").append(Ratios.times(cpu)).append(first ? " the CPU per request" : "");
        } else {
            text.append(", CPU per request not compared (")
                    .append(String.join(" and ", unsampled(base, other))).append(" not sampled)");
        }
        List<String> notes = new ArrayList<>();
        notes.add(BoundClause.of(List.of(new Party(base.target(), b.boundBy().verdict()),
                new Party(other.target(), o.boundBy().verdict())), "runs"));
        if (tool != null) {
            notes.add(other.crossCheck().tool() + " on the same servers: " + Ratios.times(tool));
        }
        for (HelloTarget row : first ? List.of(base, other) : List.of(other)) {
            if (row.row().failed()) {
                notes.add(row.target() + " FAILED with " + row.row().ko() + " KO");
            }
            if (row.row().aborted() != null) {
                notes.add(row.target() + "'s run was ABORTED");
            }
        }
        return text.append(" (").append(String.join("; ", notes)).append(')').toString();
    }

    private static Double cpu(HelloRow row) {
        return row.serverCost() == null ? null : row.serverCost().cpuSecondsPer1000();
    }

    private static List<String> unsampled(HelloTarget base, HelloTarget other) {
        List<String> names = new ArrayList<>();
        for (HelloTarget row : List.of(base, other)) {
            if (cpu(row.row()) == null) {
                names.add(row.target());
            }
        }
        return names;
    }

    /** The independent client's rate on the other target over the baseline's: only when both ran the same tool. */
    private static Double toolRatio(CrossCheckRow base, CrossCheckRow other) {
        if (base == null || other == null || base.status() != CrossCheck.Status.MEASURED
                || other.status() != CrossCheck.Status.MEASURED || !base.tool().equals(other.tool())) {
            return null;
        }
        return Ratios.of(other.toolOkPerSecond(), base.toolOkPerSecond());
    }

    private static void add(List<Comparison> out, HelloTarget base, HelloTarget other, String figure, Double ratio) {
        if (ratio != null) {
            out.add(new Comparison("hello", other.row().variant(), other.target(), base.target(), figure, ratio,
                    other.row().boundBy().verdict(), base.row().boundBy().verdict()));
        }
    }
}
