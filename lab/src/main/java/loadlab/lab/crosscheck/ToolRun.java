package loadlab.lab.crosscheck;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import loadlab.lab.launch.ChildProcess;
import loadlab.lab.launch.Executables;

/**
 * One run of an outside program to its end, its stdout and stderr kept in files (the evidence behind
 * the figures read from them), and its own CPU time when bash is there to measure it ({@link ChildCpu}).
 * A run past its timeout is stopped, the program under the shell first: SIGTERM, then SIGKILL after 5 s.
 *
 * @param exitCode   -1 when the run was stopped at its timeout
 * @param cpu      the program's CPU seconds, user and system; null when not measured (no bash, or stopped)
 */
public record ToolRun(int exitCode, boolean timedOut, long startEpochMillis, long endEpochMillis, String stdout, String stderr,
        ChildCpu.Times cpu) {

    /** @param timesFile where the shell writes the program's CPU times (kept with its outputs) */
    static ToolRun of(CrossCheckCommand command, Path stdoutFile, Path stderrFile, Path timesFile) throws IOException {
        return run(command.arguments(), command.timeout(), stdoutFile, stderrFile, timesFile);
    }

    /** Any program the same way: its arguments, how long it may run, where its outputs and CPU times go. */
    public static ToolRun run(List<String> command, Duration timeout, Path stdoutFile, Path stderrFile, Path timesFile)
            throws IOException {
        Files.createDirectories(stdoutFile.toAbsolutePath().getParent());
        Files.deleteIfExists(timesFile);
        boolean measured = Executables.onPath(ChildCpu.SHELL).isPresent();
        List<String> arguments = measured ? ChildCpu.wrapped(command, timesFile.toAbsolutePath())
                : List.copyOf(command);
        ProcessBuilder builder = new ProcessBuilder(arguments)
                .redirectOutput(stdoutFile.toFile())
                .redirectError(stderrFile.toFile())
                .redirectInput(ChildProcess.NO_INPUT);
        long start = System.currentTimeMillis();
        Process process = builder.start();
        boolean finished;
        try {
            finished = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!finished) {
                ChildProcess.stop(process);
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    ChildProcess.kill(process);
                    process.waitFor(5, TimeUnit.SECONDS);
                }
            }
        } catch (InterruptedException e) {
            ChildProcess.kill(process);
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while " + command.get(0) + " ran", e);
        }
        long end = System.currentTimeMillis();
        ChildCpu.Times cpu = finished && measured ? ChildCpu.read(timesFile).orElse(null) : null;
        return new ToolRun(finished ? process.exitValue() : -1, !finished, start, end, read(stdoutFile), read(stderrFile),
                cpu);
    }


    /** User + system seconds; null when not measured. */
    public Double cpuSeconds() {
        return cpu == null ? null : cpu.totalSeconds();
    }

    /** The system part of {@link #cpuSeconds()}; null when not measured. */
    public Double systemCpuSeconds() {
        return cpu == null ? null : cpu.systemSeconds();
    }

    /** The first line of stderr that says something, for a reason shown on the summary page. */
    public String stderrHeadline() {
        return stderr.lines().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("Completed ") && !line.startsWith("Finished "))
                .findFirst().orElse("(nothing on stderr)");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
