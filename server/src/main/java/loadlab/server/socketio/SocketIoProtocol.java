package loadlab.server.socketio;

import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import loadlab.server.transport.TransportConfig;

/** What every connection shares: the settings, the packet writer and the request reader. */
@Singleton
final class SocketIoProtocol {
    private final SocketIoConfig config;
    private final TransportConfig transport;
    private final PacketEncoder encoder;
    private final DataRequest requests;
    private final JsonMapper json;

    SocketIoProtocol(SocketIoConfig config, TransportConfig transport, PacketEncoder encoder, DataRequest requests,
                     JsonMapper json) {
        this.config = config;
        this.transport = transport;
        this.encoder = encoder;
        this.requests = requests;
        this.json = json;
    }

    SocketIoConfig config() {
        return config;
    }

    TransportConfig transport() {
        return transport;
    }

    PacketEncoder encoder() {
        return encoder;
    }

    DataRequest requests() {
        return requests;
    }

    /** A connect packet's optional payload (Socket.IO's {@code auth}) must be a JSON object. */
    boolean isJsonObject(String text) {
        try {
            JsonNode node = json.readValue(text.getBytes(StandardCharsets.UTF_8), JsonNode.class);
            return node != null && node.isObject();
        } catch (Exception e) {
            return false;
        }
    }
}
