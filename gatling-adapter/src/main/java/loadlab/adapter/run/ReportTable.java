package loadlab.adapter.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.record.gatling.StatsRow;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * The stats table of a run's {@code index.html} as Gatling printed it: for each row (keyed by its
 * path: "All Requests", or groups then request name) the counts and the response-time columns.
 * Gatling computes percentiles with a t-digest that breaks ties at random, so reading the same
 * {@code simulation.log} twice can differ by a millisecond from the report; this table is the exact
 * record of what the report shows.
 */
final class ReportTable {
    private final Map<List<String>, Map<String, String>> rows;

    private ReportTable(Map<List<String>, Map<String, String>> rows) {
        this.rows = rows;
    }

    static ReportTable read(Path indexHtml) {
        Document page;
        try {
            page = Jsoup.parse(indexHtml.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + indexHtml, e);
        }
        Map<String, String> headers = new HashMap<>();
        for (Element th : page.select("#container_statistics_head th[id^=col-]")) {
            headers.put(th.id(), th.text());
        }
        List<Element> trs = page.select("#container_statistics_head tbody tr, #container_statistics_body tbody tr");
        Map<String, Element> byId = new HashMap<>();
        trs.forEach(tr -> byId.put(tr.id(), tr));
        Map<List<String>, Map<String, String>> rows = new HashMap<>();
        for (Element tr : trs) {
            Map<String, String> cells = new HashMap<>();
            for (Element td : tr.select("td.value")) {
                td.classNames().stream().filter(name -> name.startsWith("col-")).findFirst()
                        .map(headers::get).ifPresent(header -> cells.put(header, td.text().trim()));
            }
            path(tr, byId).ifPresent(path -> rows.put(path, cells));
        }
        return new ReportTable(rows);
    }

    private static Optional<List<String>> path(Element tr, Map<String, Element> byId) {
        List<String> path = new ArrayList<>();
        Element row = tr;
        while (row != null) {
            Element name = row.selectFirst(".ellipsed-name");
            if (name == null) {
                return Optional.empty();
            }
            path.add(name.text());
            String parent = row.attr("data-parent");
            row = parent.isEmpty() || parent.equals("ROOT") ? null : byId.get(parent);
        }
        Collections.reverse(path);
        return Optional.of(path);
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    /**
     * The row with the report's response times (min, percentiles, max) when the report has the row
     * with the same counts; otherwise the row as read from the log.
     */
    Optional<StatsRow> reported(StatsRow fromLog) {
        Map<String, String> cells = rows.get(fromLog.path());
        if (cells == null || !sameCounts(cells, fromLog)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new StatsRow(fromLog.kind(), fromLog.groups(), fromLog.name(), fromLog.count(),
                    fromLog.ok(), fromLog.ko(), fromLog.throughput(),
                    number(cells, "Min", fromLog.min()), number(cells, "50th pct", fromLog.p50()),
                    number(cells, "75th pct", fromLog.p75()), number(cells, "95th pct", fromLog.p95()),
                    number(cells, "99th pct", fromLog.p99()), fromLog.p999(), number(cells, "Max", fromLog.max()),
                    number(cells, "Mean", fromLog.mean()), fromLog.stdDev(), fromLog.active()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static boolean sameCounts(Map<String, String> cells, StatsRow row) {
        return Long.toString(row.count()).equals(cells.get("Total")) && Long.toString(row.ko()).equals(cells.get("KO"));
    }

    /** The cell's number; the log's when the report has no such column (other configured percentiles). */
    private static int number(Map<String, String> cells, String column, int fromLog) {
        String text = cells.get(column);
        return text == null || text.equals("-") ? fromLog : Integer.parseInt(text);
    }
}
