package loadlab.merge;

import io.gatling.app.Gatling$;
import java.nio.file.Path;

/**
 * Gatling's own report generator in reports-only mode ({@code -ro}): reads
 * {@code <resultsFolder>/<runId>/simulation.log}, writes the HTML report beside it and evaluates the
 * run's assertions, as at the end of a run. Needs the JVM option
 * {@code --add-opens=java.base/java.lang=ALL-UNNAMED}. Gatling stops the logging system when it
 * returns, so call it last.
 */
final class GatlingReports {
    static final int OK = 0;
    static final int ASSERTIONS_FAILED = 2;

    private GatlingReports() {
    }

    /** Gatling's exit status: {@link #OK}, or {@link #ASSERTIONS_FAILED} (the report is written either way). */
    static int generate(Path resultsFolder, String runId) {
        return Gatling$.MODULE$.fromArgs(new String[] {
            "--reports-only", runId,
            "--results-folder", resultsFolder.toAbsolutePath().toString(),
        });
    }
}
