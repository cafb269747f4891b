package loadlab.reports.sidebyside;

import java.util.List;
import loadlab.reports.summary.HelloRow;

/**
 * Hello side by side: per variant, each target's row from its newest run that drove the variant, with
 * the cross-check that run recorded; each other target's figures as multiples of the baseline's (the
 * first target in the set's order that measured the variant), and one sentence per variant
 * ({@link HelloSentence}).
 *
 * @param rows        by variant, then in the set's order of targets
 * @param comparisons each other target's rate, server CPU per request and cross-check rate over the baseline's
 * @param answers     one sentence per variant
 * @param absent      targets without any hello figure, and why
 */
public record HelloSideBySide(List<HelloTarget> rows, List<Comparison> comparisons, List<String> answers,
        List<AbsentTarget> absent) implements ExperimentSideBySide {

    public HelloSideBySide {
        rows = List.copyOf(rows);
        comparisons = List.copyOf(comparisons);
        answers = List.copyOf(answers);
        absent = List.copyOf(absent);
    }

    /** "new connection per request", "keep-alive", "open model at 1000/s, keep-alive". */
    static String label(HelloRow row) {
        String connections = switch (row.keepAlive()) {
            case "keepalive" -> "keep-alive";
            case "close" -> "new connection per request";
            default -> "connections unknown";
        };
        if (row.model().equals("closed")) {
            return connections;
        }
        return row.model() + " model" + (row.rate() == null ? "" : " at " + row.rate() + "/s") + ", " + connections;
    }
}
