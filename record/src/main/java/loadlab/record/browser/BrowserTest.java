package loadlab.record.browser;

import java.util.List;

/**
 * One test of the browser page: N exchanges on one transport after a full page reload.
 *
 * @param transport  the transport's label as the simulation names it ("AJAX", "WS", "Fresh WS")
 * @param repeat     1-based
 * @param totalMs    sum of the exchanges' times, think time excluded; null when the test failed
 * @param exchangeMs each exchange's time, in order (the ones done before a failure)
 * @param connectMs  opening the persistent connection (outside the total, as in the simulation), or null
 * @param elapsedMs  wall time of the whole test, think time and connects included
 * @param error      why the test failed (which exchange, what happened), or null
 */
public record BrowserTest(
        String transport,
        int exchanges,
        int repeat,
        Double totalMs,
        List<Double> exchangeMs,
        Double connectMs,
        double elapsedMs,
        String error) {

    public BrowserTest {
        if (transport == null || transport.isBlank()) {
            throw new IllegalArgumentException("a browser test names its transport");
        }
        if (exchanges < 1 || repeat < 1) {
            throw new IllegalArgumentException("exchanges and repeat must be positive");
        }
        if ((totalMs == null) == (error == null)) {
            throw new IllegalArgumentException("a browser test has a total or an error, exactly one: "
                    + transport + " x" + exchanges);
        }
        exchangeMs = exchangeMs == null ? List.of() : List.copyOf(exchangeMs);
    }

    public static BrowserTest passed(String transport, int exchanges, int repeat, double totalMs,
            List<Double> exchangeMs, Double connectMs, double elapsedMs) {
        return new BrowserTest(transport, exchanges, repeat, totalMs, exchangeMs, connectMs, elapsedMs, null);
    }

    public static BrowserTest failed(String transport, int exchanges, int repeat, List<Double> exchangeMs,
            double elapsedMs, String error) {
        return new BrowserTest(transport, exchanges, repeat, null, exchangeMs, null, elapsedMs, error);
    }

    public boolean ok() {
        return error == null;
    }
}
