package loadlab.record;

import java.util.List;
import java.util.Map;

/**
 * {@value #FILE} beside a merged run's log: which runs it holds, where each ran, and the checks the
 * merge passed over. The log itself has no place for it (a merged log looks like any run to Gatling).
 *
 * @param runStart   the merged run's start: the earliest of the runs'
 * @param requests   request records of the merged log, the sum of the runs'
 * @param overridden check name to what differed, for each set check the parts failed and the merge
 *                   was told to pass over ({@code allowMismatch}); empty when they passed every check
 */
public record MergeManifest(int format, String simulation, long runStart, long requests, List<Run> runs,
                            Map<String, String> overridden) {
    public static final String FILE = "merge.json";

    public MergeManifest {
        runs = List.copyOf(runs);
        overridden = overridden == null ? Map.of() : Map.copyOf(overridden);
    }

    /**
     * One merged run.
     *
     * @param folder       the run folder's name
     * @param offsetMillis its start after the merged run's start
     * @param injector     its {@code injector} setting; null without a record
     * @param host         the host it ran on; null without a record (or one from before records named it)
     * @param clockOffset  the target's clock against its injector's; null when not measured
     */
    public record Run(String folder, long runStart, long offsetMillis, long requests, long records, String injector,
                      String host, ClockOffset clockOffset) {
    }
}
