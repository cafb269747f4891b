package loadlab.reports.render;

/**
 * One table cell: text, optionally a link (relative to the reports root).
 *
 * @param href  null for a cell that links nowhere
 * @param alert a failure the reader must not miss: shown in bold red (HTML) or bold (Markdown)
 */
public record Cell(String text, Href href, boolean alert) {

    public static Cell of(String text) {
        return new Cell(text == null ? "" : text, null, false);
    }

    public static Cell link(String text, Href href) {
        return new Cell(text, href, false);
    }

    public static Cell alert(String text) {
        return new Cell(text, null, true);
    }
}
