package loadlab.gatling.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Stalls the reference server a forked run started: found among the Gatling JVM's children, stopped with
 * SIGSTOP once the run says it is up and some time has passed, resumed with SIGCONT after the stall.
 */
public final class StoppedServer {
    private StoppedServer() {
    }

    /** Waits for the run's server to be up, lets {@code after} pass, stops it for {@code stall}, resumes it. */
    public static void stall(Process gatling, Path output, Duration after, Duration stall) throws Exception {
        ProcessHandle server = server(gatling, output);
        awaitLine(output, "Target reference is up");
        Thread.sleep(after.toMillis());
        signal("STOP", server);
        Thread.sleep(stall.toMillis());
        signal("CONT", server);
    }

    /** The server the run started: the reference server among the Gatling JVM's children. */
    private static ProcessHandle server(Process gatling, Path output) throws InterruptedException {
        Instant giveUp = Instant.now().plus(Duration.ofMinutes(2));
        while (Instant.now().isBefore(giveUp) && gatling.isAlive()) {
            // The whole command line from /proc: ProcessHandle.Info cuts a long one (the classpath) short.
            Optional<ProcessHandle> server = gatling.descendants().filter(child -> commandLine(child)
                    .contains("loadlab.server.Application")).findFirst();
            if (server.isPresent()) {
                return server.get();
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the run started no reference server; its output:\n" + Checkout.read(output));
    }

    private static String commandLine(ProcessHandle process) {
        try {
            return Files.readString(Path.of("/proc", Long.toString(process.pid()), "cmdline"));
        } catch (IOException gone) {
            return "";
        }
    }

    private static void awaitLine(Path output, String line) throws InterruptedException {
        Instant giveUp = Instant.now().plus(Duration.ofMinutes(2));
        while (!Checkout.read(output).contains(line)) {
            if (Instant.now().isAfter(giveUp)) {
                throw new AssertionError("no '" + line + "' in the run's output:\n" + Checkout.read(output));
            }
            Thread.sleep(50);
        }
    }

    private static void signal(String signal, ProcessHandle process) throws Exception {
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).inheritIO().start();
        assertThat(kill.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(kill.exitValue()).isZero();
    }
}
