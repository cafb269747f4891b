package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import loadlab.record.RecordFiles;
import loadlab.record.RunRecords;
import loadlab.record.gatling.GatlingRun;

/**
 * Pairs runs with records. A record belongs to a run of the same simulation when its stamp lies
 * in [run start - lead, run start + lag]: simulations stamp it in {@code before()}, before the server
 * starts, and Gatling stamps its run start right after {@code before()} returns. Of several
 * candidates the latest stamp wins, and each record serves one run at most.
 */
final class RecordMatcher {

    RecordMatcher() {
    }

    /** Run id to its record files, for the runs that have one. */
    Map<String, RecordFiles> match(List<GatlingRun> runs, List<RecordFiles> records) {
        List<RecordFiles> free = new ArrayList<>(records);
        Map<String, RecordFiles> matched = new HashMap<>();
        List<GatlingRun> newestFirst = runs.stream()
                .sorted(Comparator.comparingLong(GatlingRun::runStart).reversed())
                .toList();
        for (GatlingRun run : newestFirst) {
            long earliest = run.runStart() - RunRecords.LEAD.toMillis();
            long latest = run.runStart() + RunRecords.LAG.toMillis();
            free.stream()
                    .filter(files -> files.key().simulation().equals(run.simulation()))
                    .filter(files -> files.key().startEpochMillis() >= earliest
                            && files.key().startEpochMillis() <= latest)
                    .max(Comparator.comparingLong(files -> files.key().startEpochMillis()))
                    .ifPresent(files -> {
                        matched.put(run.runId(), files);
                        free.remove(files);
                    });
        }
        return matched;
    }
}
