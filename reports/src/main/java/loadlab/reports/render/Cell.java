package loadlab.reports.render;

/** One table cell: text, optionally a link (relative to the reports root). */
public record Cell(String text, String href) {

    public static Cell of(String text) {
        return new Cell(text == null ? "" : text, null);
    }

    public static Cell link(String text, String href) {
        return new Cell(text, href);
    }
}
