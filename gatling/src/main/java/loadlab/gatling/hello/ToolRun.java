package loadlab.gatling.hello;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import loadlab.gatling.server.ChildProcess;

/**
 * One run of an outside program to its end, its stdout and stderr kept in files (the evidence behind
 * the figures read from them). A run past its timeout is stopped: SIGTERM, then SIGKILL after 5 s.
 *
 * @param exitCode -1 when the run was stopped at its timeout
 */
record ToolRun(int exitCode, boolean timedOut, long startEpochMillis, long endEpochMillis, String stdout, String stderr) {

    static ToolRun of(CrossCheckCommand command, Path stdoutFile, Path stderrFile) throws IOException {
        Files.createDirectories(stdoutFile.toAbsolutePath().getParent());
        ProcessBuilder builder = new ProcessBuilder(List.copyOf(command.arguments()))
                .redirectOutput(stdoutFile.toFile())
                .redirectError(stderrFile.toFile())
                .redirectInput(ChildProcess.NO_INPUT);
        long start = System.currentTimeMillis();
        Process process = builder.start();
        boolean finished;
        try {
            finished = process.waitFor(command.timeout().toMillis(), TimeUnit.MILLISECONDS);
            if (!finished) {
                process.destroy();
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while " + command.tool().executable() + " ran", e);
        }
        long end = System.currentTimeMillis();
        return new ToolRun(finished ? process.exitValue() : -1, !finished, start, end, read(stdoutFile), read(stderrFile));
    }

    /** The first line of stderr that says something, for a reason shown on the summary page. */
    String stderrHeadline() {
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
