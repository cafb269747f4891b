package loadlab.gatling.transport;

import static io.gatling.javaapi.core.CoreDsl.bodyString;
import static io.gatling.javaapi.core.CoreDsl.jsonPath;
import static io.gatling.javaapi.core.CoreDsl.regex;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.CheckBuilder;
import java.util.List;

/** What makes an exchange correct: the idx that was asked for and a payload of the asked size. */
final class ExchangeChecks {
    private ExchangeChecks() {
    }

    /** {@code {"idx":N,"message":"<size chars>"}}, or the same wrapped in the JSONP callback. */
    static List<CheckBuilder> ajax(int size, boolean jsonp) {
        if (!jsonp) {
            return List.of(
                    status().is(200),
                    jsonPath("$.idx").ofInt().is(session -> session.getInt(Endpoints.IDX)),
                    jsonPath("$.message").transform(String::length).is(size));
        }
        return List.of(
                status().is(200),
                bodyString().transform(ExchangeChecks::isJsonpCall).is(true),
                regex("\"idx\"\\s*:\\s*(\\d+)").transform(Integer::valueOf)
                        .is(session -> session.getInt(Endpoints.IDX)),
                regex("\"message\"\\s*:\\s*\"([A-Za-z0-9]*)\"").transform(String::length).is(size));
    }

    /** {@code {"event":"you_have_data","idx":N,"data":"<size chars>"}} on either WebSocket. */
    static List<CheckBuilder> youHaveData(int size) {
        return List.of(
                jsonPath("$.event").is("you_have_data"),
                jsonPath("$.idx").ofInt().is(session -> session.getInt(Endpoints.IDX)),
                jsonPath("$.data").transform(String::length).is(size));
    }

    /** The Engine.IO open packet {@code 0{"sid":...}} that starts every Socket.IO connection. */
    static CheckBuilder socketIoOpen() {
        return bodyString().transform(SocketIoPacket::summaryOf).is("open");
    }

    /** The namespace connect acknowledged: {@code 40{"sid":...}}, {@code 40/fresh,{"sid":...}}. */
    static CheckBuilder socketIoConnected(String namespace) {
        return bodyString().transform(SocketIoPacket::summaryOf).is(SocketIoPacket.connected(namespace));
    }

    /** {@code 42[/ns,]["you_have_data",N,"<size chars>"]}: the event, the idx asked for, the asked size. */
    static CheckBuilder socketIoData(String namespace, String event, int size) {
        return bodyString().transform(SocketIoPacket::dataEvent)
                .is(session -> new SocketIoPacket.DataEvent(namespace, event, session.getInt(Endpoints.IDX), size));
    }

    static boolean isJsonpCall(String body) {
        String trimmed = body.strip();
        return trimmed.startsWith(Endpoints.JSONP_CALLBACK + "(")
                && (trimmed.endsWith(");") || trimmed.endsWith(")"));
    }
}
