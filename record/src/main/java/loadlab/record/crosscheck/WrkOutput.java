package loadlab.record.crosscheck;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the summary wrk 4.x prints on stdout:
 * <pre>
 *   447329 requests in 5.01s, 55.46MB read
 *   Socket errors: connect 0, read 14808, write 0, timeout 0      (only when there were any)
 *   Non-2xx or 3xx responses: 51199                               (only when there were any)
 * Requests/sec:  89205.07
 * </pre>
 * wrk counts a response with status 400 or more in "Non-2xx or 3xx" (the label notwithstanding) and
 * in its request count; a socket error is never a request. So OK answers = requests - non-2xx.
 */
public final class WrkOutput {
    private static final Pattern REQUESTS =
            Pattern.compile("^\\s*(\\d+) requests in ([0-9.]+)(us|ms|s|m|h),", Pattern.MULTILINE);
    private static final Pattern RATE = Pattern.compile("^Requests/sec:\\s+([0-9.]+)", Pattern.MULTILINE);
    private static final Pattern NON_2XX = Pattern.compile("^\\s*Non-2xx or 3xx responses: (\\d+)", Pattern.MULTILINE);
    private static final Pattern SOCKET_ERRORS = Pattern.compile(
            "^\\s*Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)", Pattern.MULTILINE);
    private static final String[] SOCKET_ERROR_KINDS = {"connect", "read", "write", "timeout"};

    private WrkOutput() {
    }

    public static ToolResult parse(String stdout) {
        Matcher requests = REQUESTS.matcher(stdout);
        Matcher rate = RATE.matcher(stdout);
        if (!requests.find() || !rate.find()) {
            throw new UnreadableOutputException("no \"N requests in T\" and \"Requests/sec:\" lines in wrk's output");
        }
        long count = Long.parseLong(requests.group(1));
        long non2xx = NON_2XX.matcher(stdout).results().mapToLong(m -> Long.parseLong(m.group(1))).sum();
        Map<String, Long> failures = new LinkedHashMap<>();
        Matcher errors = SOCKET_ERRORS.matcher(stdout);
        if (errors.find()) {
            for (int i = 0; i < SOCKET_ERROR_KINDS.length; i++) {
                failures.put(SOCKET_ERROR_KINDS[i], Long.parseLong(errors.group(i + 1)));
            }
        }
        long failed = failures.values().stream().mapToLong(Long::longValue).sum();
        return new ToolResult(count, count - non2xx, non2xx, failed, failures,
                seconds(Double.parseDouble(requests.group(2)), requests.group(3)), Double.parseDouble(rate.group(1)));
    }

    /** wrk prints its run time in the largest unit that fits: 5.01s, 1.02m. */
    private static double seconds(double value, String unit) {
        return switch (unit.toLowerCase(Locale.ROOT)) {
            case "us" -> value / 1_000_000;
            case "ms" -> value / 1000;
            case "s" -> value;
            case "m" -> value * 60;
            case "h" -> value * 3600;
            default -> throw new UnreadableOutputException("unknown time unit '" + unit + "' in wrk's output");
        };
    }
}
