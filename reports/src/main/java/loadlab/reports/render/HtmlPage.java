package loadlab.reports.render;

import java.util.List;

/** Renders the blocks as one self-contained HTML page (styles inline, charts as PNG beside it). */
final class HtmlPage {
    /**
     * A table with more columns than the window holds scrolls inside its own box (display:block with
     * overflow), so the page itself never scrolls sideways; long paths and ids wrap in text.
     */
    private static final String STYLE = "body{font-family:sans-serif;margin:2em;max-width:90em;color:#222}"
            + "p,li{overflow-wrap:anywhere}"
            + "table{border-collapse:collapse;margin:1em 0;display:block;max-width:100%;overflow-x:auto}"
            + "th,td{border:1px solid #ccc;padding:.3em .6em;"
            + "text-align:right;font-size:.9em}th{background:#f3f3f3}td:first-child,th:first-child{text-align:left}"
            + "img{display:block;margin:1em 0;max-width:100%}"
            + "td.alert{color:#b00000;font-weight:bold}"
            + "p.warning{background:#fdecea;border-left:.4em solid #b00000;padding:.5em .8em}"
            + "details{margin:1em 0}summary{cursor:pointer;font-weight:bold}";

    private HtmlPage() {
    }

    static String render(List<Block> blocks) {
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<title>Load Lab summary</title>\n<style>").append(STYLE).append("</style>\n</head>\n<body>\n");
        body(html, blocks);
        return html.append("</body>\n</html>\n").toString();
    }

    private static void body(StringBuilder html, List<Block> blocks) {
        for (Block block : blocks) {
            if (block instanceof Block.Heading heading) {
                html.append("<h").append(heading.level()).append('>').append(escape(heading.text()))
                        .append("</h").append(heading.level()).append(">\n");
            } else if (block instanceof Block.Paragraph paragraph) {
                html.append("<p>").append(escape(paragraph.text())).append("</p>\n");
            } else if (block instanceof Block.Warning warning) {
                html.append("<p class=\"warning\"><strong>Warning:</strong> ").append(escape(warning.text()))
                        .append("</p>\n");
            } else if (block instanceof Block.Image image) {
                html.append("<img src=\"").append(escape(Href.to(image.file()).encoded())).append("\" alt=\"")
                        .append(escape(image.alt())).append("\">\n");
            } else if (block instanceof Block.Grid grid) {
                table(html, grid.table());
            } else if (block instanceof Block.Details details) {
                html.append("<details>\n<summary>").append(escape(details.summary())).append("</summary>\n");
                body(html, details.blocks());
                html.append("</details>\n");
            }
        }
    }

    private static void table(StringBuilder html, Table table) {
        html.append("<table>\n<tr>");
        table.headers().forEach(header -> html.append("<th>").append(escape(header)).append("</th>"));
        html.append("</tr>\n");
        for (List<Cell> row : table.rows()) {
            html.append("<tr>");
            for (Cell cell : row) {
                html.append(cell.alert() ? "<td class=\"alert\">" : "<td>");
                if (cell.href() != null) {
                    html.append("<a href=\"").append(escape(cell.href().encoded())).append("\">").append(escape(cell.text()))
                            .append("</a>");
                } else {
                    html.append(escape(cell.text()));
                }
                html.append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</table>\n");
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
