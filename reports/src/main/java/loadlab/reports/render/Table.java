package loadlab.reports.render;

import java.util.List;

/** A table in neutral form, rendered alike to HTML and Markdown. */
public record Table(List<String> headers, List<List<Cell>> rows) {

    public Table {
        headers = List.copyOf(headers);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<Cell> row : rows) {
            if (row.size() != headers.size()) {
                throw new IllegalArgumentException("row has " + row.size() + " cells for " + headers.size() + " headers");
            }
        }
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }
}
