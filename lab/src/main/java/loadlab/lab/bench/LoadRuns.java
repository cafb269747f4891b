package loadlab.lab.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import loadlab.lab.crosscheck.CrossCheckCommand;
import loadlab.lab.crosscheck.ToolRun;
import loadlab.record.crosscheck.AbOutput;
import loadlab.record.crosscheck.ToolResult;
import loadlab.record.crosscheck.WrkOutput;

/**
 * wrk and ab runs against one target, each recorded with what it cost: the target's CPU per request (user and
 * system apart), the tool's own CPU per request, and the machine's 1-minute load average as it started (the
 * other work sharing the cores). Each run's output is kept in the bench's folder.
 */
final class LoadRuns {
    /** wrk's POST script: counts answers other than 201, which wrk's own error count does not. */
    static final String POST_SCRIPT = """
            wrk.method = "POST"
            local errors = 0
            function response(status, headers, body)
              if status ~= 201 then errors = errors + 1 end
            end
            """;
    private static final Pattern KEEP_ALIVE = Pattern.compile("(?m)^Keep-Alive requests:\\s+(\\d+)");
    private static final Duration AB_TIMEOUT = Duration.ofMinutes(10);

    private final BenchOptions options;
    private final Samples samples;
    private final Path folder;
    private final Path postScript;

    LoadRuns(BenchOptions options, Samples samples, Path folder) {
        this.options = options;
        this.samples = samples;
        this.folder = folder;
        this.postScript = folder.resolve("post.lua");
        try {
            Files.createDirectories(folder);
            Files.writeString(postScript, POST_SCRIPT);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the bench's folder " + folder, e);
        }
    }

    /** {@code wrk -t2 -c<connections> -d<seconds>s [POST script] url}, recorded as {@code label}. */
    void wrk(String label, BenchTargets.Running target, int round, String path, boolean post) {
        List<String> command = new ArrayList<>(List.of("wrk", "-t2", "-c" + options.connections(),
                "-d" + options.durationSeconds() + "s"));
        if (post) {
            command.addAll(List.of("-s", postScript.toString()));
        }
        command.add(target.url().resolve(path).toString());
        Duration timeout = Duration.ofSeconds(options.durationSeconds()).plus(CrossCheckCommand.WRK_SLACK);
        Measured run = measure(label, target, round, command, timeout);
        ToolResult result = WrkOutput.parse(run.tool.stdout());
        record(label, target, round, run, result.requests());
        samples.add(label, target.name(), round, result.requestsPerSecond());
        samples.add(label + " errors", target.name(), round, result.non2xx() + result.failed());
    }

    /** {@code ab -q -n<requests> -c<connections> -r [-k] url}, recorded as {@code label}. */
    void ab(String label, BenchTargets.Running target, int round, String path, boolean keepAlive) {
        List<String> command = new ArrayList<>(List.of("ab", "-q", "-n", Integer.toString(options.abRequests()),
                "-c", Integer.toString(options.connections()), "-r"));
        if (keepAlive) {
            command.add("-k");
        }
        command.add(target.url().resolve(path).toString());
        Measured run = measure(label, target, round, command, AB_TIMEOUT);
        ToolResult result = AbOutput.parse(run.tool.stdout());
        record(label, target, round, run, options.abRequests());
        samples.add(label, target.name(), round, result.requestsPerSecond());
        samples.add(label + " failed", target.name(), round, result.failed());
        if (keepAlive) {
            Matcher reused = KEEP_ALIVE.matcher(run.tool.stdout());
            long reusedRequests = reused.find() ? Long.parseLong(reused.group(1)) : 0;
            samples.add(label + " keep-alive requests", target.name(), round, reusedRequests);
        }
    }

    /** A warm-up run: the same tool, nothing recorded; a failure still stops the bench. */
    void warm(BenchTargets.Running target, List<String> toolAndOptions, String path) {
        List<String> command = new ArrayList<>(toolAndOptions);
        command.add(target.url().resolve(path).toString());
        run("warm-" + target.name(), command, AB_TIMEOUT);
    }

    Path postScript() {
        return postScript;
    }

    private record Measured(ToolRun tool, ProcessTicks target) {
    }

    private Measured measure(String label, BenchTargets.Running target, int round, List<String> command, Duration timeout) {
        samples.add(label + " load average", target.name(), round, LoadAverage.oneMinute());
        ProcessTicks before = ProcessTicks.of(target.processes().get());
        ToolRun tool = run(label.replace(' ', '-') + "-" + target.name() + "-" + round, command, timeout);
        return new Measured(tool, ProcessTicks.of(target.processes().get()).since(before));
    }

    private void record(String label, BenchTargets.Running target, int round, Measured run, long requests) {
        double perRequest = requests > 0 ? 1e6 / requests : 0;
        samples.add(label + " cpu us per req", target.name(), round, run.target.totalSeconds() * perRequest);
        samples.add(label + " user cpu us per req", target.name(), round, run.target.userSeconds() * perRequest);
        samples.add(label + " system cpu us per req", target.name(), round, run.target.systemSeconds() * perRequest);
        if (run.tool.cpuSeconds() != null) {
            samples.add(label + " generator cpu us per req", target.name(), round, run.tool.cpuSeconds() * perRequest);
        }
    }

    private ToolRun run(String name, List<String> command, Duration timeout) {
        try {
            ToolRun run = ToolRun.run(command, timeout, folder.resolve(name + ".txt"), folder.resolve(name + "-stderr.txt"),
                    folder.resolve(name + "-times.txt"));
            if (run.timedOut() || run.exitCode() != 0) {
                throw new IllegalStateException(String.join(" ", command) + (run.timedOut() ? " ran past " + timeout.toSeconds()
                        + " s" : " exited with " + run.exitCode() + ": " + run.stderrHeadline()));
            }
            return run;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + command.get(0), e);
        }
    }
}
