package loadlab.gatling.transport;

import static io.gatling.javaapi.core.CoreDsl.doIf;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.repeat;

import io.gatling.javaapi.core.ChainBuilder;
import java.time.Duration;
import java.util.List;
import loadlab.gatling.latency.ExchangeSchedule;
import loadlab.gatling.run.TargetLoss;

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

    /** As {@link #of}, each exchange followed by {@code afterAnswer} (a fresh socket's close), if any. */
    static ChainBuilder of(int exchanges, Duration think, ChainBuilder exchange, ChainBuilder... afterAnswer) {
        return of(exchanges, think, afterAnswer.length == 0 ? exchange : exec(exchange).exec(List.of(afterAnswer)));
    }

    /**
     * The think time as a schedule: each exchange waits until it is due ({@code index * think} after the loop
     * began), or goes at once when the exchange before it ended later; {@code schedule} times each from then
     * to its answer, before {@code afterAnswer} (a fresh socket's close), as Gatling's "Exchange" request ends
     * there too. Gatling's pauses stay out of the page group's cumulated time, as the paused loop's do.
     */
    static ChainBuilder scheduled(int exchanges, ExchangeSchedule schedule, ChainBuilder exchange,
            ChainBuilder... afterAnswer) {
        ChainBuilder timed = pause(session -> schedule.untilDue(session, session.getInt(Endpoints.IDX)))
                .exec(TargetLoss.guard())
                .exec(schedule::sending)
                .exec(exchange)
                .exec(session -> schedule.ended(session, session.getInt(Endpoints.IDX)));
        return exec(schedule::begin).repeat(exchanges, Endpoints.IDX)
                .on(afterAnswer.length == 0 ? timed : timed.exec(List.of(afterAnswer)));
    }
}
