package loadlab.gatling.transport;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.http.HttpDsl.ws;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.http.WsConnectActionBuilder;
import io.gatling.javaapi.http.WsSendTextActionBuilder;
import loadlab.lab.settings.SocketIoPlan;
import loadlab.lab.settings.TransportsPlan;
import loadlab.record.names.RunNames;

/**
 * The WebSocket pages in Socket.IO framing (-Dframing=socketio). A Socket.IO connection is set up in
 * three steps, each its own request so the report shows what the handshake costs: "Connect X" (TCP
 * and HTTP upgrade), "Open X" (the Engine.IO open packet, timed from the upgrade) and "Handshake X"
 * (namespace connect "40" until its acknowledgement "40{...}"). "Exchange X" is the event round trip.
 * Server pings ("2") are answered on the protocol (wsAutoReplySocketIo4), in any state.
 * Persistent: handshake and leave ("41", then close) outside the page group, as the plain WS page
 * connects before timing starts. Fresh: the whole handshake per exchange inside the group; the data
 * is pushed right after the namespace connect, so "Exchange X" is timed from the acknowledgement.
 */
// Reference: https://docs.gatling.io/reference/script/protocols/websocket/ (connect, sendText, await, checks)
final class SocketIoPages {
    private static final String MAIN = "/";

    private SocketIoPages() {
    }

    static ChainBuilder persistent(Pages.Timing timing, TransportsPlan plan) {
        SocketIoPlan socketIo = plan.socketIo();
        String label = timing.label();
        ChainBuilder exchange = exec(ws(RunNames.SEND_PREFIX + label)
                .sendText(Endpoints.socketIoEvent(socketIo.requestEvent()))
                .await(ExchangeLoop.AWAIT).on(ws.checkTextMessage(RunNames.exchange(label))
                        .check(ExchangeChecks.socketIoData(MAIN, socketIo.responseEvent(), plan.size()))));
        return exec(connect(label, Endpoints.socketIo(socketIo.path(), plan.size())))
                .exec(join(label, MAIN))
                .exec(timing.loop(exchange))
                .exec(leave(label, MAIN));
    }

    static ChainBuilder fresh(Pages.Timing timing, TransportsPlan plan) {
        SocketIoPlan socketIo = plan.socketIo();
        String label = timing.label();
        String namespace = socketIo.freshNamespace();
        // A second await, not a second check in the same one: Gatling times a later await's check from
        // the frame that satisfied the previous one, so "Exchange" excludes the namespace handshake.
        ChainBuilder exchange = exec(connect(label, Endpoints.freshSocketIo(socketIo.path(), plan.size())))
                .exec(join(label, namespace)
                        .await(ExchangeLoop.AWAIT).on(ws.checkTextMessage(RunNames.exchange(label))
                                .check(ExchangeChecks.socketIoData(namespace, socketIo.responseEvent(), plan.size()))));
        return timing.loop(exchange, leave(label, namespace));
    }

    /** TCP and HTTP upgrade ("Connect X"), then the Engine.IO open packet ("Open X"). */
    private static WsConnectActionBuilder connect(String label, String url) {
        return ws(RunNames.CONNECT_PREFIX + label).connect(url)
                .await(ExchangeLoop.AWAIT).on(ws.checkTextMessage(RunNames.OPEN_PREFIX + label)
                        .check(ExchangeChecks.socketIoOpen()));
    }

    /** Namespace connect until it is acknowledged ("Handshake X"). */
    private static WsSendTextActionBuilder join(String label, String namespace) {
        return ws("Join " + label).sendText(Endpoints.socketIoConnect(namespace))
                .await(ExchangeLoop.AWAIT).on(ws.checkTextMessage(RunNames.HANDSHAKE_PREFIX + label)
                        .check(ExchangeChecks.socketIoConnected(namespace)));
    }

    /** Leave the namespace ("41"), then close the WebSocket. */
    private static ChainBuilder leave(String label, String namespace) {
        return exec(ws("Leave " + label).sendText(Endpoints.socketIoDisconnect(namespace)))
                .exec(ws(RunNames.CLOSE_PREFIX + label).close());
    }
}
