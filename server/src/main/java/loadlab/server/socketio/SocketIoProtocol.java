package loadlab.server.socketio;

import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import loadlab.server.transport.TransportConfig;

/**
 * What every connection shares: the settings, the packet writer and the request reader. A record
 * because it is nothing but these parts; Micronaut injects them through the canonical constructor.
 */
@Singleton
record SocketIoProtocol(SocketIoConfig config, TransportConfig transport, PacketEncoder encoder, DataRequest requests,
                        JsonMapper json) {
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
