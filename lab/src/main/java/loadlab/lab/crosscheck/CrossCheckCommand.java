package loadlab.lab.crosscheck;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import loadlab.lab.settings.CrossCheckPlan;
import loadlab.lab.settings.HelloPlan;
import loadlab.lab.settings.HelloVariant;
import loadlab.lab.settings.LoadModel;
import loadlab.record.crosscheck.CrossCheckTool;

/**
 * The independent tool's command for one closed hello variant, at the variant's concurrency:
 * {@code wrk -t2 -c<concurrency> -d<seconds>s <url>} when connections are kept alive,
 * {@code ab -r -n <requests> -c <concurrency> <url>} when each request opens its own (as the original
 * experiment's {@code ab -n 500000 -c 100}; -r keeps ab going past a failed receive and counts it).
 *
 * @param timeout how long the tool may take before it is stopped and the variant is "not measured"
 */
public record CrossCheckCommand(HelloVariant variant, CrossCheckTool tool, List<String> arguments, Duration timeout) {
    /** wrk's threads: two, as the original wrk runs (one per core here); never more than connections. */
    static final int WRK_THREADS = 2;
    /** Slack beyond wrk's own duration: start-up and the final report. */
    public static final Duration WRK_SLACK = Duration.ofSeconds(30);
    /** ab's bound: a minute plus 2 ms per request, i.e. it must sustain about 500 requests/s. */
    static final Duration AB_BASE = Duration.ofSeconds(60);

    public CrossCheckCommand {
        arguments = List.copyOf(arguments);
    }

    /** The command for the variant, or empty for the open model, which no closed-loop tool reproduces. */
    public static Optional<CrossCheckCommand> of(HelloVariant variant, HelloPlan hello, CrossCheckPlan plan, URI url) {
        if (variant.model() != LoadModel.CLOSED) {
            return Optional.empty();
        }
        int concurrency = hello.concurrency();
        CrossCheckTool tool = CrossCheckTool.forKeepAlive(variant.keepAlive());
        if (tool == CrossCheckTool.WRK) {
            long seconds = plan.duration().toSeconds();
            return Optional.of(new CrossCheckCommand(variant, tool, List.of(tool.executable(),
                    "-t" + Math.min(WRK_THREADS, concurrency), "-c" + concurrency, "-d" + seconds + "s", url.toString()),
                    plan.duration().plus(WRK_SLACK)));
        }
        long requests = plan.abRequests(hello.requests(), concurrency);
        return Optional.of(new CrossCheckCommand(variant, tool, List.of(tool.executable(), "-r", "-n",
                Long.toString(requests), "-c", Integer.toString(concurrency), url.toString()),
                AB_BASE.plusMillis(2 * requests)));
    }

    /** The command line as run, for the record and the log. */
    public String line() {
        return String.join(" ", arguments);
    }
}
