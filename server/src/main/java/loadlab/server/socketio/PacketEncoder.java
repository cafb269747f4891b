package loadlab.server.socketio;

import io.micronaut.json.JsonMapper;
import io.micronaut.serde.annotation.Serdeable;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.concurrent.ThreadLocalRandom;
import loadlab.server.web.ErrorBody;
import loadlab.wire.Exchange;
import loadlab.wire.RandomPayload;

/**
 * Writes the server's packets as ready-to-send text frames. The data event is written straight
 * into one byte array (fixed parts precomputed per namespace, payload generated in place), like
 * the plain transport's answers; the rare packets go through the JSON mapper.
 */
@Singleton
final class PacketEncoder {
    private static final byte[] PING = ascii("2");
    private static final byte[] DATA_MIDDLE = ascii(",\"");
    private static final byte[] DATA_TAIL = ascii("\"]");
    private static final Base64.Encoder SID = Base64.getUrlEncoder().withoutPadding();

    private final JsonMapper json;
    private final String openTail;
    private final byte[] mainDataHead;
    private final byte[] freshDataHead;
    private final String freshNamespace;

    PacketEncoder(JsonMapper json, SocketIoConfig config) {
        this.json = json;
        this.freshNamespace = config.freshNamespace();
        this.openTail = "\",\"upgrades\":[],\"pingInterval\":" + config.pingInterval().toMillis()
                + ",\"pingTimeout\":" + config.pingTimeout().toMillis() + ",\"maxPayload\":" + config.maxPayload() + "}";
        this.mainDataHead = ascii("42[\"" + config.answerEvent() + "\",");
        this.freshDataHead = ascii("42" + prefix(config.freshNamespace()) + "[\"" + config.answerEvent() + "\",");
    }

    /** Engine.IO open: {@code 0{"sid":..,"upgrades":[],"pingInterval":..,"pingTimeout":..,"maxPayload":..}}. */
    TextWebSocketFrame open() {
        return text("0{\"sid\":\"" + newSid() + openTail);
    }

    TextWebSocketFrame ping() {
        return new TextWebSocketFrame(Unpooled.wrappedBuffer(PING));
    }

    /** The answer to a client's ping, echoing its probe text as Engine.IO does. */
    TextWebSocketFrame pong(String probe) {
        return text("3" + probe);
    }

    /** Namespace connect acknowledgement: {@code 40[<ns>,]{"sid":"<id>"}}. */
    TextWebSocketFrame connected(String namespace) {
        return text("40" + prefix(namespace) + "{\"sid\":\"" + newSid() + "\"}");
    }

    /** Connect error: {@code 44[<ns>,]{"message":"<text>","data":{"error":"<code>"}}}. */
    TextWebSocketFrame connectError(SocketIoProblem problem) {
        return text("44" + prefix(problem.namespace()) + write(new ConnectError(problem.getMessage(), new Code(problem.code()))));
    }

    /** Error event: {@code 42[<ns>,]["error",{"error":"<code>","message":"<text>"}]}. */
    TextWebSocketFrame errorEvent(SocketIoProblem problem) {
        return text("42" + prefix(problem.namespace()) + "[\"error\","
                + write(new ErrorBody(problem.code(), problem.getMessage())) + "]");
    }

    /** The answer: {@code 42[<ns>,]["you_have_data",N,"<size random characters>"]}. */
    TextWebSocketFrame data(String namespace, Exchange exchange) {
        byte[] head = freshNamespace.equals(namespace) ? freshDataHead : mainDataHead;
        byte[] idx = ascii(Long.toString(exchange.idx()));
        byte[] out = new byte[head.length + idx.length + DATA_MIDDLE.length + exchange.size() + DATA_TAIL.length];
        int at = put(out, 0, head);
        at = put(out, at, idx);
        at = put(out, at, DATA_MIDDLE);
        RandomPayload.fill(out, at, exchange.size());
        put(out, at + exchange.size(), DATA_TAIL);
        return new TextWebSocketFrame(Unpooled.wrappedBuffer(out));
    }

    /**
     * 20 URL-safe characters like Engine.IO's ids. Nothing is keyed on them (there is no polling
     * session to resume), so a fast generator is enough.
     */
    static String newSid() {
        byte[] bytes = new byte[15];
        ThreadLocalRandom.current().nextBytes(bytes);
        return SID.encodeToString(bytes);
    }

    static String prefix(String namespace) {
        return Packet.MAIN.equals(namespace) ? "" : namespace + ",";
    }

    private String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static TextWebSocketFrame text(String text) {
        return new TextWebSocketFrame(Unpooled.wrappedBuffer(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static int put(byte[] out, int at, byte[] part) {
        System.arraycopy(part, 0, out, at, part.length);
        return at + part.length;
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    /** Socket.IO's connect error body: a message, and the reason code in {@code data} (socket.io's {@code err.data}). */
    @Serdeable
    record ConnectError(String message, Code data) {
    }

    /** {@code {"error":"<code>"}}. */
    @Serdeable
    record Code(String error) {
    }
}
