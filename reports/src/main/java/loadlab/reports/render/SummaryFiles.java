package loadlab.reports.render;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadlab.record.json.Json;
import loadlab.reports.summary.Summary;

/** Writes the summary into the reports root: index.html, summary.md, summary.json and the charts. */
public final class SummaryFiles {
    public static final String HTML = "index.html";
    public static final String MARKDOWN = "summary.md";
    public static final String JSON = "summary.json";

    private SummaryFiles() {
    }

    /** Returns the files written, the page first. */
    public static List<Path> write(Summary summary, Path resultsRoot) {
        try {
            Files.createDirectories(resultsRoot);
        } catch (IOException e) {
            throw new UncheckedIOException("could not create " + resultsRoot, e);
        }
        Map<String, List<String>> charts = new LinkedHashMap<>();
        if (summary.transports() != null && !summary.transports().rows().isEmpty()) {
            charts.put("transports", List.of(Charts.transports(summary.transports(), resultsRoot)));
        }
        if (summary.insert() != null && !summary.insert().steps().isEmpty()) {
            charts.put("insert", Charts.insert(summary.insert(), resultsRoot));
        }
        if (summary.hello() != null && !summary.hello().rows().isEmpty()) {
            charts.put("hello", Charts.hello(summary.hello(), resultsRoot));
        }
        if (summary.sideBySide() != null && summary.sideBySide().insert() != null) {
            charts.put("sidebyside-insert", SideBySideCharts.insert(summary.sideBySide().insert(), resultsRoot));
        }
        List<Block> document = SummaryDocument.of(summary, charts);
        Path json = resultsRoot.resolve(JSON);
        Json.write(json, summary);
        Path markdown = text(resultsRoot.resolve(MARKDOWN), MarkdownPage.render(document));
        Path html = text(resultsRoot.resolve(HTML), HtmlPage.render(document));
        return List.of(html, markdown, json);
    }

    private static Path text(Path file, String content) {
        try {
            return Files.writeString(file, content, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
    }
}
