package loadlab.reports.render;

import java.util.List;

/** Renders the blocks as GitHub-flavoured Markdown (charts as image links to the PNG files). */
final class MarkdownPage {

    private MarkdownPage() {
    }

    static String render(List<Block> blocks) {
        StringBuilder md = new StringBuilder();
        body(md, blocks);
        return md.toString();
    }

    private static void body(StringBuilder md, List<Block> blocks) {
        for (Block block : blocks) {
            if (block instanceof Block.Heading heading) {
                md.append("#".repeat(heading.level())).append(' ').append(text(heading.text())).append("\n\n");
            } else if (block instanceof Block.Paragraph paragraph) {
                md.append(text(paragraph.text())).append("\n\n");
            } else if (block instanceof Block.Warning warning) {
                md.append("> **Warning:** ").append(text(warning.text())).append("\n\n");
            } else if (block instanceof Block.Image image) {
                md.append("![").append(image.alt()).append("](").append(Href.to(image.file()).encoded()).append(")\n\n");
            } else if (block instanceof Block.Grid grid) {
                table(md, grid.table());
            } else if (block instanceof Block.Details details) {
                // Markdown has nothing collapsible: the detail reads as a section of its own.
                md.append("### ").append(text(details.summary())).append("\n\n");
                body(md, details.blocks());
            }
        }
    }

    private static void table(StringBuilder md, Table table) {
        md.append("| ").append(String.join(" | ", table.headers().stream().map(MarkdownPage::escape).toList()))
                .append(" |\n|");
        table.headers().forEach(header -> md.append(" --- |"));
        md.append('\n');
        for (List<Cell> row : table.rows()) {
            md.append("| ").append(String.join(" | ", row.stream().map(MarkdownPage::cell).toList())).append(" |\n");
        }
        md.append('\n');
    }

    private static String cell(Cell cell) {
        String text = cell.href() == null ? escape(cell.text()) : "[" + escape(cell.text()) + "](" + cell.href().encoded() + ")";
        return cell.alert() ? "**" + text + "**" : text;
    }

    /**
     * Running text stays text: run ids from folder names reach paragraphs and warnings too ("run X was
     * aborted"), so what would make a link or raw HTML of it is escaped there as in cells.
     */
    private static String text(String text) {
        return text.replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]").replace("<", "\\<");
    }

    /**
     * Cell text stays text: the table's {@code |}, and what would make a link or raw HTML of it, as a folder
     * named {@code [x](javascript:...)} or {@code <javascript:...>} would ({@code [}, {@code ]}, {@code <}).
     */
    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("|", "\\|").replace("[", "\\[").replace("]", "\\]")
                .replace("<", "\\<");
    }
}
