package loadlab.server.socketio;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.bind.annotation.Bindable;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import java.time.Duration;

/**
 * Socket.IO framing settings ({@code lab.socketio.*}, env {@code LAB_SOCKETIO_*}). Payload sizes
 * come from {@code lab.transport} like every other transport. Created at start-up ({@code @Context}),
 * so a bad value stops the server instead of failing its first Socket.IO connection.
 *
 * @param path            where the Engine.IO handshake is served (the client's {@code path} option plus a slash)
 * @param pingInterval    how often the server sends a ping ({@code 2})
 * @param pingTimeout     how long after a ping the client's pong ({@code 3}) may take before the server closes
 * @param maxPayload      largest inbound message in bytes, announced in the open packet
 * @param freshNamespace  the connect-then-push namespace
 * @param requestEvent    the event a client sends to ask for data
 * @param answerEvent     the event the server answers with
 */
@Context
@ConfigurationProperties("lab.socketio")
public record SocketIoConfig(
        @Bindable(defaultValue = DEFAULT_PATH) @Pattern(regexp = PATH) String path,
        @Bindable(defaultValue = "25s") Duration pingInterval,
        @Bindable(defaultValue = "20s") Duration pingTimeout,
        @Bindable(defaultValue = "65536") @Min(1) @Max(SocketIoEndpoint.MAX_FRAME_BYTES) int maxPayload,
        @Bindable(defaultValue = "/fresh") @Pattern(regexp = PacketDecoder.NAMESPACE) String freshNamespace,
        @Bindable(defaultValue = "send_me_data") @Pattern(regexp = EVENT_NAME) String requestEvent,
        @Bindable(defaultValue = "you_have_data") @Pattern(regexp = EVENT_NAME) String answerEvent) {

    public static final String DEFAULT_PATH = "/socket.io/";
    /** The path for the annotations that route it, which cannot read this record. */
    static final String ROUTED_PATH = "${lab.socketio.path:" + DEFAULT_PATH + "}";
    /** One or more path segments, ending with a slash as Socket.IO clients request it. */
    static final String PATH = "(/[A-Za-z0-9._~-]+)+/";
    /** Event names are written into frames as they are, so they stay plain JSON-safe words. */
    static final String EVENT_NAME = "[A-Za-z0-9_.:-]{1,64}";

    public SocketIoConfig {
        if (pingInterval == null || pingInterval.isNegative() || pingInterval.isZero()
                || pingTimeout == null || pingTimeout.isNegative() || pingTimeout.isZero()) {
            throw new IllegalArgumentException("lab.socketio.ping-interval and ping-timeout must be positive durations");
        }
        if ("/".equals(freshNamespace)) {
            throw new IllegalArgumentException("lab.socketio.fresh-namespace must differ from the main namespace /");
        }
    }
}
