package loadlab.merge.split;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import loadlab.record.CommandArguments;
import loadlab.record.split.CoordinatorProtocol;

/**
 * The merge pod's (or container's) entry: coordinates a split of N injectors, then runs the merge.
 * <pre>SPLIT_TOKEN=&lt;the split's token&gt; java -cp merge/target/classes:$(cat merge/target/classpath.txt) \
 *     loadlab.merge.split.CoordinatorCommand \
 *     injectors=N runs=&lt;folder&gt; [port=7070] [bind=127.0.0.1] [lead=10] [deadline=120] [readyTimeout=&lt;deadline&gt;] \
 *     [maxUploadBytes=2147483648] [maxEntries=20000] [maxDepth=12] -- &lt;merge command...&gt;</pre>
 * lead in seconds, deadline and readyTimeout in minutes. It listens on loopback unless {@code bind} says
 * otherwise (a cluster's pod binds 0.0.0.0, behind a NetworkPolicy), and answers only requests that
 * carry the split's token (Prometheus's {@code GET /metrics} included). Exit code: the merge command's when
 * every injector's runs arrived with status 0; 1 when the split failed (an injector's non-zero status, a
 * refused upload, the deadline); 2 on bad arguments.
 */
public final class CoordinatorCommand {
    /** How long one request may take to arrive whole: a slow upload cannot hold the coordinator for ever. */
    private static final String MAX_REQUEST_SECONDS = "600";

    private CoordinatorCommand() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        PrintStream out = System.out;
        PrintStream err = System.err;
        int separator = Arrays.asList(args).indexOf("--");
        if (separator < 0 || separator == args.length - 1) {
            err.println("usage: CoordinatorCommand injectors=N runs=<folder> [port=7070] [bind=127.0.0.1] [lead=10]"
                    + " [deadline=120] [readyTimeout=<min>] [maxUploadBytes=...] [maxEntries=...] [maxDepth=...]"
                    + " -- <merge command...>  (the split's token in " + CoordinatorProtocol.TOKEN_ENV + ")");
            System.exit(2);
        }
        CoordinatorSettings settings;
        Duration deadline;
        try {
            CommandArguments options = CommandArguments.parse(Arrays.copyOfRange(args, 0, separator), new Properties());
            deadline = Duration.ofMinutes(number(options, "deadline", 120));
            settings = settings(options, deadline);
        } catch (IllegalArgumentException e) {
            err.println("CoordinatorCommand: " + e.getMessage());
            System.exit(2);
            return;
        }
        System.setProperty("sun.net.httpserver.maxReqTime", MAX_REQUEST_SECONDS);
        List<String> merge = List.of(args).subList(separator + 1, args.length);
        boolean complete;
        try (SplitCoordinator split = new SplitCoordinator(settings, Clock.systemUTC(), out)) {
            out.println("split: waiting for " + settings.injectors() + " injector(s) on " + settings.address().getHostString()
                    + ":" + split.port() + "; their runs go to " + settings.runs());
            complete = split.await(deadline);
        }
        if (!complete) {
            System.exit(1);
        }
        out.println("split: merging: " + String.join(" ", merge));
        System.exit(new ProcessBuilder(merge).inheritIO().start().waitFor());
    }

    static CoordinatorSettings settings(CommandArguments options, Duration deadline) {
        String token = CoordinatorProtocol.tokenFromEnvironment().orElseThrow(() -> new IllegalArgumentException(
                CoordinatorProtocol.TOKEN_ENV + " holds the split's token, which every injector sends: set it"));
        int injectors = (int) number(options, "injectors", -1);
        Path runs = Path.of(options.get("runs").orElseThrow(() -> new IllegalArgumentException("runs=<folder> is"
                + " required")));
        InetSocketAddress address = new InetSocketAddress(options.get("bind").orElse("127.0.0.1"),
                (int) number(options, "port", 7070));
        if (address.isUnresolved()) {
            throw new IllegalArgumentException("bind=" + address.getHostString() + " is not an address of this host");
        }
        UploadLimits limits = new UploadLimits(number(options, "maxUploadBytes", UploadLimits.DEFAULTS.maxBytes()),
                (int) number(options, "maxEntries", UploadLimits.DEFAULTS.maxEntries()),
                (int) number(options, "maxDepth", UploadLimits.DEFAULTS.maxDepth()));
        return new CoordinatorSettings(injectors, runs, Duration.ofSeconds(number(options, "lead", 10)),
                Duration.ofMinutes(number(options, "readyTimeout", deadline.toMinutes())), address, token, limits);
    }

    private static long number(CommandArguments options, String key, long fallback) {
        String value = options.get(key).orElse(null);
        if (value == null) {
            if (fallback < 0) {
                throw new IllegalArgumentException(key + "=<number> is required");
            }
            return fallback;
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a whole number, got '" + value + "'", e);
        }
    }
}
