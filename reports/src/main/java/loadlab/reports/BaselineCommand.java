package loadlab.reports;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import loadlab.record.GitCommit;
import loadlab.record.json.Json;
import loadlab.reports.gate.MetricsFile;
import loadlab.reports.gate.StoredBaseline;
import loadlab.reports.summary.Environment;
import loadlab.reports.summary.Metric;

/**
 * Command line: the baseline the gate keeps in the repository, made from a summary.json: its KO
 * counts, failed pages and reconciliation, and where they came from (commit, the command that
 * produced the runs, machine, when).
 * <pre>java loadlab.reports.CommandLine baseline baseline=&lt;file to write&gt; command=&lt;what produced the runs&gt;
 *     [summary=&lt;summary.json&gt;]   (default the reports root's summary.json)</pre>
 * The commit is the summary's, else the project root's HEAD; whether the tree was dirty is asked of
 * git when the root is at that commit (the file being written aside). Exit code 0 when written, 1 when
 * refused (a KO or unbalanced books in the runs: the baseline would excuse them; nothing is written),
 * 2 when the arguments are wrong or no commit is known.
 */
final class BaselineCommand {

    private BaselineCommand() {
    }

    static int run(CommandOptions options, PrintStream out) {
        Path target = options.baseline();
        String command = options.command();
        Path summary = options.summary();
        List<Metric> kept = StoredBaseline.kept(MetricsFile.read(summary));
        List<Metric> failing = StoredBaseline.failing(kept);
        if (!failing.isEmpty()) {
            out.println("baseline: refused, nothing written: the runs in " + summary + " failed, and a baseline"
                    + " holding that would let it pass:");
            failing.forEach(metric -> out.println(String.format(Locale.ROOT, "  %s = %.0f", metric.id(), metric.value())));
            return 1;
        }
        Environment environment = MetricsFile.environment(summary);
        Path root = options.root();
        Optional<String> head = GitCommit.of(root);
        String commit = Optional.ofNullable(environment.gitCommit()).or(() -> head).orElseThrow(() ->
                new IllegalArgumentException(summary + " names no commit and " + root + " is no git checkout:"
                        + " a baseline must say what it measured"));
        Boolean dirty = head.filter(commit::equals)
                .flatMap(same -> GitCommit.dirty(root, excluded(root, target)))
                .orElse(null);
        StoredBaseline baseline = new StoredBaseline(StoredBaseline.FORMAT, commit, dirty, command,
                environment.machine(), environment.generatedAt(),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), kept);
        Json.write(target, baseline);
        out.println("Baseline of " + kept.size() + " metric(s) from " + summary + " (commit " + commit
                + (dirty == null ? ", tree state unknown" : dirty ? ", dirty tree" : "") + "):");
        out.println("  wrote " + target);
        return 0;
    }

    /** The file being written, when it lies under the root: replacing it does not make the tree dirty. */
    private static List<String> excluded(Path root, Path target) {
        return target.startsWith(root) ? List.of(root.relativize(target).toString()) : List.of();
    }
}
