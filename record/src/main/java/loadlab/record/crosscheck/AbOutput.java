package loadlab.record.crosscheck;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the report ApacheBench 2.3 prints on stdout:
 * <pre>
 * Time taken for tests:   1.770 seconds
 * Complete requests:      20000
 * Failed requests:        600
 *    (Connect: 0, Receive: 0, Length: 600, Exceptions: 0)
 * Non-2xx responses:      1000                                (only when there were any)
 * Requests per second:    11298.92 [#/sec] (mean)
 * </pre>
 * ab's "Complete requests" and its rate count failed requests too: against a port where nothing
 * listens, {@code ab -r} reports every request complete and failed, at tens of thousands per second.
 * So OK answers = complete - failed - non-2xx, never below zero (a failure may also be a non-2xx
 * answer, so this errs low, never high).
 */
public final class AbOutput {
    private static final Pattern SECONDS = Pattern.compile("^Time taken for tests:\\s+([0-9.]+) seconds", Pattern.MULTILINE);
    private static final Pattern COMPLETE = Pattern.compile("^Complete requests:\\s+(\\d+)", Pattern.MULTILINE);
    private static final Pattern FAILED = Pattern.compile("^Failed requests:\\s+(\\d+)", Pattern.MULTILINE);
    private static final Pattern BREAKDOWN = Pattern.compile("^\\s+\\(((?:\\w+: \\d+(?:, )?)+)\\)", Pattern.MULTILINE);
    private static final Pattern NON_2XX = Pattern.compile("^Non-2xx responses:\\s+(\\d+)", Pattern.MULTILINE);
    private static final Pattern RATE = Pattern.compile("^Requests per second:\\s+([0-9.]+)", Pattern.MULTILINE);

    private AbOutput() {
    }

    public static ToolResult parse(String stdout) {
        Matcher seconds = SECONDS.matcher(stdout);
        Matcher complete = COMPLETE.matcher(stdout);
        Matcher failed = FAILED.matcher(stdout);
        if (!seconds.find() || !complete.find() || !failed.find()) {
            throw new UnreadableOutputException("no \"Time taken for tests\", \"Complete requests\" and \"Failed requests\""
                    + " lines in ab's output (ab stops before its report when a request fails without -r)");
        }
        long count = Long.parseLong(complete.group(1));
        long failures = Long.parseLong(failed.group(1));
        Matcher non2xxLine = NON_2XX.matcher(stdout);
        long non2xx = non2xxLine.find() ? Long.parseLong(non2xxLine.group(1)) : 0;
        Matcher rate = RATE.matcher(stdout);
        double time = Double.parseDouble(seconds.group(1));
        // ab prints no rate when nothing completed or no time elapsed.
        double perSecond = rate.find() ? Double.parseDouble(rate.group(1)) : 0;
        return new ToolResult(count, Math.max(0, count - failures - non2xx), non2xx, failures,
                breakdown(stdout, failed.end()), time, perSecond);
    }

    /** "(Connect: 0, Receive: 0, Length: 600, Exceptions: 0)" right under "Failed requests". */
    private static Map<String, Long> breakdown(String stdout, int from) {
        Map<String, Long> kinds = new LinkedHashMap<>();
        Matcher line = BREAKDOWN.matcher(stdout);
        if (line.find(from) && stdout.substring(from, line.start()).isBlank()) {
            for (String part : line.group(1).split(", ")) {
                String[] kind = part.split(": ");
                kinds.put(kind[0].toLowerCase(Locale.ROOT), Long.parseLong(kind[1]));
            }
        }
        return kinds;
    }
}
