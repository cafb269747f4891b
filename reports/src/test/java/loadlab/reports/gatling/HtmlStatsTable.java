package loadlab.reports.gatling;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * The stats table of a Gatling index.html, as a reader of the page sees it: rows keyed by their
 * path in the tree ("All Requests", or group names then the request name), cells by column header.
 */
final class HtmlStatsTable {
    private final Map<List<String>, Map<String, String>> rows;

    private HtmlStatsTable(Map<List<String>, Map<String, String>> rows) {
        this.rows = rows;
    }

    static HtmlStatsTable of(Path indexHtml) {
        Document page;
        try {
            page = Jsoup.parse(indexHtml.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> headers = new HashMap<>();
        for (Element th : page.select("#container_statistics_head th[id^=col-]")) {
            headers.put(th.id(), th.text());
        }
        Map<String, Element> byId = new HashMap<>();
        List<Element> trs = page.select("#container_statistics_head tbody tr, #container_statistics_body tbody tr");
        trs.forEach(tr -> byId.put(tr.id(), tr));
        Map<List<String>, Map<String, String>> rows = new HashMap<>();
        for (Element tr : trs) {
            Map<String, String> cells = new HashMap<>();
            for (Element td : tr.select("td.value")) {
                String column = td.classNames().stream().filter(name -> name.startsWith("col-")).findFirst().orElseThrow();
                cells.put(headers.get(column), td.text());
            }
            rows.put(path(tr, byId), cells);
        }
        return new HtmlStatsTable(rows);
    }

    private static List<String> path(Element tr, Map<String, Element> byId) {
        List<String> path = new ArrayList<>();
        for (Element row = tr; row != null; row = byId.get(row.attr("data-parent"))) {
            if (row.id().equals("ROOT") && row != tr) {
                break;
            }
            path.add(row.selectFirst(".ellipsed-name").text());
        }
        Collections.reverse(path);
        return path;
    }

    /** A cell by its column header as printed ("Total", "KO", "95th pct", "Cnt/s", ...). */
    String cell(List<String> path, String column) {
        Map<String, String> row = rows.get(path);
        if (row == null) {
            throw new IllegalArgumentException("no row " + path + " in " + rows.keySet());
        }
        String value = row.get(column);
        if (value == null) {
            throw new IllegalArgumentException("no column '" + column + "' in " + row.keySet());
        }
        return value;
    }

    long number(List<String> path, String column) {
        return Long.parseLong(cell(path, column));
    }
}
