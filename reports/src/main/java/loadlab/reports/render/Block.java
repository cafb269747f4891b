package loadlab.reports.render;

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
}
