package loadlab.record;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import loadlab.record.json.Json;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where records live: {@code <reports root>/records/<Simulation>-<startEpochMillis>.json}, the
 * server's usage {@code ...-usage.csv} and the injector's (the Gatling JVM's own) {@code ...-injector.csv}
 * beside it, and for an insert run its books by identity: the items its 201s named
 * ({@code ...-acked.ndjson.gz}) and the store's export after its last insert ({@code ...-export.ndjson.gz}).
 * The simulations write them with this class; the summary and the merge find them with it.
 *
 * @param folder the folder itself ({@code <reports root>/records}; see {@link #under})
 */
public record RunRecords(Path folder) {
    public static final String FOLDER = "records";
    private static final Logger LOG = LoggerFactory.getLogger(RunRecords.class);
    private static final String JSON = ".json";
    private static final String USAGE = "-usage.csv";
    private static final String INJECTOR = "-injector.csv";
    private static final String SCRAPE = "-scrape.csv";
    private static final String ACKED = "-acked.ndjson.gz";
    private static final String EXPORT = "-export.ndjson.gz";
    /** File kinds in the order {@link RecordFiles} holds them. */
    private static final List<String> KINDS = List.of(JSON, USAGE, INJECTOR, ACKED, EXPORT);
    private static final Pattern NAME = Pattern.compile("([A-Za-z0-9_$]+)-(\\d+)("
            + String.join("|", KINDS.stream().map(Pattern::quote).toList()) + ")");

    /** The records of the reports root given (the folder Gatling writes its runs into). */
    public static RunRecords under(Path resultsRoot) {
        return new RunRecords(resultsRoot.resolve(FOLDER));
    }

    public Path jsonFile(RecordKey key) {
        return folder.resolve(key.baseName() + JSON);
    }

    public Path usageFile(RecordKey key) {
        return folder.resolve(usageFileName(key));
    }

    public static String usageFileName(RecordKey key) {
        return key.baseName() + USAGE;
    }

    /** The server's usage as its metrics told it, scraped beside the samples from /proc. */
    public Path scrapeFile(RecordKey key) {
        return folder.resolve(scrapeFileName(key));
    }

    public static String scrapeFileName(RecordKey key) {
        return key.baseName() + SCRAPE;
    }

    public Path injectorFile(RecordKey key) {
        return folder.resolve(injectorFileName(key));
    }

    public static String injectorFileName(RecordKey key) {
        return key.baseName() + INJECTOR;
    }

    /** An insert run's books by identity: the items its 201s named and the store's export. */
    public ItemFiles itemFiles(RecordKey key) {
        return new ItemFiles(folder.resolve(key.baseName() + ACKED), folder.resolve(key.baseName() + EXPORT));
    }

    /** Writes (or rewrites) the record atomically and returns its path. */
    public Path write(RunRecord record) {
        Path file = jsonFile(new RecordKey(record.simulation(), record.startEpochMillis()));
        Json.write(file, record);
        return file;
    }

    /** Every key found in the folder, oldest first; files that do not follow the naming are ignored. */
    public List<RecordFiles> list() {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        Map<RecordKey, Path[]> found = new LinkedHashMap<>();
        try (Stream<Path> files = Files.list(folder)) {
            files.sorted().forEach(file -> {
                Matcher name = NAME.matcher(file.getFileName().toString());
                if (name.matches()) {
                    RecordKey key = new RecordKey(name.group(1), Long.parseLong(name.group(2)));
                    found.computeIfAbsent(key, k -> new Path[KINDS.size()])[KINDS.indexOf(name.group(3))] = file;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("could not list " + folder, e);
        }
        List<RecordFiles> result = new ArrayList<>();
        found.forEach((key, paths) -> result.add(new RecordFiles(key, paths[0], paths[1], paths[2],
                paths[3] == null && paths[4] == null ? null : new ItemFiles(paths[3], paths[4]))));
        result.sort(Comparator.comparingLong(files -> files.key().startEpochMillis()));
        return result;
    }

    /**
     * Each Gatling run's record files by the run's id ({@link RunRecord#runId()}), for the records that name
     * one; of two records naming one run (a run folder copied with its records) the later stamped. A record
     * that cannot be read is left out, with a warning.
     */
    public Map<String, RecordFiles> byRunId() {
        Map<String, RecordFiles> byRun = new HashMap<>();
        for (RecordFiles files : list()) {
            if (files.json() == null) {
                continue;
            }
            try {
                String runId = files.readRecord().runId();
                if (runId != null) {
                    byRun.put(runId, files);
                }
            } catch (RuntimeException e) {
                LOG.warn("Ignoring unreadable record file {}: {}", files.json(), e.getMessage());
            }
        }
        return byRun;
    }
}
