package loadlab.server.socketio;

import io.micronaut.websocket.CloseReason;
import io.micronaut.websocket.WebSocketSession;
import io.netty.channel.Channel;
import io.netty.channel.EventLoop;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import loadlab.server.transport.FrameAssembler;
import loadlab.server.transport.TransportConfig;
import loadlab.wire.BadInputException;
import loadlab.wire.Exchange;

/**
 * One Engine.IO connection over WebSocket and the Socket.IO namespaces joined on it. Everything
 * here runs on the connection's event loop (frames, timers, the close listener), so the state
 * needs no locking; answers are sent asynchronously. Micronaut delivers frames on that loop
 * already; should a setting move handlers elsewhere, {@link #receive} hops back to it.
 */
final class SocketIoSession {
    private static final CloseReason PING_TIMEOUT = new CloseReason(CloseReason.NORMAL.getCode(), "ping timeout");

    private final WebSocketSession socket;
    private final SocketIoProtocol protocol;
    private final SocketIoConfig config;
    private final TransportConfig transport;
    private final PacketEncoder encoder;
    private final String queryIdx;
    private final String querySize;
    private final FrameAssembler assembler;
    private final EventLoop loop;
    private final Heartbeat heartbeat;
    private final Set<String> joined = new HashSet<>(4);
    /** Payload size for events that name none: the handshake query's, else the configured default. */
    private int defaultSize;
    private boolean closing;

    SocketIoSession(WebSocketSession socket, Channel channel, SocketIoProtocol protocol) {
        this.socket = socket;
        this.protocol = protocol;
        this.config = protocol.config();
        this.transport = protocol.transport();
        this.encoder = protocol.encoder();
        this.queryIdx = socket.getRequestParameters().get("idx");
        this.querySize = socket.getRequestParameters().get("size");
        this.defaultSize = transport.defaultSize();
        this.assembler = new FrameAssembler(config.maxPayload());
        this.loop = channel.eventLoop();
        this.heartbeat = new Heartbeat(loop, config.pingInterval(), config.pingTimeout(),
                () -> send(encoder.ping()), () -> close(PING_TIMEOUT));
        channel.closeFuture().addListener(closed -> heartbeat.stop());
    }

    /** Sends the open packet and starts the heartbeat. */
    void open() {
        if (!loop.inEventLoop()) {
            loop.execute(this::open);
            return;
        }
        send(encoder.open());
        heartbeat.start();
    }

    /** Handles one frame; the caller releases it. */
    void receive(WebSocketFrame frame) {
        if (loop.inEventLoop()) {
            onFrame(frame);
            return;
        }
        frame.retain();
        loop.execute(() -> {
            try {
                onFrame(frame);
            } finally {
                frame.release();
            }
        });
    }

    private void onFrame(WebSocketFrame frame) {
        if (closing) {
            return;
        }
        try {
            byte[] message = assembler.accept(frame);
            if (message != null) {
                onPacket(PacketDecoder.decode(new String(message, StandardCharsets.UTF_8)));
            }
        } catch (BadInputException problem) {
            send(encoder.errorEvent(SocketIoProblem.errorEvent(Packet.MAIN, problem.code(), problem.getMessage())));
        } catch (SocketIoProblem problem) {
            send(problem.answer() == SocketIoProblem.Answer.CONNECT_ERROR
                    ? encoder.connectError(problem) : encoder.errorEvent(problem));
        }
    }

    private void onPacket(Packet packet) {
        switch (packet.type()) {
            case PONG -> heartbeat.pongReceived();
            case PING -> send(encoder.pong(packet.payload()));
            case NOOP -> { }
            case CLOSE -> close(CloseReason.NORMAL);
            case CONNECT -> connect(packet);
            case DISCONNECT -> disconnect(packet);
            case EVENT -> event(packet);
            default -> throw new IllegalStateException("unhandled packet type " + packet.type());
        }
    }

    private void connect(Packet packet) {
        String namespace = packet.namespace();
        requireKnown(namespace);
        if (!packet.payload().isEmpty() && !protocol.isJsonObject(packet.payload())) {
            throw SocketIoProblem.connectError(namespace, "bad_connect", "the connect payload must be a JSON object");
        }
        Exchange push = null;
        try {
            if (isFresh(namespace)) {
                if (queryIdx == null) {
                    throw new BadInputException("bad_idx", "the handshake query must name idx to connect to this namespace");
                }
                push = Exchange.fromQuery(queryIdx, querySize, transport.defaultSize(), transport.maxSize());
            } else {
                defaultSize = Exchange.fromQuery(queryIdx, querySize, transport.defaultSize(), transport.maxSize()).size();
            }
        } catch (BadInputException problem) {
            throw SocketIoProblem.connectError(namespace, problem.code(), problem.getMessage());
        }
        joined.add(namespace);
        send(encoder.connected(namespace));
        if (push != null) {
            send(encoder.data(namespace, push));
        }
    }

    private void disconnect(Packet packet) {
        joined.remove(packet.namespace());
        if (joined.isEmpty()) {
            close(CloseReason.NORMAL);
        }
    }

    private void event(Packet packet) {
        String namespace = packet.namespace();
        requireKnown(namespace);
        if (!joined.contains(namespace)) {
            throw SocketIoProblem.connectError(namespace, "not_connected", "connect to the namespace before sending events");
        }
        if (isFresh(namespace)) {
            throw SocketIoProblem.errorEvent(namespace, "unexpected_message",
                    "this namespace pushes one event after the connect and takes none");
        }
        try {
            send(encoder.data(namespace, protocol.requests().parse(packet.payload(), defaultSize)));
        } catch (BadInputException problem) {
            throw SocketIoProblem.errorEvent(namespace, problem.code(), problem.getMessage());
        }
    }

    private void requireKnown(String namespace) {
        if (!Packet.MAIN.equals(namespace) && !isFresh(namespace)) {
            throw SocketIoProblem.connectError(namespace, "unknown_namespace", "Invalid namespace");
        }
    }

    private boolean isFresh(String namespace) {
        return config.freshNamespace().equals(namespace);
    }

    private void close(CloseReason reason) {
        if (!closing) {
            closing = true;
            heartbeat.stop();
            socket.close(reason);
        }
    }

    private void send(TextWebSocketFrame frame) {
        socket.sendAsync(frame);
    }
}
