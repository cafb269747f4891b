package loadlab.reports.merge;

import java.util.List;

/**
 * {@value #FILE} beside a merged run's log: which runs it holds. The log itself has no place for
 * it (a merged log looks like any run to Gatling).
 *
 * @param runStart the merged run's start: the earliest of the runs'
 * @param requests request records of the merged log, the sum of the runs'
 */
public record MergeManifest(int format, String simulation, long runStart, long requests, List<Run> runs) {
    public static final String FILE = "merge.json";

    public MergeManifest {
        runs = List.copyOf(runs);
    }

    static MergeManifest of(MergeResult result) {
        List<Run> runs = result.parts().stream()
                .map(part -> new Run(part.log().getParent().getFileName().toString(), part.runStart(),
                        part.offsetMillis(), part.requests(), part.records()))
                .toList();
        return new MergeManifest(1, result.header().simulationClass().text(), result.header().runStart(),
                result.requests(), runs);
    }

    /**
     * One merged run.
     *
     * @param folder       the run folder's name
     * @param offsetMillis its start after the merged run's start
     */
    public record Run(String folder, long runStart, long offsetMillis, long requests, long records) {
    }
}
