package loadlab.server.store;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.message.MongoMessage;
import io.netty.channel.Channel;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Lets the real MongoDB driver use logical sessions against mongo-java-server. Micronaut Data
 * opens a client session for every operation and the driver refuses ("server that doesn't
 * support sessions") unless the handshake advertises {@code logicalSessionTimeoutMinutes}; the
 * store ignores the session ids, and {@code endSessions} is answered here.
 * Writes are followed by {@code afterWrite}, so a file store persists before the driver hears "ok".
 */
final class SessionTolerantBackend extends ForwardingMongoBackend {
    static final int SESSION_TIMEOUT_MINUTES = 30;
    private static final Set<String> HANDSHAKES = Set.of("hello", "ismaster", "isMaster");
    private static final Set<String> WRITES = Set.of("insert", "update", "delete", "findAndModify");

    private final Runnable afterWrite;

    SessionTolerantBackend(MongoBackend delegate, Runnable afterWrite) {
        super(delegate);
        this.afterWrite = afterWrite;
    }

    @Override
    public Document handleMessage(MongoMessage message) {
        return adjust(commandName(message.getDocument()), () -> super.handleMessage(message));
    }

    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
        return adjust(command, () -> super.handleCommand(channel, database, command, query));
    }

    private Document adjust(String command, Supplier<Document> call) {
        if ("endSessions".equals(command)) {
            return new Document("ok", 1.0);
        }
        Document reply = call.get();
        if (HANDSHAKES.contains(command)) {
            reply.put("logicalSessionTimeoutMinutes", SESSION_TIMEOUT_MINUTES);
        } else if (WRITES.contains(command)) {
            afterWrite.run();
        }
        return reply;
    }

    private static String commandName(Document document) {
        return document.keySet().stream().findFirst().orElse("");
    }
}
