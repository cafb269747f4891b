package loadlab.gatling.transport;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.group;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.ws;

import io.gatling.javaapi.core.ChainBuilder;
import java.time.Duration;
import loadlab.gatling.settings.Transport;
import loadlab.gatling.settings.TransportsPlan;
import loadlab.record.names.RunNames;

/**
 * One "browser page" per virtual user: N sequential exchanges with think time between them,
 * wrapped in a group named like "AJAX x100". With Gatling's default group metric (cumulated
 * response time) the group's figures are the total time of the N exchanges, think time excluded.
 * Persistent WebSocket: connecting and closing stay outside the group, as in the original, where
 * the page opened the socket before timing started. Fresh WebSocket: each exchange is connect,
 * await the one message, close, all inside the group.
 */
public final class Pages {
    private Pages() {
    }

    // Reference: https://docs.gatling.io/reference/script/core/scenario/#groups
    public static ChainBuilder page(Transport transport, int exchanges, TransportsPlan plan) {
        return switch (transport) {
            case AJAX -> group(transport.pageName(exchanges)).on(
                    ExchangeLoop.of(exchanges, plan.think(), ajaxExchange(plan)));
            case WS -> exec(ws(RunNames.CONNECT_PREFIX + Transport.WS.label()).connect(Endpoints.PERSISTENT_WS))
                    .group(transport.pageName(exchanges)).on(
                            persistentExchanges(transport.label(), exchanges, plan.think(), plan.size()))
                    .exec(ws(RunNames.CLOSE_PREFIX + Transport.WS.label()).close());
            case FRESH_WS -> group(transport.pageName(exchanges)).on(
                    ExchangeLoop.of(exchanges, plan.think(), freshWsExchange(plan)));
            case SIO_WS -> SocketIoPages.persistent(transport, exchanges, plan);
            case FRESH_SIO_WS -> SocketIoPages.fresh(transport, exchanges, plan);
        };
    }

    /**
     * {@code exchanges} exchanges over the persistent WebSocket the user holds open, think time
     * between them: "Send {label}" (logged as 0 ms) and the check "Exchange {label}", timed from the
     * send to the matching answer.
     */
    public static ChainBuilder persistentExchanges(String label, int exchanges, Duration think, int size) {
        return ExchangeLoop.of(exchanges, think, exec(ws(RunNames.SEND_PREFIX + label)
                .sendText(Endpoints.sendMeData(size))
                .await(ExchangeLoop.AWAIT).on(ws.checkTextMessage(RunNames.exchange(label))
                        .check(ExchangeChecks.youHaveData(size)))));
    }

    private static ChainBuilder ajaxExchange(TransportsPlan plan) {
        return exec(http(RunNames.exchange(Transport.AJAX.label()))
                .get(Endpoints.ajax(plan.size(), plan.jsonp()))
                .check(ExchangeChecks.ajax(plan.size(), plan.jsonp())));
    }

    private static ChainBuilder freshWsExchange(TransportsPlan plan) {
        return exec(ws(RunNames.CONNECT_PREFIX + Transport.FRESH_WS.label())
                .connect(Endpoints.freshWs(plan.size()))
                .await(ExchangeLoop.AWAIT).on(ws.checkTextMessage(RunNames.exchange(Transport.FRESH_WS.label()))
                        .check(ExchangeChecks.youHaveData(plan.size()))))
                .exec(ws(RunNames.CLOSE_PREFIX + Transport.FRESH_WS.label()).close());
    }
}
