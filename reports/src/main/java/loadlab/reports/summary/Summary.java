package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.List;
import loadlab.reports.comparison.ComparisonSection;
import loadlab.reports.sidebyside.SideBySide;

/**
 * Everything {@code summary.json} holds. A section is null when no run of its simulation was found
 * ({@code crossCheck}: with the hello section); {@code browser} is null when no transports run shown
 * has a browser record beside it; {@code sideBySide} is null unless the newest target set
 * ({@code -Dtargets}) has runs of two or more targets. The single-run sections do not change with it:
 * they and the metrics show the runs of {@code target} only ({@link SummarisedTarget}). The gate reads
 * {@code metrics} only. {@code comparison} is the newest A/B comparison under the reports root ({@code -Dagainst}),
 * null when there is none; its median ratios are also INFO metrics, {@code comparison.<metric id>.ratio}.
 * {@code plannedStart} holds the open rows measured from each request's planned start, null when none is.
 */
public record Summary(
        int format,
        Environment environment,
        String target,
        List<String> notes,
        List<RunListing> runs,
        List<UnreadableRun> unreadable,
        TransportsSection transports,
        InsertSection insert,
        HelloSection hello,
        CrossCheckSection crossCheck,
        List<Metric> metrics,
        BrowserSection browser,
        SideBySide sideBySide,
        ComparisonSection comparison,
        PlannedStartSection plannedStart) {

    /** 2: the comparison's section is {@code comparison} (it was {@code ab}, with {@code ab.*} ratios). */
    public static final int FORMAT = 2;

    public Summary {
        notes = List.copyOf(notes);
        runs = List.copyOf(runs);
        unreadable = List.copyOf(unreadable);
        metrics = List.copyOf(metrics);
    }

    /** The same summary with the A/B comparison, its {@code comparison.*} ratios among the metrics. */
    public Summary withComparison(ComparisonSection comparison) {
        List<Metric> all = new ArrayList<>(metrics);
        all.addAll(comparison.metrics());
        return new Summary(format, environment, target, notes, runs, unreadable, transports, insert, hello, crossCheck,
                all, browser, sideBySide, comparison, plannedStart);
    }

    /** The same summary with one more note. */
    public Summary withNote(String note) {
        List<String> more = new ArrayList<>(notes);
        more.add(note);
        return new Summary(format, environment, target, more, runs, unreadable, transports, insert, hello, crossCheck,
                metrics, browser, sideBySide, comparison, plannedStart);
    }
}
