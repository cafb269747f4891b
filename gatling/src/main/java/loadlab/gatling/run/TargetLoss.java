package loadlab.gatling.run;

import static io.gatling.javaapi.core.CoreDsl.doIf;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether this run lost its target, and why: the server the suite started exited, or nothing
 * accepted connections for a while ({@link TargetWatch}). One per Gatling JVM, which runs one
 * simulation. Every request loop passes {@link #guard()}, so a lost target stops the run at once
 * instead of being sent requests that can only fail.
 */
public final class TargetLoss {
    /** The one request a lost run adds to its report, so the run fails and says why. */
    public static final String REQUEST = "Target Lost";
    private static final Logger LOG = LoggerFactory.getLogger(TargetLoss.class);
    private static final AtomicReference<String> REASON = new AtomicReference<>();
    private static final AtomicBoolean REPORTED = new AtomicBoolean();

    private TargetLoss() {
    }

    /** Records the first loss; later ones are the same loss seen again. */
    public static void lose(String reason) {
        if (REASON.compareAndSet(null, reason)) {
            LOG.error("Stopping the run: {}", reason);
        }
    }

    public static Optional<String> reason() {
        return Optional.ofNullable(REASON.get());
    }

    /** A new run in this JVM (tests run several) starts with its target not lost. */
    public static void reset() {
        REASON.set(null);
        REPORTED.set(false);
    }

    /**
     * Stops the load generator when the target is lost. The first user to notice logs one failed
     * request named {@value #REQUEST} whose message is the reason (its check can only fail), so the
     * zero-failures assertion fails the build and the report shows why.
     */
    // Reference: https://docs.gatling.io/reference/script/core/scenario/#stopLoadGenerator
    public static ChainBuilder guard() {
        // One cheap check per request on the injector's hot path; the rest runs only once lost.
        return doIf(session -> REASON.get() != null).then(
                doIf(session -> REPORTED.compareAndSet(false, true)).then(
                        exec(http(REQUEST).get("/health").check(
                                status().transform(code -> "target lost: " + REASON.get()).is("target alive"))))
                        .stopLoadGenerator(session -> "target lost: " + REASON.get()));
    }
}
