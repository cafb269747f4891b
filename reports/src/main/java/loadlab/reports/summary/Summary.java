package loadlab.reports.summary;

import java.util.List;

/**
 * Everything {@code summary.json} holds. A section is null when no run of its simulation was found
 * ({@code crossCheck}: with the hello section); {@code browser} is null when no transports run shown
 * has a browser record beside it.
 * The gate reads {@code metrics} only.
 */
public record Summary(
        int format,
        Environment environment,
        List<String> notes,
        List<RunListing> runs,
        List<UnreadableRun> unreadable,
        TransportsSection transports,
        InsertSection insert,
        HelloSection hello,
        CrossCheckSection crossCheck,
        List<Metric> metrics,
        BrowserSection browser) {

    public static final int FORMAT = 1;

    public Summary {
        notes = List.copyOf(notes);
        runs = List.copyOf(runs);
        unreadable = List.copyOf(unreadable);
        metrics = List.copyOf(metrics);
    }
}
