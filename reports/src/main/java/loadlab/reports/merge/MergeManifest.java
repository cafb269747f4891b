package loadlab.reports.merge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import loadlab.reports.sidecar.ClockOffset;
import loadlab.reports.sidecar.PlanSettings;
import loadlab.reports.sidecar.RunSidecar;

/**
 * {@value #FILE} beside a merged run's log: which runs it holds, where each ran, and the checks the
 * merge passed over. The log itself has no place for it (a merged log looks like any run to Gatling).
 *
 * @param runStart   the merged run's start: the earliest of the runs'
 * @param requests   request records of the merged log, the sum of the runs'
 * @param overridden check name to what differed, for each {@link SetCheck} the parts failed and the merge
 *                   was told to pass over ({@value SetCheck#OVERRIDE}); empty when they passed every check
 */
public record MergeManifest(int format, String simulation, long runStart, long requests, List<Run> runs,
                            Map<String, String> overridden) {
    public static final String FILE = "merge.json";

    public MergeManifest {
        runs = List.copyOf(runs);
        overridden = overridden == null ? Map.of() : Map.copyOf(overridden);
    }

    static MergeManifest of(MergeResult result, List<Optional<RunSidecar>> records, List<Mismatch> overridden) {
        List<MergedPart> parts = result.parts();
        List<Run> runs = IntStream.range(0, parts.size()).mapToObj(i -> {
            MergedPart part = parts.get(i);
            Optional<RunSidecar> record = records.get(i);
            return new Run(part.run(), part.runStart(), part.offsetMillis(), part.requests(), part.records(),
                    record.map(r -> r.settings().get(PlanSettings.INJECTOR)).orElse(null),
                    record.map(RunSidecar::host).orElse(null), record.map(RunSidecar::clockOffset).orElse(null));
        }).toList();
        return new MergeManifest(1, result.header().simulationClass().text(), result.header().runStart(),
                result.requests(), runs, byCheck(overridden));
    }

    /** Check name to what differed, as merge.json and the merged run's record carry them. */
    static Map<String, String> byCheck(List<Mismatch> mismatches) {
        Map<String, String> byCheck = new LinkedHashMap<>();
        mismatches.forEach(mismatch -> byCheck.put(mismatch.check().id(), mismatch.detail()));
        return byCheck;
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
