package loadlab.lab.targets;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import loadlab.lab.launch.ChildProcess;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.settings.ServerHeap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code mvn test-compile -DcontractTargets=node,tomcat,...}: the server module's contract tests
 * ({@code ci/contract-check}) against each shipped target, started as the suite starts it for a load
 * run, claiming exactly what it serves (plus /health), so each honours what it claims. One target at a
 * time; the build fails at the end if any check failed. The pom runs this with exec:java.
 */
public final class ContractRuns {
    private static final Logger LOG = LoggerFactory.getLogger(ContractRuns.class);
    /** A contract check is about a hundred short tests; this only bounds a hang. */
    private static final Duration CHECK_BOUND = Duration.ofMinutes(20);

    private ContractRuns() {
    }

    public static void main(String[] args) {
        LabSettings settings = LabSettings.fromSystemProperties();
        List<String> names = Arrays.stream(System.getProperty("contractTargets", "").split(","))
                .map(String::trim).filter(name -> !name.isEmpty()).toList();
        if (names.isEmpty()) {
            throw new IllegalArgumentException("-DcontractTargets names the targets to check, e.g. node,tomcat");
        }
        List<ShippedTarget> targets = names.stream().map(ShippedTargets::byName).toList();
        List<String> failed = new ArrayList<>();
        for (ShippedTarget target : targets) {
            int code = check(settings, target);
            LOG.info("Contract check of {}: {}", target.name(), code == 0 ? "passed" : "FAILED (exit " + code + ")");
            if (code != 0) {
                failed.add(target.name());
            }
        }
        if (!failed.isEmpty()) {
            throw new IllegalStateException("Contract check FAILED for " + failed + " (their output is above)");
        }
    }

    /** The claims of what a target serves: the contract tests' names, /health always. */
    static String claims(ShippedTarget target) {
        return Stream.concat(target.serves().stream().map(ContractPart::claim).filter(Objects::nonNull),
                Stream.of(ContractPart.HEALTH_CLAIM)).collect(Collectors.joining(","));
    }

    private static int check(LabSettings settings, ShippedTarget target) {
        Path root = settings.root();
        target.prepare(root);
        Path logBase = settings.results().resolve("contract").resolve(target.name() + "-" + Instant.now().toEpochMilli());
        StartedTarget started = StartedTarget.plan(target, root, logBase, ServerHeap.of("256m", 0),
                settings.serverStartTimeout());
        started.start();
        try {
            List<String> command = List.of(root.resolve("ci/contract-check").toString(), started.url().http(),
                    claims(target), "-q");
            LOG.info("Contract check of {} ({}): {}", target.name(), target.description(), String.join(" ", command));
            Process check = ChildProcess.withOutputShown(command).directory(root.toFile()).start();
            if (!check.waitFor(CHECK_BOUND.toMinutes(), TimeUnit.MINUTES)) {
                ChildProcess.kill(check);
                LOG.error("Contract check of {} ran over {} minutes; stopped", target.name(), CHECK_BOUND.toMinutes());
                return -1;
            }
            return check.exitValue();
        } catch (IOException e) {
            LOG.error("Could not run ci/contract-check: {}", e.toString());
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        } finally {
            started.stop();
        }
    }
}
