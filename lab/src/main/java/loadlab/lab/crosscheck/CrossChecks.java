package loadlab.lab.crosscheck;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.Executables;
import loadlab.lab.settings.CrossCheckPlan;
import loadlab.lab.settings.HelloPlan;
import loadlab.lab.settings.HelloVariant;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.record.crosscheck.CrossCheckTool;
import loadlab.record.crosscheck.ToolResult;
import loadlab.record.crosscheck.UnreadableOutputException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hello experiment measured again, variant by variant in run order, by an independent tool
 * (wrk, ab) against the same server at the same concurrency. Runs in the simulation's after(),
 * once every Gatling population is done and before the server stops, so the server's usage CSV
 * covers each tool's window and Gatling's own figures are untouched. The tools block this thread;
 * nothing else runs by then. Each tool's stdout and stderr are kept beside the run's record.
 */
public final class CrossChecks {
    private static final Logger LOG = LoggerFactory.getLogger(CrossChecks.class);
    static final String OPEN_MODEL = "not comparable: the open model's throughput is the arrival rate it was told"
            + " to send, not what the server can take; wrk and ab run closed loops, whose figures are the closed"
            + " variants' rows";
    static final String SWITCHED_OFF = "switched off (-DcrossCheck=false)";

    private final HelloPlan hello;
    private final CrossCheckPlan plan;
    private final Function<String, Optional<Path>> which;

    CrossChecks(HelloPlan hello, CrossCheckPlan plan, Function<String, Optional<Path>> which) {
        this.hello = hello;
        this.plan = plan;
        this.which = which;
    }

    /** Looks the tools up on this JVM's PATH. */
    public static CrossChecks of(HelloPlan hello, CrossCheckPlan plan) {
        return new CrossChecks(hello, plan, Executables::onPath);
    }

    /**
     * One cross-check per variant of the plan, in its order.
     *
     * @param folder   where each tool's output is kept, as {@code <baseName>-<variant>-<tool>.txt}
     * @param aborted  why the run stopped early, if it did: then nothing is measured
     */
    public List<CrossCheck> measure(BaseUrl target, Path folder, String baseName, Optional<String> aborted) {
        return measure(target, folder, baseName, aborted, () -> { });
    }

    /**
     * The same, with {@code edge} run right before and right after each tool (a usage sample, waited
     * for), so the server's CPU over the tool's window is read between samples at its edges, not only
     * the once-a-second ones inside it.
     */
    public List<CrossCheck> measure(BaseUrl target, Path folder, String baseName, Optional<String> aborted,
            Runnable edge) {
        List<CrossCheck> checks = new ArrayList<>();
        for (HelloVariant variant : hello.variants()) {
            CrossCheck check = CrossCheckCommand.of(variant, hello, plan, target.resolve("/hello"))
                    .map(command -> measure(command, folder, baseName, aborted, edge))
                    .orElseGet(() -> CrossCheck.notComparable(variant.id(), OPEN_MODEL));
            LOG.info("Cross-check of {}: {}", variant.id(), describe(check));
            checks.add(check);
        }
        return checks;
    }

    private CrossCheck measure(CrossCheckCommand command, Path folder, String baseName, Optional<String> aborted,
            Runnable edge) {
        String variant = command.variant().id();
        CrossCheckTool tool = command.tool();
        if (!plan.enabled()) {
            return CrossCheck.notMeasured(variant, tool, null, SWITCHED_OFF, null);
        }
        if (aborted.isPresent()) {
            return CrossCheck.notMeasured(variant, tool, null, "the run was aborted (" + aborted.get() + ")", null);
        }
        if (which.apply(tool.executable()).isEmpty()) {
            return CrossCheck.notMeasured(variant, tool, null, tool.executable() + " is not on the PATH (package "
                    + tool.debianPackage() + ")", CrossCheckTool.INSTALL);
        }
        String base = baseName + "-" + variant + "-" + tool.executable();
        LOG.info("Cross-check of {}: running {}", variant, command.line());
        ToolRun run;
        try {
            edge.run();
            run = ToolRun.of(command, folder.resolve(base + ".txt"), folder.resolve(base + "-stderr.txt"),
                    folder.resolve(base + "-times.txt"));
            edge.run();
        } catch (IOException | RuntimeException e) {
            // The run's record is written after this: a failed cross-check must not cost it.
            return CrossCheck.notMeasured(variant, tool, command.line(), "could not run " + tool.executable() + ": " + e,
                    null);
        }
        if (run.timedOut()) {
            return CrossCheck.notMeasured(variant, tool, command.line(), tool.executable() + " did not finish within "
                    + command.timeout().toSeconds() + " s and was stopped", null);
        }
        if (run.exitCode() != 0) {
            return CrossCheck.notMeasured(variant, tool, command.line(), tool.executable() + " exited with "
                    + run.exitCode() + ": " + run.stderrHeadline(), null);
        }
        try {
            ToolResult result = tool.parse(run.stdout());
            return CrossCheck.measured(variant, tool, command.line(), run.startEpochMillis(), run.endEpochMillis(), result,
                    run.cpuSeconds(), run.systemCpuSeconds());
        } catch (UnreadableOutputException e) {
            return CrossCheck.notMeasured(variant, tool, command.line(), e.getMessage() + "; stderr: "
                    + run.stderrHeadline(), null);
        } catch (RuntimeException e) {
            return CrossCheck.notMeasured(variant, tool, command.line(), "could not read " + tool.executable()
                    + "'s output: " + e, null);
        }
    }

    private static String describe(CrossCheck check) {
        if (check.result() == null) {
            return check.notMeasured() + (check.install() == null ? "" : "; install: " + check.install());
        }
        ToolResult result = check.result();
        return String.format(Locale.ROOT, "%s: %d requests in %.2f s, %.1f OK/s, %d non-2xx, %d failed",
                check.command(), result.requests(), result.seconds(), result.okPerSecond(), result.non2xx(), result.failed());
    }
}
