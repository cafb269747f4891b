package loadlab.record;

import java.nio.file.Path;
import loadlab.record.json.Json;

/**
 * The files found for one record key; any may be null (a run against an outside server has no
 * server usage; runs from before the injector was sampled have no injector usage; only insert runs
 * keep books by identity, whose {@code items} hold null for a file that was not found).
 */
public record RecordFiles(RecordKey key, Path json, Path usageCsv, Path injectorCsv, ItemFiles items) {

    /** The files of a run without books by identity. */
    public RecordFiles(RecordKey key, Path json, Path usageCsv, Path injectorCsv) {
        this(key, json, usageCsv, injectorCsv, null);
    }

    /** The files of a run whose injector was not sampled. */
    public RecordFiles(RecordKey key, Path json, Path usageCsv) {
        this(key, json, usageCsv, null);
    }

    public RunRecord readRecord() {
        return json == null ? null : Json.read(json, RunRecord.class);
    }

    public ProcessUsage readUsage() {
        return usageCsv == null ? null : UsageCsv.read(usageCsv);
    }

    public ProcessUsage readInjector() {
        return injectorCsv == null ? null : UsageCsv.read(injectorCsv);
    }
}
