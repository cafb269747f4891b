package loadlab.reports.sidebyside;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import loadlab.reports.sidebyside.BoundClause.Party;
import loadlab.reports.summary.TransportRow;

/**
 * The transports question answered on each target from the figures: "on reference at N=500 WS takes
 * 0.40\u00d7 AJAX's total time and Fresh WS 1.20\u00d7 (all 3 pages latency-bound: ...)". On each target, at the
 * largest N where the request-response transport (AJAX) and another transport both ran, every other
 * transport's total time of the N exchanges over AJAX's; a target without such an N says so.
 */
final class TransportsSentence {

    private TransportsSentence() {
    }

    static String of(List<TransportsTarget> targets, List<String> tail, String requestResponse,
            List<Comparison> out) {
        List<String> parts = new ArrayList<>();
        for (TransportsTarget target : targets) {
            parts.add(part(target, requestResponse, out));
        }
        return String.join("; ", parts) + Sentences.join(tail) + ".";
    }

    private static String part(TransportsTarget target, String requestResponse, List<Comparison> out) {
        List<TransportRow> rows = target.section().rows();
        OptionalInt largest = rows.stream()
                .filter(row -> row.transport().equals(requestResponse))
                .mapToInt(TransportRow::exchanges)
                .filter(n -> rows.stream().anyMatch(row -> row.exchanges() == n && !row.transport().equals(requestResponse)))
                .max();
        if (largest.isEmpty()) {
            return "on " + target.target() + " no " + requestResponse + " page shares an N with another transport";
        }
        int n = largest.getAsInt();
        TransportRow base = rows.stream()
                .filter(row -> row.exchanges() == n && row.transport().equals(requestResponse)).findFirst().orElseThrow();
        List<TransportRow> others = rows.stream()
                .filter(row -> row.exchanges() == n && !row.transport().equals(requestResponse)).toList();
        StringBuilder text = new StringBuilder("on ").append(target.target()).append(" at N=").append(n);
        if (base.totalMeanMs() == 0) {
            text.append(' ').append(requestResponse).append("'s total is below Gatling's 1 ms resolution: no multiple");
        } else {
            for (int i = 0; i < others.size(); i++) {
                TransportRow other = others.get(i);
                double ratio = other.totalMeanMs() / (double) base.totalMeanMs();
                out.add(new Comparison(TransportsSideBySide.EXPERIMENT, TransportsSideBySide.item(other), target.target(),
                        requestResponse, Comparison.TOTAL_TIME, ratio, other.boundBy().verdict(),
                        base.boundBy().verdict()));
                text.append(i == 0 ? " " : i == others.size() - 1 ? " and " : ", ").append(other.transport())
                        .append(i == 0 ? " takes " : " ").append(Ratios.times(ratio))
                        .append(i == 0 ? " " + requestResponse + "'s total time" : "");
            }
        }
        List<Party> parties = new ArrayList<>();
        parties.add(new Party(base.transport(), base.boundBy().verdict()));
        others.forEach(other -> parties.add(new Party(other.transport(), other.boundBy().verdict())));
        List<String> notes = new ArrayList<>();
        notes.add(BoundClause.of(parties, "pages"));
        for (TransportRow row : rows.stream().filter(row -> row.exchanges() == n).toList()) {
            if (row.failed()) {
                notes.add(row.transport() + " FAILED (" + row.failedPages() + " failed page(s), " + row.exchangeKo()
                        + " KO exchange(s))");
            }
        }
        target.section().runs().stream().filter(run -> run.aborted() != null)
                .forEach(run -> notes.add(target.target() + "'s " + run.framing() + " run was ABORTED"));
        return text.append(" (").append(String.join("; ", notes)).append(')').toString();
    }
}
