package loadlab.reports.render;

import java.util.List;

/** A piece of the summary page in neutral form; {@link HtmlPage} and {@link MarkdownPage} render it. */
sealed interface Block {

    record Heading(int level, String text) implements Block {
    }

    record Paragraph(String text) implements Block {
    }

    /** A failure or an aborted run the reader must see before the figures it concerns. */
    record Warning(String text) implements Block {
    }

    record Image(String file, String alt) implements Block {
    }

    record Grid(Table table) implements Block {
    }

    /** Detail the reader opens on demand (the method, wide tables): collapsed in HTML, a heading in Markdown. */
    record Details(String summary, List<Block> blocks) implements Block {

        public Details {
            blocks = List.copyOf(blocks);
        }
    }
}
