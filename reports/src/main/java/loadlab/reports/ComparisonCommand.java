package loadlab.reports;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import loadlab.record.GitCommit;
import loadlab.record.Machine;
import loadlab.record.comparison.ComparisonRecords;
import loadlab.record.comparison.ComparisonSide;
import loadlab.reports.comparison.ComparisonJudge;
import loadlab.reports.comparison.ComparisonSection;
import loadlab.reports.comparison.ComparisonTable;
import loadlab.reports.summary.Environment;

/**
 * Command line: the A/B verdict. Reads the newest A/B comparison under the results root, prints a
 * per-metric table (A and B medians, the ratio B / A and its interval, the verdict, the smallest change
 * it could see, gated or advisory), the runs that did not pass, every reason it fails, and a one-line
 * verdict.
 * <pre>java loadlab.reports.CommandLine comparison [lab.results=&lt;folder&gt;] [comparisonThresholds=&lt;file&gt;]
 *     [comparison.&lt;key&gt;=&lt;value&gt; ...] [comparison.allowInconclusive=true] [secondLook=&lt;file&gt;]</pre>
 * With {@code secondLook} it also writes the ids of the gated metrics the first look left beyond their
 * threshold without a verdict, one per line (none: an empty file): the suite's A/B run reads them after
 * its planned pairs to run the second look. The comparison is judged by the settings it was registered with
 * when it started ({@link loadlab.reports.comparison.JudgeSettings}): thresholds given here must be the same
 * ones. Every key may also be a system property. Exit code 0 when
 * the comparison passes, 1 when it fails ({@link ComparisonJudge}: fails closed), 2 on wrong arguments or
 * when there is no comparison to read.
 */
final class ComparisonCommand {

    private ComparisonCommand() {
    }

    static int run(CommandOptions options, PrintStream out) {
        Path root = options.results();
        Environment environment = new Environment(Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                Machine.current(), GitCommit.of(options.root()).orElse(null));
        ComparisonSection section = ComparisonJudge.newest(root, environment, options.comparisonSettings())
                .orElseThrow(() -> new IllegalArgumentException("no A/B comparison under " + ComparisonRecords.under(root)
                .folder()
                        + " (it is written by mvn gatling:test -Dagainst=...)"));
        out.println("A/B comparison started " + Instant.ofEpochMilli(section.startEpochMillis()) + ", profile "
                + section.profile() + ", " + String.join(", ", section.simulations()) + ":");
        out.println("  A: " + side(section.a()));
        out.println("  B: " + side(section.b()));
        out.print(ComparisonTable.format(section));
        if (options.secondLook().isPresent()) {
            Path file = options.secondLook().get();
            List<String> ids = section.secondLookCalledFor();
            try {
                Files.createDirectories(file.toAbsolutePath().getParent());
                Files.write(file, ids);
            } catch (IOException e) {
                throw new UncheckedIOException("could not write the second look's metrics to " + file, e);
            }
        }
        return section.passed() ? 0 : 1;
    }

    private static String side(ComparisonSide side) {
        return side.description() + " (" + side.given() + (side.commit() == null ? "" : ", commit " + side.commit())
                + ")";
    }
}
