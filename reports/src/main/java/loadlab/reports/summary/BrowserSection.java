package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.record.browser.BrowserRecord;
import loadlab.record.browser.BrowserRecords;
import loadlab.record.browser.BrowserTest;

/**
 * The transports experiment in a real browser beside Gatling's figures: for each transports run the
 * section shows that left a browser record, per transport and N the browser's total over its repeats
 * and Gatling's page total, with their ratio.
 */
public record BrowserSection(List<BrowserRunSummary> runs, List<BrowserRow> rows) {

    public BrowserSection {
        runs = List.copyOf(runs);
        rows = List.copyOf(rows);
    }

    /** Empty when no run the transports section shows has a browser record. */
    public static Optional<BrowserSection> of(TransportsSection transports, List<CatalogEntry> entries,
            BrowserRecords records) {
        List<BrowserRunSummary> runs = new ArrayList<>();
        List<BrowserRow> rows = new ArrayList<>();
        for (TransportsRun shown : transports.runs()) {
            entries.stream()
                    .filter(entry -> entry.run().runId().equals(shown.runId()) && entry.recordKey() != null)
                    .findFirst()
                    .flatMap(entry -> records.read(entry.recordKey()))
                    .ifPresent(record -> {
                        runs.add(new BrowserRunSummary(shown.framing(), shown.runId(), record.setup(), record.failures()));
                        rows.addAll(rows(shown.framing(), record, transports));
                    });
        }
        return runs.isEmpty() ? Optional.empty() : Optional.of(new BrowserSection(runs, rows));
    }

    private static List<BrowserRow> rows(String framing, BrowserRecord record, TransportsSection transports) {
        Map<String, List<BrowserTest>> pages = new LinkedHashMap<>();
        record.tests().forEach(test -> pages.computeIfAbsent(test.transport() + " x" + test.exchanges(),
                page -> new ArrayList<>()).add(test));
        List<BrowserRow> rows = new ArrayList<>();
        pages.values().forEach(tests -> {
            BrowserTest first = tests.get(0);
            List<Double> totals = tests.stream().filter(BrowserTest::ok).map(BrowserTest::totalMs).sorted().toList();
            Double median = median(totals);
            Optional<TransportRow> gatling = transports.rows().stream()
                    .filter(row -> row.framing().equals(framing) && row.transport().equals(first.transport())
                            && row.exchanges() == first.exchanges())
                    .findFirst();
            Integer gatlingTotal = gatling.map(TransportRow::totalMeanMs).orElse(null);
            rows.add(new BrowserRow(framing, first.transport(), first.exchanges(), totals.size(),
                    tests.size() - totals.size(), median,
                    totals.isEmpty() ? null : totals.get(0),
                    totals.isEmpty() ? null : totals.get(totals.size() - 1),
                    median == null ? null : median / first.exchanges(),
                    gatlingTotal,
                    gatling.map(TransportRow::perExchangeMs).orElse(null),
                    median == null || gatlingTotal == null || median == 0 ? null : gatlingTotal / median));
        });
        return rows;
    }

    /** Median of sorted values: the middle one, or the mean of the two middle ones; null when none. */
    static Double median(List<Double> sorted) {
        if (sorted.isEmpty()) {
            return null;
        }
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }
}
