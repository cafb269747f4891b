package loadlab.lab.crosscheck;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.Executables;
import loadlab.lab.settings.CrossCheckPlan;
import loadlab.lab.settings.HelloPlan;
import loadlab.lab.settings.HelloVariant;
import loadlab.lab.settings.LoadModel;
import loadlab.lab.recording.ServerProcesses;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.InterleavedCheck;
import loadlab.record.crosscheck.CrossCheckTool;
import loadlab.record.crosscheck.ToolResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hello cross-check against two servers running side by side: for each closed variant, the tool
 * (wrk or ab, as {@link CrossCheckCommand} picks it) warms each server once, then runs short slices
 * that alternate between them in ABBA blocks, the server's CPU read at each slice's edges. Measured one
 * after the other a minute apart, the same server's CPU per request moves with whatever else shares the
 * cores; slices a second apart put that on both sides alike (docs/comparison.md, The sides and the pairs).
 * It blocks the calling thread.
 */
public final class InterleavedCrossCheck {
    private static final Logger LOG = LoggerFactory.getLogger(InterleavedCrossCheck.class);
    /** Slices per side and tool: three ABBA blocks. */
    public static final int SLICES_PER_SIDE = 6;
    private static final Duration WRK_SLICE = Duration.ofSeconds(1);
    /** Warm-ups past the JIT's settling on each fresh server (docs/experiments.md, The experiments and how to read them). */
    private static final Duration WRK_WARM_UP = Duration.ofSeconds(3);
    private static final long AB_SLICE_REQUESTS = 10_000;
    private static final long AB_WARM_UP_REQUESTS = 10_000;

    /** One side as the slices see it: where to send, and whose CPU to read. */
    public record Server(BaseUrl url, ServerProcesses processes) {
    }

    private final HelloPlan hello;
    private final CrossCheckPlan plan;

    public InterleavedCrossCheck(HelloPlan hello, CrossCheckPlan plan) {
        this.hello = hello;
        this.plan = plan;
    }

    /** Why it cannot run here (switched off, a tool missing), or empty when it can. */
    public Optional<String> cannotRun() {
        if (!plan.enabled()) {
            return Optional.of(CrossChecks.SWITCHED_OFF);
        }
        return variants().stream().map(variant -> CrossCheckTool.forKeepAlive(variant.keepAlive()))
                .filter(tool -> Executables.onPath(tool.executable()).isEmpty()).findFirst()
                .map(tool -> tool.executable() + " is not on the PATH (package " + tool.debianPackage() + ")");
    }

    /**
     * Every closed variant measured on both servers.
     *
     * @param first  the side whose slice opens each ABBA block
     * @param folder where each slice's tool output is kept
     */
    public InterleavedCheck measure(int round, Map<ComparisonSide.Label, Server> servers, ComparisonSide.Label first, Path folder)
            throws IOException {
        ComparisonSide.Label second = first == ComparisonSide.Label.A ? ComparisonSide.Label.B : ComparisonSide.Label.A;
        List<ComparisonSide.Label> order = new ArrayList<>();
        for (int block = 0; block < SLICES_PER_SIDE / 2; block++) {
            order.addAll(List.of(first, second, second, first));
        }
        List<InterleavedCheck.Tool> tools = new ArrayList<>();
        for (HelloVariant variant : variants()) {
            tools.add(measure(variant, servers, first, order, folder));
        }
        return new InterleavedCheck(round, order, tools);
    }

    /** The closed variants: the ones a closed-loop tool reproduces. */
    private List<HelloVariant> variants() {
        return hello.variants().stream().filter(variant -> variant.model() == LoadModel.CLOSED).toList();
    }

    private InterleavedCheck.Tool measure(HelloVariant variant, Map<ComparisonSide.Label, Server> servers,
            ComparisonSide.Label first,
            List<ComparisonSide.Label> order, Path folder) throws IOException {
        CrossCheckTool tool = CrossCheckTool.forKeepAlive(variant.keepAlive());
        for (ComparisonSide.Label side : List.of(first, first == ComparisonSide.Label.A ? ComparisonSide.Label.B
                : ComparisonSide.Label.A)) {
            run(command(variant, tool, servers.get(side).url(), true), folder, variant.id() + "-warm-up-" + side);
        }
        Map<ComparisonSide.Label, long[]> counts = new EnumMap<>(ComparisonSide.Label.class);
        Map<ComparisonSide.Label, Double> cpu = new EnumMap<>(ComparisonSide.Label.class);
        for (int slice = 0; slice < order.size(); slice++) {
            ComparisonSide.Label side = order.get(slice);
            Server server = servers.get(side);
            double before = server.processes().cpuSeconds();
            ToolResult result = run(command(variant, tool, server.url(), false), folder,
                    variant.id() + "-" + (slice + 1) + "-" + side);
            double after = server.processes().cpuSeconds();
            long[] count = counts.computeIfAbsent(side, key -> new long[3]);
            count[0]++;
            count[1] += result.requests();
            count[2] += result.okRequests();
            cpu.merge(side, after - before, Double::sum);
        }
        InterleavedCheck.Tool measured = new InterleavedCheck.Tool(variant.id(), tool,
                String.join(" ", command(variant, tool, servers.get(first).url(), false).arguments()),
                side(counts.get(ComparisonSide.Label.A), cpu.get(ComparisonSide.Label.A)),
                side(counts.get(ComparisonSide.Label.B), cpu.get(ComparisonSide.Label.B)));
        LOG.info("Interleaved cross-check of {}: server CPU per request A {} µs, B {} µs over {} slices each",
                variant.id(), micros(measured.a()), micros(measured.b()), SLICES_PER_SIDE);
        return measured;
    }

    private static String micros(InterleavedCheck.Side side) {
        Double per1000 = side.cpuSecondsPer1000();
        return per1000 == null ? "-" : String.format(java.util.Locale.ROOT, "%.2f", per1000 * 1000);
    }

    private static InterleavedCheck.Side side(long[] count, double cpu) {
        return new InterleavedCheck.Side((int) count[0], count[1], count[2], cpu);
    }

    /** One slice (or the warm-up) of the variant's tool at its concurrency. */
    private CrossCheckCommand command(HelloVariant variant, CrossCheckTool tool, BaseUrl url, boolean warmUp) {
        String target = url.resolve("/hello").toString();
        int concurrency = hello.concurrency();
        if (tool == CrossCheckTool.WRK) {
            Duration length = warmUp ? WRK_WARM_UP : WRK_SLICE;
            return new CrossCheckCommand(variant, tool, List.of(tool.executable(), "-t" + Math.min(CrossCheckCommand.WRK_THREADS,
                    concurrency), "-c" + concurrency, "-d" + length.toSeconds() + "s", target),
                    length.plus(CrossCheckCommand.WRK_SLACK));
        }
        long requests = Math.max(warmUp ? AB_WARM_UP_REQUESTS : AB_SLICE_REQUESTS, concurrency);
        return new CrossCheckCommand(variant, tool, List.of(tool.executable(), "-r", "-n", Long.toString(requests), "-c",
                Integer.toString(concurrency), target), CrossCheckCommand.AB_BASE.plusMillis(2 * requests));
    }

    /** Runs the tool and reads its result; a slice that fails fails the session with why. */
    private static ToolResult run(CrossCheckCommand command, Path folder, String name) throws IOException {
        ToolRun run = ToolRun.of(command, folder.resolve(name + ".txt"), folder.resolve(name + "-stderr.txt"),
                folder.resolve(name + "-times.txt"));
        if (run.timedOut() || run.exitCode() != 0) {
            throw new IOException(command.tool().executable() + (run.timedOut() ? " did not finish within "
                    + command.timeout().toSeconds() + " s" : " exited with " + run.exitCode() + ": " + run.stderrHeadline())
                    + " (" + command.line() + ")");
        }
        return command.tool().parse(run.stdout());
    }
}
