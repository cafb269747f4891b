package loadlab.merge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import loadlab.record.InsertStep;
import loadlab.record.ItemBooks;
import loadlab.record.ItemFiles;
import loadlab.record.MergedSplit;
import loadlab.record.PlanSettings;
import loadlab.record.Reconciliation;
import loadlab.record.RecordFiles;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.latency.InjectionLag;
import loadlab.record.latency.IntendedLatency;
import loadlab.record.latency.LatencyHistogram;
import loadlab.record.RunRecords;
import loadlab.record.SplitPart;
import loadlab.record.books.ItemCheck;
import loadlab.record.books.UnreadableItemsException;

/**
 * The run record of a merged run, made from its parts' records (each found beside its run, in
 * {@code <its reports root>/records/}, as the summary finds them): the split's books, its insert steps'
 * windows, and the settings with {@code injector} naming every part. Stamped with the merged run's
 * start, so the summary pairs it with the merged run.
 *
 * <p>The insert books balance over the whole split: every injector reads {@code GET /items/count}
 * before its first insert and after its last, so the earliest count before precedes every insert of
 * the split and the latest count after follows them all. The acknowledged inserts of all injectors
 * must equal the difference of those two, whatever each injector's own books say (each one's count
 * delta includes the others' inserts). By identity likewise: every injector exports the store after its
 * own last insert, and the export that lists the most documents was read last (the store only grows
 * during the split), after every insert of the split, as the latest count was; every injector's
 * acknowledged items (found beside its record) must be listed in it exactly once. Nothing is read
 * from the server here, so the merge runs wherever the injectors' folders are.
 */
public final class MergedRecord {
    /** The setting that lists the merged parts' run folders. */
    public static final String MERGED_RUNS = "mergedRuns";

    private MergedRecord() {
    }

    /** The parts' records in the order of the merge (the record naming each part's run id), or empty where a part has none. */
    public static List<Optional<RecordFiles>> partsOf(MergeResult result) {
        List<Optional<RecordFiles>> parts = new ArrayList<>();
        for (MergedPart part : result.parts()) {
            Path resultsRoot = part.log().toAbsolutePath().getParent().getParent();
            parts.add(Optional.ofNullable(RunRecords.under(resultsRoot).byRunId().get(part.run())));
        }
        return parts;
    }

    /**
     * The merged run's record, or empty when no part has one. A part without a record leaves the split
     * without books (the summary then shows the reconciliation as not run, a failure). Its commit is the
     * parts' when they agree; where each part ran and its clock are in {@link RunRecord#mergedSplit()},
     * with the checks the merge passed over.
     */
    public static Optional<RunRecord> of(MergeResult result, List<Optional<RecordFiles>> parts,
            List<Mismatch> overridden) {
        List<RecordFiles> files = parts.stream().flatMap(Optional::stream).toList();
        if (files.isEmpty()) {
            return Optional.empty();
        }
        List<RunRecord> found = files.stream().map(RecordFiles::readRecord).toList();
        RunRecord first = found.get(0);
        Map<String, String> settings = new TreeMap<>(first.settings());
        settings.put(PlanSettings.INJECTOR, found.stream().map(part -> part.settings().getOrDefault(PlanSettings.INJECTOR, "?"))
                .collect(Collectors.joining(",")));
        settings.put(MERGED_RUNS, result.parts().stream().map(MergedPart::run).collect(Collectors.joining(",")));
        boolean complete = found.size() == parts.size();
        String aborted = found.stream().map(RunRecord::aborted).filter(Objects::nonNull).distinct()
                .collect(Collectors.collectingAndThen(Collectors.joining("; "), text -> text.isEmpty() ? null : text));
        String commit = common(found, RunRecord::gitCommit);
        Boolean dirty = commit == null ? null : common(found, RunRecord::gitDirty);
        RunRecord merged = new RunRecord(RunRecord.FORMAT, simpleName(result.header().simulationClass().text()),
                result.header().runStart(), first.profile(), settings, first.target(), first.machine(),
                steps(found), complete ? books(found, files.stream().map(RecordFiles::items).toList()) : null, null,
                aborted,
                // One injector's wrk or ab figure, or its own usage, is not the merged run's; the server's usage is carried
                // over by write().
                List.of(), null, List.of(), null, commit, dirty, null,
                mergedSplit(result, parts.stream().map(part -> part.map(RecordFiles::readRecord)).toList(), overridden),
                null, complete ? intended(found) : List.of(), complete ? injection(found) : List.of(), null, null);
        return Optional.of(merged);
    }

    /**
     * Each open row's latency from its planned starts over the whole split: the parts' histograms of the row
     * added up, which is exact (each request is in one part's histogram), and so are the percentiles read
     * from the sum; the planned and answered counts add up alike.
     */
    static List<IntendedLatency> intended(List<RunRecord> parts) {
        Map<String, List<IntendedLatency>> byRow = new LinkedHashMap<>();
        parts.forEach(part -> part.intended().forEach(row -> byRow.computeIfAbsent(row.row() + "#" + row.repeat(),
                key -> new ArrayList<>()).add(row)));
        List<IntendedLatency> merged = new ArrayList<>();
        byRow.values().forEach(rows -> merged.add(IntendedLatency.of(rows.get(0).row(), rows.get(0).repeat(),
                rows.stream().mapToLong(IntendedLatency::planned).sum(),
                LatencyHistogram.sum(rows.stream().map(IntendedLatency::correctedHistogram).toList()),
                LatencyHistogram.sum(rows.stream().map(IntendedLatency::lagHistogram).toList()))));
        return merged;
    }

    /**
     * Each population's starts over the whole split: each injector replayed its own share of the plan from
     * its own start, so its lags are its own; added up, the histograms hold every user's lag once and the
     * planned and started counts add up alike. A population some injector had no plan for keeps none.
     */
    static List<InjectionLag> injection(List<RunRecord> parts) {
        Map<String, List<InjectionLag>> byPopulation = new LinkedHashMap<>();
        parts.forEach(part -> part.injection().forEach(population -> byPopulation.computeIfAbsent(
                population.population(), key -> new ArrayList<>()).add(population)));
        List<InjectionLag> merged = new ArrayList<>();
        byPopulation.forEach((name, populations) -> {
            InjectionLag first = populations.get(0);
            boolean planned = populations.stream().allMatch(population -> population.lag() != null);
            long started = populations.stream().mapToLong(InjectionLag::started).sum();
            merged.add(planned
                    ? InjectionLag.measured(name, first.model(), first.plan() + " per injector",
                            populations.stream().anyMatch(InjectionLag::spread),
                            populations.stream().mapToLong(InjectionLag::planned).sum(),
                            LatencyHistogram.sum(populations.stream().map(p -> p.lagHistogram().orElseThrow()).toList()))
                    : InjectionLag.unplanned(name, first.model(), first.plan() + " per injector", started));
        });
        return merged;
    }

    private static MergedSplit mergedSplit(MergeResult result, List<Optional<RunRecord>> parts, List<Mismatch> overridden) {
        List<SplitPart> split = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            Optional<RunRecord> record = parts.get(i);
            split.add(new SplitPart(result.parts().get(i).run(),
                    record.map(r -> r.settings().get(PlanSettings.INJECTOR)).orElse(null),
                    record.map(RunRecord::host).orElse(null), record.map(RunRecord::clockOffset).orElse(null)));
        }
        return new MergedSplit(split, Manifests.byCheck(overridden));
    }

    /** The value every part has, or null when they differ. */
    private static <T> T common(List<RunRecord> parts, Function<RunRecord, T> value) {
        List<T> values = parts.stream().map(value).distinct().toList();
        return values.size() == 1 ? values.get(0) : null;
    }

    /**
     * Writes the merged run's record beside it ({@code <out's parent>/records/}), naming the merged run's id
     * (its folder's name); never over another.
     */
    public static Optional<Path> write(RunRecord merged, Path mergedFolder, List<Optional<RecordFiles>> parts) {
        RunRecords records = RunRecords.under(mergedFolder.toAbsolutePath().getParent());
        RecordKey key = new RecordKey(merged.simulation(), merged.startEpochMillis());
        Path file = records.jsonFile(key);
        if (file.toFile().exists()) {
            return Optional.empty();
        }
        String runId = mergedFolder.getFileName().toString();
        RunRecord withUsage = withServerUsage(merged, key, parts.stream().flatMap(Optional::stream).toList(), records);
        return Optional.of(records.write(withUsage.with(draft -> draft.runId = runId)));
    }

    /**
     * The server's usage over the split, from one part that measured it: every part drove the one server over the
     * same time, so one part's samples of it are the split's, and the summary prices the merged requests with them
     * as it prices one injector's. The first part that read the server's processes (with its scrape beside, when
     * it took both) is preferred to one that only scraped it. Copied beside the merged record under its name; the
     * injectors' own usage stays theirs.
     */
    static RunRecord withServerUsage(RunRecord merged, RecordKey key, List<RecordFiles> parts, RunRecords into) {
        List<RecordFiles> measured = parts.stream()
                .filter(part -> part.usageCsv() != null && part.readRecord().usageCsv() != null)
                .sorted(Comparator.comparing(part -> !fromProc(part.readRecord())))
                .toList();
        for (RecordFiles part : measured) {
            RunRecord record = part.readRecord();
            Path scrape = record.scrapeCsv() == null ? null : part.json().resolveSibling(record.scrapeCsv());
            try {
                Files.createDirectories(into.usageFile(key).getParent());
                Files.copy(part.usageCsv(), into.usageFile(key), StandardCopyOption.REPLACE_EXISTING);
                if (scrape != null) {
                    Files.copy(scrape, into.scrapeFile(key), StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("could not copy the server's usage of " + part.json(), e);
            }
            return merged.with(draft -> {
                draft.usageCsv = RunRecords.usageFileName(key);
                draft.serverUsageSource = record.serverUsageSource();
                draft.scrapeCsv = scrape == null ? null : RunRecords.scrapeFileName(key);
            });
        }
        return merged;
    }

    /** Whether a record's server usage was read from its processes (records from before the source was kept: yes). */
    private static boolean fromProc(RunRecord record) {
        return record.serverUsageSource() == null || RunRecord.USAGE_FROM_PROC.equals(record.serverUsageSource());
    }

    /** The split's books: every injector's 201s against the earliest count before and the latest after. */
    static Reconciliation books(List<RunRecord> parts) {
        List<Reconciliation> books = parts.stream().map(RunRecord::reconciliation).toList();
        if (books.isEmpty() || books.contains(null)) {
            return null;
        }
        return new Reconciliation(books.stream().mapToLong(Reconciliation::acknowledged).sum(),
                books.stream().mapToLong(Reconciliation::countBefore).min().orElseThrow(),
                books.stream().mapToLong(Reconciliation::countAfter).max().orElseThrow());
    }

    /**
     * The split's books by count and by identity: every injector's acknowledged items ({@code files}, in the
     * order of {@code parts}; null where none were found) against the export that listed the most
     * documents. Parts recorded before the books by identity leave the split's books by count alone.
     */
    static Reconciliation books(List<RunRecord> parts, List<ItemFiles> files) {
        Reconciliation count = books(parts);
        if (count == null || parts.stream().allMatch(part -> part.reconciliation().items() == null
                && part.reconciliation().itemsNotKept() == null)) {
            return count;
        }
        List<Path> acked = new ArrayList<>();
        for (int k = 0; k < parts.size(); k++) {
            if (files.get(k) == null || files.get(k).acked() == null) {
                return count.withItemsNotKept("injector " + name(parts.get(k))
                        + "'s acknowledged items were not found beside its record");
            }
            acked.add(files.get(k).acked());
        }
        Optional<Integer> latest = latestExport(parts, files);
        if (latest.isEmpty()) {
            return count.withItemsNotKept("no injector's export of the store was read whole");
        }
        long exported = parts.get(latest.get()).reconciliation().items().exported();
        if (exported < count.countAfter()) {
            return count.withItemsNotKept("the largest export lists " + exported + " documents, fewer than the latest"
                    + " count (" + count.countAfter() + "): no export followed every insert of the split");
        }
        try {
            return count.withItems(ItemCheck.of(acked, files.get(latest.get()).export(), count.countBefore()));
        } catch (UnreadableItemsException e) {
            return count.withItemsNotKept(e.getMessage());
        }
    }

    /** The part whose export, read whole and found beside its record, listed the most documents. */
    private static Optional<Integer> latestExport(List<RunRecord> parts, List<ItemFiles> files) {
        Integer latest = null;
        for (int k = 0; k < parts.size(); k++) {
            ItemBooks items = parts.get(k).reconciliation().items();
            if (items != null && files.get(k).export() != null && (latest == null
                    || items.exported() > parts.get(latest).reconciliation().items().exported())) {
                latest = k;
            }
        }
        return Optional.ofNullable(latest);
    }

    private static String name(RunRecord part) {
        return part.settings().getOrDefault("injector", part.simulation() + "-" + part.startEpochMillis());
    }

    /** Each level's window over the split: from the first injector's first request to the last one's last answer. */
    static List<InsertStep> steps(List<RunRecord> parts) {
        Map<List<Integer>, InsertStep> steps = new LinkedHashMap<>();
        parts.stream().flatMap(part -> part.insertSteps().stream()).forEach(step -> steps.merge(
                List.of(step.concurrency(), step.repeat()), step,
                (a, b) -> new InsertStep(a.concurrency(), Math.min(a.startEpochMillis(), b.startEpochMillis()),
                        Math.max(a.endEpochMillis(), b.endEpochMillis()), null, null, a.repeat())));
        return steps.values().stream().sorted(Comparator.comparingInt(InsertStep::concurrency)
                .thenComparingInt(InsertStep::repeat)).toList();
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
