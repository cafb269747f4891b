package loadlab.server.socketio;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.RawWebSocket;

/**
 * A Socket.IO client written by hand on {@link RawWebSocket}: every packet is a literal string,
 * so the tests show the wire format itself. Every read is bounded by the socket's read timeout.
 */
final class SocketIoWire implements AutoCloseable {
    static final String PATH = "/socket.io/?EIO=4&transport=websocket";

    private final RawWebSocket socket;
    private final String open;

    private SocketIoWire(RawWebSocket socket) throws IOException {
        this.socket = socket;
        this.open = nextText();
    }

    /** Upgrades {@code /socket.io/?EIO=4&transport=websocket} plus {@code extraQuery} and reads the open packet. */
    static SocketIoWire open(int port, String extraQuery) throws IOException {
        return new SocketIoWire(RawWebSocket.open(port, PATH + extraQuery));
    }

    /** The same against a contract test's target. */
    static SocketIoWire open(ContractServer target, String extraQuery) throws IOException {
        return new SocketIoWire(RawWebSocket.open(target, PATH + extraQuery));
    }

    /** Reads the open packet on a socket already upgraded (on any path). */
    static SocketIoWire open(RawWebSocket upgraded) throws IOException {
        return new SocketIoWire(upgraded);
    }

    /** The Engine.IO open packet the server sent first. */
    String openPacket() {
        return open;
    }

    SocketIoWire send(String packet) throws IOException {
        socket.send(RawWebSocket.TEXT, packet.getBytes(StandardCharsets.UTF_8));
        return this;
    }

    SocketIoWire sendBinary(byte[] bytes) throws IOException {
        socket.send(RawWebSocket.BINARY, bytes);
        return this;
    }

    /** The next frame, which must be a text frame. */
    String nextText() throws IOException {
        RawWebSocket.Frame frame = socket.read();
        assertThat(frame.opcode()).as("opcode of a frame reading %s", frame.text()).isEqualTo(RawWebSocket.TEXT);
        return frame.text();
    }

    /** The next text frame that is not a server ping; pings on the way are answered with a pong. */
    String nextAnsweringPings() throws IOException {
        for (int pings = 0; pings < 100; pings++) {
            String text = nextText();
            if (!"2".equals(text)) {
                return text;
            }
            send("3");
        }
        throw new AssertionError("only pings in 100 frames");
    }

    /** Sends a packet and returns the next text frame. */
    String exchange(String packet) throws IOException {
        return send(packet).nextText();
    }

    /** Connects to the main namespace and checks the acknowledgement. */
    SocketIoWire joinMain() throws IOException {
        assertThat(exchange("40")).startsWith("40{\"sid\":\"");
        return this;
    }

    /** Reads frames until the close frame and returns it (text frames before it are skipped). */
    RawWebSocket.Frame awaitClose() throws IOException {
        for (int frames = 0; frames < 100; frames++) {
            RawWebSocket.Frame frame = socket.read();
            if (frame.opcode() == RawWebSocket.CLOSE) {
                return frame;
            }
        }
        throw new AssertionError("no close frame within 100 frames");
    }

    RawWebSocket raw() {
        return socket;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
