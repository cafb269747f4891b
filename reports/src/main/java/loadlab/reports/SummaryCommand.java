package loadlab.reports;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.stream.Collectors;
import loadlab.record.GitCommit;
import loadlab.record.Machine;
import loadlab.record.comparison.ComparisonRecords;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.reports.comparison.ComparisonJudge;
import loadlab.reports.comparison.ComparisonTable;
import loadlab.reports.comparison.JudgeSettings;
import loadlab.reports.render.SummaryFiles;
import loadlab.reports.summary.Environment;
import loadlab.reports.summary.RunCatalog;
import loadlab.reports.summary.SummarisedTarget;
import loadlab.reports.summary.Summary;
import loadlab.reports.summary.SummaryBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Command line: summarise every Gatling run under the reports root into
 * {@code index.html}, {@code summary.md} and {@code summary.json} there.
 * <pre>java loadlab.reports.CommandLine summary [lab.results=&lt;folder&gt;] [target=&lt;name&gt;]   (or -D...)</pre>
 * {@code lab.results} defaults to {@code <root>/reports}; {@code target}, the server whose runs the sections
 * and metrics show, to {@link SummarisedTarget#byDefault the reference server or the newest run's}.
 * Exit code 0 when written, 1 when the folder holds no readable run and no A/B comparison, or no run of
 * the target named (nothing is written: an empty summary would pass every gate), 2 when the arguments
 * are wrong. A/B thresholds as the {@code comparison} command reads them ({@code comparisonThresholds=}, {@code
 * comparison.<key>=}).
 */
final class SummaryCommand {
    private static final Logger LOG = LoggerFactory.getLogger(SummaryCommand.class);

    private SummaryCommand() {
    }

    static int run(CommandOptions options, PrintStream out) {
        Path reports = options.results();
        RunCatalog catalog = RunCatalog.scan(reports, new GatlingRunReader());
        // A root holding an A/B comparison and no run of its own still has a page to show: the comparison's.
        if (catalog.entries().isEmpty() && ComparisonRecords.under(reports).newest().isEmpty()) {
            out.println("summary: no readable Gatling run under " + reports + "; nothing written."
                    + (catalog.unreadable().isEmpty() ? " (No run folder with a simulation.log.)"
                    : " Skipped " + catalog.unreadable().size() + " run folder(s):"));
            catalog.unreadable().forEach(skipped -> out.println("  " + skipped.runId() + ": " + skipped.reason()));
            return 1;
        }
        if (options.target().isPresent()) {
            String target = options.target().get();
            if (!catalog.runsByTarget().containsKey(target)) {
                out.println("summary: no run of target " + target + " under " + reports + "; nothing written. The runs there"
                        + " measured: " + catalog.runsByTarget().entrySet().stream()
                                .map(runs -> runs.getKey() + " (" + runs.getValue() + " run(s))")
                                .collect(Collectors.joining(", ")) + ".");
                return 1;
            }
            catalog = catalog.forTarget(target);
        }
        Environment environment = new Environment(Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                Machine.current(), GitCommit.of(options.root()).orElse(null));
        Summary summary = withNewestComparison(new SummaryBuilder().build(catalog, environment), reports,
                environment, options);
        List<Path> files = SummaryFiles.write(summary, reports);
        out.println("Summarised " + catalog.entries().size() + " run(s) from " + reports
                + (catalog.unreadable().isEmpty() ? "" : " (" + catalog.unreadable().size() + " skipped)") + ":");
        summary.notes().forEach(note -> out.println("  " + note));
        if (summary.comparison() != null) {
            out.println("  " + ComparisonTable.verdict(summary.comparison()));
        }
        files.forEach(file -> out.println("  wrote " + file));
        return 0;
    }

    /**
     * The summary with the newest A/B comparison under the root, if any; a note instead when it cannot be read.
     * Judge settings this command cannot read, or other than those the comparison was registered with, fail it.
     */
    private static Summary withNewestComparison(Summary summary, Path reports, Environment environment, CommandOptions options) {
        JudgeSettings given = options.comparisonSettings();
        try {
            return ComparisonJudge.newest(reports, environment, given)
                    .map(summary::withComparison).orElse(summary);
        } catch (JudgeSettings.NotRegistered e) {
            throw e;
        } catch (RuntimeException e) {
            LOG.warn("Ignoring the A/B comparisons under {}: {}", reports, e.getMessage());
            return summary.withNote("The newest A/B comparison could not be read (" + e.getMessage()
                    + "): no A/B section.");
        }
    }
}
