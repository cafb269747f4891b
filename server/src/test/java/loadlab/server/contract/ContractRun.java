package loadlab.server.contract;

import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One run of the contract tests: the settings, read once, and the tally of tests that ran and
 * tests disabled by claims. At the end of the run (JUnit closes it with the root context) it logs
 * the tally and, against a server at a base URL, fails when no test ran: a claims list that matches
 * nothing must not pass as a green run.
 */
final class ContractRun implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger("loadlab.contract");

    private final ContractSettings settings;
    private final AtomicInteger ran = new AtomicInteger();
    private final Map<Claim, AtomicInteger> disabled = new EnumMap<>(Claim.class);

    ContractRun(ContractSettings settings) {
        this.settings = settings;
        for (Claim claim : Claim.values()) {
            disabled.put(claim, new AtomicInteger());
        }
    }

    ContractSettings settings() {
        return settings;
    }

    void ran() {
        ran.incrementAndGet();
    }

    /** Counts a disabled test under the first claim it lacks. */
    void disabled(Set<Claim> missing) {
        disabled.get(missing.stream().sorted().findFirst().orElseThrow()).incrementAndGet();
    }

    @Override
    public void close() {
        int off = disabled.values().stream().mapToInt(AtomicInteger::get).sum();
        String target = settings.baseUrl().map(Object::toString).orElse("the reference server");
        LOG.info("Contract tests against {} (serves {}): {} ran, {} disabled by claims{}", target,
                Claim.labels(settings.serves()), ran.get(), off, off == 0 ? "" : disabled.entrySet().stream()
                        .filter(entry -> entry.getValue().get() > 0)
                        .map(entry -> entry.getKey().label() + " " + entry.getValue().get())
                        .collect(Collectors.joining(", ", " (not claimed: ", ")")));
        if (!settings.reference() && ran.get() == 0) {
            throw new IllegalStateException("no contract test ran against " + target + " (contract.serves="
                    + Claim.labels(settings.serves()) + ", " + off + " disabled by claims)");
        }
    }
}
