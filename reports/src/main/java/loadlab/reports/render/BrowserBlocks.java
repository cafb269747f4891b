package loadlab.reports.render;

import java.util.ArrayList;
import java.util.List;
import loadlab.record.browser.BrowserSetup;
import loadlab.reports.summary.BrowserRow;
import loadlab.reports.summary.BrowserRunSummary;
import loadlab.reports.summary.BrowserSection;

/** The transports section's browser-vs-Gatling part: which client is which, failures first, then the table. */
final class BrowserBlocks {
    static final String HEADING = "Browser vs Gatling";
    static final String EXPLANATION = "Browser = the page in Chromium, one test per full page reload, each transport"
            + " in a Chromium of its own, its pages one after another, beside Gatling's pages (-Dpages=side-by-side,"
            + " the default) or every page in one Chromium after the simulation (-Dpages=in-turn): each exchange timed"
            + " with performance.now() (0.1 ms)"
            + " from the request, or the new socket, to"
            + " the answer's arrival, think time excluded; median total over the repeats that passed, and their spread"
            + " (min - max). Gatling = the page group's mean total from the table above (whole milliseconds per"
            + " exchange; fresh sockets include the close, the browser's do not). Ratio = Gatling / browser: above 1,"
            + " Gatling measured more.";

    private BrowserBlocks() {
    }

    static List<Block> of(BrowserSection section) {
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Heading(3, HEADING));
        if (section == null) {
            blocks.add(new Block.Paragraph("No browser run beside these runs: mvn gatling:test -Dbrowser=chromium adds"
                    + " one (docs/browser.md)."));
            return blocks;
        }
        for (BrowserRunSummary run : section.runs()) {
            if (run.setup().skipped() != null) {
                blocks.add(new Block.Paragraph("Run " + run.runId() + " (" + run.framing() + " framing): the browser did"
                        + " not run: " + run.setup().skipped() + "."));
            } else if (!run.failures().isEmpty()) {
                blocks.add(new Block.Warning("Browser run beside " + run.runId() + " FAILED (" + run.failures().size()
                        + " failure(s)); failed tests count in no figure: " + String.join("; ", run.failures())));
            }
        }
        section.runs().stream().filter(run -> run.setup().skipped() == null).forEach(run -> blocks.add(new Block.Paragraph(
                "Browser run beside " + run.runId() + " (" + run.framing() + " framing): " + setup(run.setup()))));
        blocks.add(new Block.Paragraph(EXPLANATION));
        Table table = table(section);
        if (!table.isEmpty()) {
            blocks.add(new Block.Grid(table));
        }
        return blocks;
    }

    /** "Chromium 156, headless, on http://x/lab of the same server; 3 repeat(s) per transport and N, ...". */
    private static String setup(BrowserSetup setup) {
        return setup.browser() + ", headless, on " + setup.page() + " of the same server; " + setup.repeats()
                + " repeat(s) per transport and N, " + setup.size() + " characters per answer, " + setup.thinkMs()
                + " ms think time.";
    }

    static Table table(BrowserSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (BrowserRow row : section.rows()) {
            rows.add(List.of(Cell.of(row.framing()), Cell.of(row.transport()), Cell.of(Integer.toString(row.exchanges())),
                    row.failed() ? Cell.alert("FAILED (" + row.failedTests() + " of " + (row.okTests() + row.failedTests())
                            + ")") : Cell.of(SummaryTables.OK),
                    Cell.of(Integer.toString(row.okTests())),
                    Cell.of(ms(row.browserTotalMedianMs(), 2)),
                    Cell.of(row.browserTotalMinMs() == null ? "-"
                            : ms(row.browserTotalMinMs(), 2) + " - " + ms(row.browserTotalMaxMs(), 2)),
                    Cell.of(ms(row.browserPerExchangeMs(), 3)),
                    Cell.of(Format.ms(row.gatlingTotalMeanMs())),
                    Cell.of(ms(row.gatlingPerExchangeMs(), 2)),
                    Cell.of(row.ratio() == null ? "-" : Format.decimal(row.ratio(), 2) + "x")));
        }
        return new Table(List.of("Framing", "Transport", "N exchanges", SummaryTables.STATUS, "Browser repeats",
                "Browser total median (ms)", "Browser total min - max (ms)", "Browser per exchange (ms)",
                "Gatling total mean (ms)", "Gatling per exchange (ms)", "Gatling / browser"), rows);
    }

    private static String ms(Double millis, int places) {
        return millis == null ? "-" : Format.decimal(millis, places);
    }
}
