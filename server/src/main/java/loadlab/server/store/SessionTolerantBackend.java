package loadlab.server.store;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.message.MongoMessage;
import de.bwaldvogel.mongo.wire.message.MongoQuery;
import io.netty.channel.Channel;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Lets the real MongoDB driver use logical sessions against mongo-java-server. Micronaut Data
 * opens a client session for every operation and the driver refuses ("server that doesn't
 * support sessions") unless the handshake advertises {@code logicalSessionTimeoutMinutes}; the
 * store ignores the session ids, and {@code endSessions} is answered here.
 * Writes are followed by {@code afterWrite}, so a file store persists before the driver hears "ok".
 */
final class SessionTolerantBackend implements MongoBackend {
    static final int SESSION_TIMEOUT_MINUTES = 30;
    private static final Set<String> HANDSHAKES = Set.of("hello", "ismaster", "isMaster");
    private static final Set<String> WRITES = Set.of("insert", "update", "delete", "findAndModify");

    private final MongoBackend delegate;
    private final Runnable afterWrite;

    SessionTolerantBackend(MongoBackend delegate, Runnable afterWrite) {
        this.delegate = delegate;
        this.afterWrite = afterWrite;
    }

    @Override
    public Document handleMessage(MongoMessage message) {
        return adjust(commandName(message.getDocument()), () -> delegate.handleMessage(message));
    }

    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
        return adjust(command, () -> delegate.handleCommand(channel, database, command, query));
    }

    private Document adjust(String command, java.util.function.Supplier<Document> call) {
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

    @Override
    public QueryResult handleQuery(MongoQuery query) {
        return delegate.handleQuery(query);
    }

    @Override
    public void handleClose(Channel channel) {
        delegate.handleClose(channel);
    }

    @Override
    public void dropDatabase(String database) {
        delegate.dropDatabase(database);
    }

    @Override
    public Collection<Document> getCurrentOperations(MongoQuery query) {
        return delegate.getCurrentOperations(query);
    }

    @Override
    public Document getServerStatus() {
        return delegate.getServerStatus();
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public void closeCursors(List<Long> cursorIds) {
        delegate.closeCursors(cursorIds);
    }

    @Override
    public Clock getClock() {
        return delegate.getClock();
    }

    @Override
    public void enableOplog() {
        delegate.enableOplog();
    }

    @Override
    public void disableOplog() {
        delegate.disableOplog();
    }

    @Override
    public MongoDatabase resolveDatabase(String database) {
        return delegate.resolveDatabase(database);
    }

    @Override
    public MongoBackend version(MongoVersion version) {
        delegate.version(version);
        return this;
    }
}
