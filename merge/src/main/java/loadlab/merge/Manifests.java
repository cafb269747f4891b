package loadlab.merge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import loadlab.record.MergeManifest;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;

/** The {@link MergeManifest} of a merge: what the merged log holds, and what the merge passed over. */
final class Manifests {

    private Manifests() {
    }

    static MergeManifest of(MergeResult result, List<Optional<RunRecord>> records, List<Mismatch> overridden) {
        List<MergedPart> parts = result.parts();
        List<MergeManifest.Run> runs = IntStream.range(0, parts.size()).mapToObj(i -> {
            MergedPart part = parts.get(i);
            Optional<RunRecord> record = records.get(i);
            return new MergeManifest.Run(part.run(), part.runStart(), part.offsetMillis(), part.requests(), part.records(),
                    record.map(r -> r.settings().get(PlanSettings.INJECTOR)).orElse(null),
                    record.map(RunRecord::host).orElse(null), record.map(RunRecord::clockOffset).orElse(null));
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
}
