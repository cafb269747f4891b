package loadlab.lab.settings;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How the transports experiment's pages share the run. A page is one client doing N exchanges with
 * think time between them, so it puts next to no load on the server and its run is mostly waiting:
 * {@code side-by-side} starts every page at once, and the browser's transports with them, one Chromium
 * each running its pages one after another, their -Drepeats in rounds (a page's repeats never overlap,
 * and each runs beside the same pages: {@link loadlab.gatling.repeat.RoundGate}); {@code in-turn}
 * runs them one after the other, the browser's after Gatling's. docs/experiments.md holds the
 * measurements of what the order does to the per-exchange times.
 */
public enum PageOrder {
    SIDE_BY_SIDE("side-by-side"),
    IN_TURN("in-turn");

    private final String id;

    PageOrder(String id) {
        this.id = id;
    }

    public static PageOrder parse(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values())
                .filter(order -> order.id.equals(wanted))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("-Dpages must be "
                        + Arrays.stream(values()).map(order -> order.id).collect(Collectors.joining(" or "))
                        + ", got '" + id + "'"));
    }

    public String id() {
        return id;
    }
}
