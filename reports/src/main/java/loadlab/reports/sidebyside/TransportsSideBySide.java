package loadlab.reports.sidebyside;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.TransportRow;
import loadlab.reports.summary.TransportsSection;

/**
 * Transports side by side: each target's newest run of each framing within the set; every page's total
 * time on each other target as a multiple of the same page (framing, transport, N) on the baseline (the
 * first target in the set's order with a transports run); and one sentence ({@link TransportsSentence})
 * comparing the transports on each target.
 *
 * @param targets     in the set's order, those with a transports run
 * @param comparisons each other target's page total over the baseline's, and (the sentence's figures) each
 *                    transport's total over the request-response transport's on the same target
 * @param absent      targets without a transports run, and why
 */
public record TransportsSideBySide(List<TransportsTarget> targets, List<Comparison> comparisons, List<String> answers,
        List<AbsentTarget> absent) implements ExperimentSideBySide {
    static final String EXPERIMENT = "transports";

    public TransportsSideBySide {
        targets = List.copyOf(targets);
        comparisons = List.copyOf(comparisons);
        answers = List.copyOf(answers);
        absent = List.copyOf(absent);
    }

    /** "ws.x500": a page as metric ids name it. */
    public static String item(TransportRow row) {
        return Metric.slug(row.transport()) + ".x" + row.exchanges();
    }

    /** The same page (framing, transport, N) on another target, if it ran it. */
    public static Optional<TransportRow> page(TransportsSection section, TransportRow like) {
        return section.rows().stream().filter(row -> row.framing().equals(like.framing())
                && row.transport().equals(like.transport()) && row.exchanges() == like.exchanges()).findFirst();
    }

    static List<Comparison> acrossTargets(List<TransportsTarget> targets) {
        TransportsTarget base = targets.get(0);
        List<Comparison> comparisons = new ArrayList<>();
        for (TransportsTarget other : targets.subList(1, targets.size())) {
            for (TransportRow row : other.section().rows()) {
                page(base.section(), row).ifPresent(baseRow -> {
                    Double ratio = Ratios.of(row.totalMeanMs(), baseRow.totalMeanMs());
                    if (ratio != null) {
                        comparisons.add(new Comparison(EXPERIMENT, item(row), other.target(), base.target(),
                                Comparison.TOTAL_TIME, ratio, row.boundBy().verdict(), baseRow.boundBy().verdict()));
                    }
                });
            }
        }
        return comparisons;
    }
}
