package loadlab.gatling.transport;

import static io.gatling.javaapi.core.CoreDsl.doIf;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.repeat;

import io.gatling.javaapi.core.ChainBuilder;
import java.time.Duration;
import loadlab.gatling.server.TargetLoss;

/** What every page shares, whatever its framing: N exchanges in a row with think time, and the answer's bound. */
final class ExchangeLoop {
    /** Longest wait for a WebSocket answer before the exchange counts as failed. */
    static final Duration AWAIT = Duration.ofSeconds(10);

    private ExchangeLoop() {
    }

    /** Think time goes between exchanges, not before the first one; a lost target ends the loop. */
    static ChainBuilder of(int exchanges, Duration think, ChainBuilder exchange) {
        return repeat(exchanges, Endpoints.IDX).on(
                doIf(session -> session.getInt(Endpoints.IDX) > 0).then(pause(think)),
                TargetLoss.guard(),
                exchange);
    }
}
