package loadlab.adapter.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * The oracle the reader's figures are checked against: a cell of index.html's stats table found
 * another way than {@link ReportTable} finds it (a column by its place under the header, a row by
 * walking its parents' names), so a mistake in the reader's parsing cannot agree with itself.
 */
final class StatsTableCells {
    private final Document page;
    private final List<String> columns;

    private StatsTableCells(Document page) {
        this.page = page;
        this.columns = page.select("#container_statistics_head thead tr").get(1).select("th").eachText();
    }

    static StatsTableCells of(Path indexHtml) {
        try {
            return new StatsTableCells(Jsoup.parse(indexHtml.toFile()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of {@code column} in the row named {@code path} (groups, then the request); fails the test if absent. */
    String cell(List<String> path, String column) {
        int place = columns.indexOf(column);
        if (place < 0) {
            throw new AssertionError("index.html has no column '" + column + "' among " + columns);
        }
        for (Element row : page.select("table[id^=container_statistics] tbody tr")) {
            if (row.selectFirst(".ellipsed-name") != null && pathOf(row).equals(path)) {
                // The first cell names the row; the values follow in the header's order.
                return row.children().get(place + 1).text();
            }
        }
        throw new AssertionError("index.html has no row " + path);
    }

    long number(List<String> path, String column) {
        return Long.parseLong(cell(path, column));
    }

    private List<String> pathOf(Element row) {
        String name = row.selectFirst(".ellipsed-name").text();
        String parent = row.attr("data-parent");
        if (parent.isEmpty() || parent.equals("ROOT")) {
            return List.of(name);
        }
        Element above = page.select("tr").stream().filter(tr -> tr.id().equals(parent)).findFirst()
                .orElseThrow(() -> new AssertionError("index.html has no row " + parent + ", the parent of " + name));
        return Stream.concat(pathOf(above).stream(), Stream.of(name)).toList();
    }
}
