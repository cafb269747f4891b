package loadlab.reports.render;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import loadlab.reports.sidebyside.AbsentTarget;
import loadlab.reports.sidebyside.SideBySide;
import loadlab.reports.sidebyside.TargetColumn;
import loadlab.reports.sidebyside.TargetOutcome;

/**
 * The targets of the newest target set side by side, before the single-run sections: the answers (one
 * generated sentence per experiment, hello one per variant), each target's outcomes, then a table per
 * experiment. Nothing when the summary has no side-by-side.
 */
final class SideBySideBlocks {
    static final String HEADING = "Targets side by side: which server, and by how much";
    static final String METHOD = "Each target's runs are the runs whose record names it (setting \"target\") and that"
            + " started within the set's span; each experiment uses the newest of them (hello: of each variant;"
            + " transports: of each framing), as the single-run sections do. A multiple (\u00d7) divides a target's"
            + " figure by the baseline's: the first target in the set's order that has the figure. Insert compares"
            + " the highest concurrency step both targets ran; transports compare, on each target, every transport's"
            + " total time with AJAX's at the largest N both ran. Every sentence says what bound its figures (the"
            + " legend above): a multiple of figures where the injector saturated is partly the load generator's"
            + " limit; one of machine-bound figures compares the targets on shared cores, not at capacity. Figure"
            + " cells say their row's verdict in brackets.";
    static final String SINGLE_RUN_NOTE = "The single-run sections below are unchanged by the set: each shows the"
            + " newest run of its simulation whichever target it measured (their run lists name it), and the gate's"
            + " metrics come from them.";

    private SideBySideBlocks() {
    }

    /** @param charts the insert comparison's chart files, or null */
    static List<Block> of(SideBySide sideBySide, List<String> charts) {
        if (sideBySide == null) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Heading(2, HEADING));
        blocks.add(new Block.Paragraph(set(sideBySide) + " " + METHOD));
        sideBySide.notes().forEach(note -> blocks.add(new Block.Warning(note)));
        if (sideBySide.transports() != null) {
            sideBySide.transports().answers().forEach(answer -> blocks.add(answer("Transports", answer)));
        }
        if (sideBySide.insert() != null) {
            sideBySide.insert().answers().forEach(answer -> blocks.add(answer("Insert", answer)));
        }
        if (sideBySide.hello() != null) {
            sideBySide.hello().answers().forEach(answer -> blocks.add(answer("Hello", answer)));
        }
        List<String> failed = new ArrayList<>();
        for (TargetColumn target : sideBySide.targets()) {
            target.outcomes().stream().filter(outcome -> outcome.status() == TargetOutcome.Status.FAILED)
                    .forEach(outcome -> failed.add(target.name() + " " + outcome.simulation() + ": " + outcome.reason()));
        }
        if (!failed.isEmpty()) {
            blocks.add(new Block.Warning(failed.size() + " run(s) of the set FAILED: " + String.join("; ", failed) + "."));
        }
        blocks.add(new Block.Heading(3, "Outcomes per target"));
        blocks.add(new Block.Grid(SideBySideTables.outcomes(sideBySide.targets())));
        if (sideBySide.transports() != null) {
            blocks.add(new Block.Heading(3, "Transports per target: total time of N exchanges"));
            absent(blocks, sideBySide.transports().absent());
            blocks.add(new Block.Grid(SideBySideTables.transports(sideBySide.transports())));
        }
        if (sideBySide.insert() != null) {
            blocks.add(new Block.Heading(3, "Insert per target: throughput and p99 per concurrency step"));
            absent(blocks, sideBySide.insert().absent());
            if (charts != null) {
                charts.forEach(file -> blocks.add(new Block.Image(file, file)));
            }
            blocks.add(new Block.Grid(SideBySideTables.insert(sideBySide.insert())));
            blocks.add(new Block.Grid(SideBySideTables.reconciliation(sideBySide.insert())));
        }
        if (sideBySide.hello() != null) {
            blocks.add(new Block.Heading(3, "Hello per target: rate, latency, server CPU and the cross-check"));
            absent(blocks, sideBySide.hello().absent());
            blocks.add(new Block.Grid(SideBySideTables.hello(sideBySide.hello())));
        }
        blocks.add(new Block.Paragraph(SINGLE_RUN_NOTE));
        return blocks;
    }

    /** "Target set started ..., profile smoke, ended ...: reference (the Micronaut reference server), node (...)." */
    private static String set(SideBySide sideBySide) {
        return "Target set started " + Instant.ofEpochMilli(sideBySide.setStartEpochMillis()) + ", profile "
                + sideBySide.profile() + ", " + (sideBySide.setEndEpochMillis() == 0 ? "still running"
                : "ended " + Instant.ofEpochMilli(sideBySide.setEndEpochMillis())) + "; simulations "
                + String.join(", ", sideBySide.simulations()) + "; targets in order: "
                + sideBySide.targets().stream().map(target -> target.name() + " (" + target.description() + ")")
                        .collect(Collectors.joining(", ")) + ". Baseline: " + sideBySide.baseline() + ".";
    }

    private static Block answer(String experiment, String sentence) {
        return new Block.Paragraph(experiment + ": " + sentence);
    }

    private static void absent(List<Block> blocks, List<AbsentTarget> absent) {
        if (!absent.isEmpty()) {
            blocks.add(new Block.Paragraph("Not in this comparison: " + absent.stream().map(AbsentTarget::sentence)
                    .collect(Collectors.joining("; ")) + "."));
        }
    }
}
