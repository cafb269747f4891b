package loadlab.gatling.transport;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.group;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.ws;

import io.gatling.javaapi.core.ChainBuilder;
import java.time.Duration;
import java.util.Optional;
import java.util.function.UnaryOperator;
import loadlab.gatling.latency.ExchangeSchedule;
import loadlab.lab.settings.Page;
import loadlab.lab.settings.Transport;
import loadlab.lab.settings.TransportsPlan;
import loadlab.record.names.RunNames;

/**
 * One "browser page" per virtual user: N sequential exchanges with think time between them (or on a
 * schedule, {@link ExchangeLoop#scheduled}), wrapped in a group named like "AJAX x100". With Gatling's
 * default group metric (cumulated response time) the group's figures are the total time of the N
 * exchanges, think time excluded.
 * Persistent WebSocket: connecting and closing stay outside the group, as in the original, where
 * the page opened the socket before timing started. Fresh WebSocket: each exchange is connect,
 * await the one message, close, all inside the group.
 */
public final class Pages {
    private Pages() {
    }

    /**
     * A page's exchanges inside its group: paused after each answer, or on {@code schedule} when the page is
     * scheduled (its requests then carry the scheduled label, "Exchange Scheduled AJAX").
     */
    // Reference: https://docs.gatling.io/reference/script/core/scenario/#groups
    public static ChainBuilder page(Page page, TransportsPlan plan, Optional<ExchangeSchedule> schedule) {
        if (page.scheduled() != schedule.isPresent()) {
            throw new IllegalArgumentException(page.name() + ": a scheduled page has a schedule, a paused one none");
        }
        return chain(page.transport(), new Timing(page.label(), page.exchanges(), plan.think(),
                loop -> group(page.name()).on(loop), schedule), plan);
    }

    /**
     * The warm-up before the pages: {@code exchanges} exchanges of the transport back to back, outside
     * every page group and under names no page uses ("Exchange Warm-up AJAX", "Connect Warm-up WS"), so
     * no row of the report or the summary counts them. Cold, the first page of each transport measured
     * several times its later repeats (docs/experiments.md, the pageWarmUp knob).
     */
    public static ChainBuilder warmUp(Transport transport, int exchanges, TransportsPlan plan) {
        return pacedWarmUp(transport, exchanges, Duration.ZERO, plan);
    }

    /** As {@link #warmUp}, with {@code think} between two exchanges, as the pages pause. */
    public static ChainBuilder pacedWarmUp(Transport transport, int exchanges, Duration think, TransportsPlan plan) {
        return chain(transport, new Timing(RunNames.WARM_UP_PREFIX + transport.label(), exchanges, think,
                loop -> loop, Optional.empty()), plan);
    }

    private static ChainBuilder chain(Transport transport, Timing timing, TransportsPlan plan) {
        String label = timing.label();
        return switch (transport) {
            case AJAX -> timing.loop(ajaxExchange(label, plan));
            case WS -> exec(ws(RunNames.CONNECT_PREFIX + label).connect(Endpoints.PERSISTENT_WS))
                    .exec(timing.loop(persistentExchange(label, plan.size())))
                    .exec(ws(RunNames.CLOSE_PREFIX + label).close());
            case FRESH_WS -> timing.loop(freshWsExchange(label, plan), exec(ws(RunNames.CLOSE_PREFIX + label).close()));
            case SIO_WS -> SocketIoPages.persistent(timing, plan);
            case FRESH_SIO_WS -> SocketIoPages.fresh(timing, plan);
        };
    }

    /**
     * How a chain of exchanges is named and timed: the label its requests carry, N exchanges with think
     * time between them (a pause, or the schedule's), and what wraps the loop (a page's group, or nothing for
     * the warm-up).
     */
    record Timing(String label, int exchanges, Duration think, UnaryOperator<ChainBuilder> wrap,
            Optional<ExchangeSchedule> schedule) {
        /** Each exchange up to its answer, then {@code afterAnswer} (a fresh socket's close), outside its timing. */
        ChainBuilder loop(ChainBuilder exchange, ChainBuilder... afterAnswer) {
            return wrap.apply(schedule.map(s -> ExchangeLoop.scheduled(exchanges, s, exchange, afterAnswer))
                    .orElseGet(() -> ExchangeLoop.of(exchanges, think, exchange, afterAnswer)));
        }
    }

    /**
     * {@code exchanges} exchanges over the persistent WebSocket the user holds open, think time
     * between them: "Send {label}" (logged as 0 ms) and the check "Exchange {label}", timed from the
     * send to the matching answer.
     */
    public static ChainBuilder persistentExchanges(String label, int exchanges, Duration think, int size) {
        return ExchangeLoop.of(exchanges, think, persistentExchange(label, size));
    }

    private static ChainBuilder persistentExchange(String label, int size) {
        return exec(ws(RunNames.SEND_PREFIX + label)
                .sendText(Endpoints.sendMeData(size))
                .await(ExchangeLoop.AWAIT).on(ws.checkTextMessage(RunNames.exchange(label))
                        .check(ExchangeChecks.youHaveData(size))));
    }

    private static ChainBuilder ajaxExchange(String label, TransportsPlan plan) {
        return exec(http(RunNames.exchange(label))
                .get(Endpoints.ajax(plan.size(), plan.jsonp()))
                .check(ExchangeChecks.ajax(plan.size(), plan.jsonp())));
    }

    private static ChainBuilder freshWsExchange(String label, TransportsPlan plan) {
        return exec(ws(RunNames.CONNECT_PREFIX + label)
                .connect(Endpoints.freshWs(plan.size()))
                .await(ExchangeLoop.AWAIT).on(ws.checkTextMessage(RunNames.exchange(label))
                        .check(ExchangeChecks.youHaveData(plan.size()))));
    }
}
