package loadlab.record.browser;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import loadlab.record.RecordKey;
import loadlab.record.RunRecords;
import loadlab.record.json.Json;

/**
 * Where browser records live: beside the run's record, as
 * {@code <reports root>/records/<Simulation>-<startEpochMillis>-browser.json}. The suite writes them
 * with this class; the summary finds them with it.
 */
public final class BrowserRecords {
    static final String SUFFIX = "-browser.json";

    private final Path folder;

    private BrowserRecords(Path folder) {
        this.folder = folder;
    }

    public static BrowserRecords under(Path resultsRoot) {
        return new BrowserRecords(RunRecords.under(resultsRoot).folder());
    }

    public Path file(RecordKey key) {
        return folder.resolve(key.baseName() + SUFFIX);
    }

    /** Writes (or rewrites) the record atomically and returns its path. */
    public Path write(BrowserRecord record) {
        Path file = file(new RecordKey(record.simulation(), record.startEpochMillis()));
        Json.write(file, record);
        return file;
    }

    /** The record of the run with that record key, if one was written. */
    public Optional<BrowserRecord> read(RecordKey key) {
        Path file = file(key);
        return Files.isRegularFile(file) ? Optional.of(Json.read(file, BrowserRecord.class)) : Optional.empty();
    }
}
