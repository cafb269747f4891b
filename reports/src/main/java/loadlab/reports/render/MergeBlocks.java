package loadlab.reports.render;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import loadlab.record.ClockOffset;
import loadlab.record.MergeManifest;
import loadlab.reports.summary.RunListing;

/**
 * Under the run table, the parts of each merged run: which injector ran each, on which host, and how
 * far the target's clock stood from that injector's; and a warning for a merge that passed over a check
 * (docs/scale-out.md, "What it refuses"). Nothing for a summary without a merged run.
 */
final class MergeBlocks {
    static final String CLOCK = "Target clock vs injector";

    private MergeBlocks() {
    }

    static List<Block> of(List<RunListing> runs) {
        List<RunListing> merged = runs.stream().filter(run -> run.merge() != null).toList();
        List<Block> blocks = new ArrayList<>();
        if (merged.isEmpty()) {
            return blocks;
        }
        blocks.add(new Block.Heading(3, "Parts of merged runs"));
        for (RunListing run : merged) {
            if (!run.merge().overridden().isEmpty()) {
                blocks.add(new Block.Warning("Run " + run.runId() + " was merged from runs that are not one set"
                        + " (-DallowMismatch): " + run.merge().overridden().entrySet().stream()
                        .map(check -> check.getKey() + ": " + check.getValue()).collect(Collectors.joining("; "))));
            }
        }
        blocks.add(new Block.Paragraph("Each injector's run in a merged run. " + CLOCK + ": how far the target's"
                + " clock was ahead of the injector's as the run started (read from the target's Date header;"
                + " ± bounds it), so timestamps of the target and of each injector can be set side by side."));
        blocks.add(new Block.Grid(table(merged)));
        return blocks;
    }

    static Table table(List<RunListing> merged) {
        List<List<Cell>> rows = new ArrayList<>();
        for (RunListing run : merged) {
            for (MergeManifest.Run part : run.merge().runs()) {
                rows.add(List.of(Cell.link(run.runId(), Href.report(run.runId())), Cell.of(part.folder()),
                        Cell.of(part.injector() == null ? "-" : part.injector()),
                        Cell.of(part.host() == null ? "unknown" : part.host()),
                        Cell.of(Long.toString(part.requests())), Cell.of("+" + part.offsetMillis() + " ms"),
                        Cell.of(clock(part.clockOffset()))));
            }
        }
        return new Table(List.of("Merged run", "Part", "Injector", "Host", "Requests", "Started after the first",
                CLOCK), rows);
    }

    private static String clock(ClockOffset offset) {
        return offset == null ? SummaryTables.NOT_MEASURED : offset.toString();
    }
}
