package loadlab.reports.gate;

import java.util.List;

/** The gate's verdict over all metrics: it passes when no row is FAIL. */
public record GateReport(List<GateRow> rows) {

    public GateReport {
        rows = List.copyOf(rows);
    }

    public boolean passed() {
        return failures().isEmpty();
    }

    public List<GateRow> failures() {
        return rows.stream().filter(row -> row.verdict() == Verdict.FAIL).toList();
    }

    public long count(Verdict verdict) {
        return rows.stream().filter(row -> row.verdict() == verdict).count();
    }
}
