package loadlab.reports.summary;

import java.util.Map;
import loadlab.record.MergeManifest;
import loadlab.record.ProcessUsage;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.gatling.GatlingRun;

/**
 * One readable run with what was found beside it.
 *
 * @param record  the matched record, or null
 * @param usage    the matched server usage samples, or null (external target, or no sampler)
 * @param injector the matched injector usage samples (the Gatling JVM and the machine), or null (a run
 *                 from before the injector was sampled)
 * @param variant  "" except for hello runs: the variants the run covers, comma-separated
 *                 (see {@link loadlab.record.names.RunVariants#of})
 * @param used     true for a run the summary uses: of the runs of the summarised target
 *                 ({@link SummarisedTarget}), the newest of its simulation and of at least one of its variants
 * @param hasHtml  whether Gatling wrote its index.html (false for a run that crashed or still runs)
 * @param merge    for a run the merge command wrote, its {@code merge.json} (which runs it holds); else null
 * @param repeats  its rows across their repeats (-Drepeats), cut from its log; {@link RepeatFigures#NONE}
 *                 for a run without repeats
 */
public record CatalogEntry(
        GatlingRun run,
        RecordKey recordKey,
        RunRecord record,
        ProcessUsage usage,
        ProcessUsage injector,
        String variant,
        boolean used,
        boolean hasHtml,
        MergeManifest merge,
        RepeatFigures repeats) {

    public CatalogEntry {
        repeats = repeats == null ? RepeatFigures.NONE : repeats;
    }

    /** A run without repeats. */
    public CatalogEntry(GatlingRun run, RecordKey recordKey, RunRecord record, ProcessUsage usage,
            ProcessUsage injector, String variant, boolean used, boolean hasHtml, MergeManifest merge) {
        this(run, recordKey, record, usage, injector, variant, used, hasHtml, merge, RepeatFigures.NONE);
    }

    /** A run whose injector was not sampled. */
    public CatalogEntry(GatlingRun run, RecordKey recordKey, RunRecord record, ProcessUsage usage, String variant,
            boolean used, boolean hasHtml) {
        this(run, recordKey, record, usage, null, variant, used, hasHtml, null);
    }

    /** A run the merge command did not write. */
    public CatalogEntry(GatlingRun run, RecordKey recordKey, RunRecord record, ProcessUsage usage,
            ProcessUsage injector, String variant, boolean used, boolean hasHtml) {
        this(run, recordKey, record, usage, injector, variant, used, hasHtml, null);
    }

    /** The same run with its rows across their repeats. */
    public CatalogEntry withRepeats(RepeatFigures figures) {
        return new CatalogEntry(run, recordKey, record, usage, injector, variant, used, hasHtml, merge, figures);
    }

    public Map<String, String> settings() {
        return record == null ? Map.of() : record.settings();
    }

    /**
     * The server the run measured, as its record's {@link RunRecord#TARGET_SETTING} setting names it
     * ({@code reference}, {@code node}, ...); null when unknown: a record from before the setting, or none.
     */
    public String target() {
        String target = settings().get(RunRecord.TARGET_SETTING);
        return target == null || target.isBlank() ? null : target.trim();
    }

    /** Why the run stopped before its plan was done (its record says), or null. */
    public String aborted() {
        return record == null ? null : record.aborted();
    }

    public CatalogEntry asUsed(boolean isUsed) {
        return new CatalogEntry(run, recordKey, record, usage, injector, variant, isUsed, hasHtml, merge, repeats);
    }
}
