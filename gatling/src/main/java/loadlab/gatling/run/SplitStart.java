package loadlab.gatling.run;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import loadlab.record.split.CoordinatorProtocol;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * -Dcoordinator: the split's start, asked of its coordinator (deploy/merge-split) once this injector can
 * send its first request (the target is up, Gatling is running): {@code POST <coordinator>/ready/<K>?run=<simulation>}
 * answers when every injector of the split has asked for that simulation, with the one instant all wait
 * for (a split that runs several simulations starts each of them together). Asked this late,
 * the start needs a lead of only the answer's delivery; fixed any earlier, it must also cover each
 * injector's Maven and JVM start-up, which on shared cores varies by tens of seconds. Called before
 * the simulation's first request, never on an event loop.
 */
public final class SplitStart {
    private static final Logger LOG = LoggerFactory.getLogger(SplitStart.class);

    /** How long an injector keeps trying to reach a coordinator that is not listening yet (pods start in any order). */
    static final Duration REACH = Duration.ofMinutes(10);
    private static final Duration RETRY_EVERY = Duration.ofSeconds(2);

    private SplitStart() {
    }

    /**
     * Reports injector {@code injector} ready for {@code run} and waits for its start; throws when the split failed.
     *
     * @param token the split's token ({@value CoordinatorProtocol#TOKEN_ENV}), which the coordinator asks of every call
     */
    public static Instant ask(URI coordinator, String token, int injector, String run) {
        URI ready = CoordinatorProtocol.path(coordinator, CoordinatorProtocol.READY, injector, CoordinatorProtocol.RUN + "="
                + run);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpRequest request = HttpRequest.newBuilder(ready).header("Authorization", CoordinatorProtocol.authorization(token))
                .POST(HttpRequest.BodyPublishers.noBody()).build();
        Instant giveUp = Instant.now().plus(REACH);
        LOG.info("Injector {} ready for {}; waiting for the split's start from {}", injector, run, coordinator);
        try {
            while (true) {
                try {
                    HttpResponse<String> answer = http.send(request, HttpResponse.BodyHandlers.ofString());
                    return startIn(answer.statusCode(), answer.body(), ready);
                } catch (ConnectException e) {
                    if (Instant.now().isAfter(giveUp)) {
                        throw new IllegalStateException("no coordinator at " + ready + " within " + REACH.toMinutes()
                                + " min (-Dcoordinator)", e);
                    }
                    Thread.sleep(RETRY_EVERY.toMillis());
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("the coordinator at " + ready + " did not answer: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the split's start from " + ready, e);
        }
    }

    /** The start a coordinator's answer carries; its reason when the split failed before it started. */
    static Instant startIn(int status, String body, URI ready) {
        if (status != 200) {
            throw new IllegalStateException("the coordinator at " + ready + " answered " + status + ": " + body.strip());
        }
        try {
            return Instant.parse(body.strip());
        } catch (DateTimeParseException e) {
            throw new IllegalStateException("the coordinator at " + ready + " answered no instant: '" + body.strip() + "'", e);
        }
    }
}
