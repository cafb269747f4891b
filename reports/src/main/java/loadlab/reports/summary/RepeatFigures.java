package loadlab.reports.summary;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import loadlab.record.InsertStep;
import loadlab.record.RepeatWindow;
import loadlab.record.RunRecord;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.TimeWindow;
import loadlab.adapter.log.LogDecoder;
import loadlab.record.names.RunNames;
import loadlab.record.names.RunVariants;
import loadlab.reports.repeat.RepeatCuts;
import loadlab.reports.repeat.RepeatStats;

/**
 * A run's rows across their repeats (-Drepeats), cut from its {@code simulation.log} at the windows
 * its record records: hello variants and insert steps by OK answers per second of each repeat's
 * window, transports pages by the mean total time of the N exchanges of each repeat's pages; and each
 * row's p95 per repeat (hello, insert: of its request's response times; pages: of their total times).
 * Only rows run more than once appear; a run without repeats is {@link #NONE} and its log is not read
 * again.
 *
 * @param hello     by variant id ({@code closed-close})
 * @param insert    by the step's concurrency
 * @param pages     by page group ({@code AJAX x10})
 * @param helloP95  the same rows' p95 (ms), by variant id
 * @param insertP95 by the step's concurrency
 * @param pagesP95  by page group: the p95 of the total time of the N exchanges
 */
public record RepeatFigures(Map<String, RepeatStats> hello, Map<Integer, RepeatStats> insert,
        Map<String, RepeatStats> pages, Map<String, RepeatStats> helloP95, Map<Integer, RepeatStats> insertP95,
        Map<String, RepeatStats> pagesP95) {

    public static final RepeatFigures NONE = new RepeatFigures(Map.of(), Map.of(), Map.of());

    public RepeatFigures {
        hello = Map.copyOf(hello);
        insert = Map.copyOf(insert);
        pages = Map.copyOf(pages);
        helloP95 = Map.copyOf(helloP95);
        insertP95 = Map.copyOf(insertP95);
        pagesP95 = Map.copyOf(pagesP95);
    }

    /** Rows with their throughput (pages: mean total) across repeats and no p95 per repeat. */
    public RepeatFigures(Map<String, RepeatStats> hello, Map<Integer, RepeatStats> insert,
            Map<String, RepeatStats> pages) {
        this(hello, insert, pages, Map.of(), Map.of(), Map.of());
    }

    /** The repeats of the run in {@code runFolder}, as its record timed them; NONE without repeats. */
    public static RepeatFigures of(GatlingRun run, RunRecord record, Path runFolder) {
        if (record == null) {
            return NONE;
        }
        Map<String, List<TimeWindow>> rows = repeated(record.repeatWindows(), RepeatWindow::row, RepeatWindow::repeat,
                window -> new TimeWindow(window.startEpochMillis(), window.endEpochMillis()));
        Map<Integer, List<TimeWindow>> steps = repeated(record.insertSteps(), InsertStep::concurrency,
                InsertStep::repeat, step -> new TimeWindow(step.startEpochMillis(), step.endEpochMillis()));
        Path log = runFolder.resolve("simulation.log");
        if ((rows.isEmpty() && steps.isEmpty()) || !Files.isRegularFile(log)) {
            return NONE;
        }
        RepeatCuts cuts = RepeatCuts.of(LogDecoder.read(log));
        Map<String, RepeatStats> hello = new TreeMap<>();
        Map<String, RepeatStats> helloP95 = new TreeMap<>();
        Map<String, RepeatStats> pages = new TreeMap<>();
        Map<String, RepeatStats> pagesP95 = new TreeMap<>();
        if (run.simulation().equals(RunNames.HELLO_SIMULATION)) {
            Map<String, String> requests = RunVariants.hello(run, record.settings());
            rows.forEach((variant, windows) -> {
                if (requests.containsKey(variant)) {
                    hello.put(variant, RepeatStats.of(cuts.okPerSecond(requests.get(variant), List::isEmpty, windows)));
                    helloP95.put(variant, RepeatStats.of(cuts.p95(requests.get(variant), List::isEmpty, windows)));
                }
            });
        } else if (run.simulation().equals(RunNames.TRANSPORTS_SIMULATION)) {
            rows.forEach((page, windows) -> {
                pages.put(page, RepeatStats.of(cuts.meanGroupTime(page, windows)));
                pagesP95.put(page, RepeatStats.of(cuts.groupP95(page, windows)));
            });
        }
        Map<Integer, RepeatStats> insert = new TreeMap<>();
        Map<Integer, RepeatStats> insertP95 = new TreeMap<>();
        steps.forEach((concurrency, windows) -> {
            Predicate<List<String>> inStep = groups -> !groups.isEmpty() && RunNames.insertConcurrency(
                    groups.get(groups.size() - 1)).equals(OptionalInt.of(concurrency));
            insert.put(concurrency, RepeatStats.of(cuts.okPerSecond(RunNames.INSERT_REQUEST, inStep, windows)));
            insertP95.put(concurrency, RepeatStats.of(cuts.p95(RunNames.INSERT_REQUEST, inStep, windows)));
        });
        return new RepeatFigures(hello, insert, pages, helloP95, insertP95, pagesP95);
    }

    /** Each row's windows in repeat order, for the rows that ran more than once. */
    private static <T, K> Map<K, List<TimeWindow>> repeated(List<T> timed, Function<T, K> row,
            Function<T, Integer> repeat, Function<T, TimeWindow> window) {
        Map<K, List<T>> byRow = timed.stream().collect(Collectors.groupingBy(row, TreeMap::new, Collectors.toList()));
        Map<K, List<TimeWindow>> windows = new TreeMap<>();
        byRow.forEach((key, repeats) -> {
            if (repeats.size() > 1) {
                List<T> ordered = new ArrayList<>(repeats);
                ordered.sort(Comparator.comparing(repeat));
                windows.put(key, ordered.stream().map(window).toList());
            }
        });
        return windows;
    }
}
