package loadlab.reports;

import java.io.PrintStream;
import java.nio.file.Path;
import loadlab.reports.gate.Gate;
import loadlab.reports.gate.GateReport;
import loadlab.reports.gate.GateTable;
import loadlab.reports.gate.MetricsFile;

/**
 * Command line: the regression gate. Compares a current summary.json with a baseline (another
 * summary.json, or a stored baseline: {@link BaselineCommand}), prints a per-metric table of deltas and
 * exits 1 when any tracked metric regressed beyond its threshold.
 * <pre>java loadlab.reports.CommandLine gate baseline=&lt;file&gt; [current=&lt;summary.json&gt;]
 *     [thresholds=&lt;file.properties&gt;] [gate.&lt;key&gt;=&lt;value&gt; ...]</pre>
 * Every key may also be a system property. Exit code 0 pass, 1 regression, 2 wrong arguments.
 */
final class GateCommand {

    private GateCommand() {
    }

    static int run(CommandOptions options, PrintStream out) {
        Path baseline = options.baseline();
        Path current = options.current();
        GateReport report = new Gate(options.thresholds()).compare(MetricsFile.read(baseline), MetricsFile.read(current));
        out.println("Baseline: " + baseline);
        out.println("Current:  " + current);
        out.print(GateTable.format(report));
        return report.passed() ? 0 : 1;
    }
}
