package loadlab.lab.launch;

import java.io.File;
import java.util.List;

/**
 * A child the suite runs to its end with its output on this JVM's (apt-get, npm ci, a contract
 * check, a forked Gatling run), and its input empty. Never this JVM's input: under Surefire that is
 * the fork's command channel, and npm sets a shared input non-blocking, after which the fork cannot
 * read its channel and Maven fails the build although every test passed.
 */
public final class ChildProcess {
    /** Where a child's standard input comes from: nothing. */
    public static final ProcessBuilder.Redirect NO_INPUT = ProcessBuilder.Redirect.from(new File("/dev/null"));

    private ChildProcess() {
    }

    /**
     * Asks a child and everything it started to end (SIGTERM), its descendants first: a signal to a shell
     * or a launcher alone would leave the program under it running.
     */
    public static void stop(Process process) {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
    }

    /** The same with SIGKILL. */
    public static void kill(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** A builder for {@code command}: no input, output and errors on this JVM's. */
    public static ProcessBuilder withOutputShown(List<String> command) {
        return new ProcessBuilder(command)
                .redirectInput(NO_INPUT)
                .redirectOutput(ProcessBuilder.Redirect.INHERIT)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
    }
}
