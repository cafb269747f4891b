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

/**
 * A backend that hands every call to another one, so a subclass states only the calls it changes.
 * Calls are grouped by what they serve: requests, a connection's end, databases, server state.
 * {@link #version} answers this backend, not the delegate, so a caller chaining it keeps the wrapper.
 */
abstract class ForwardingMongoBackend implements MongoBackend {
    private final MongoBackend delegate;

    ForwardingMongoBackend(MongoBackend delegate) {
        this.delegate = delegate;
    }

    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
        return delegate.handleCommand(channel, database, command, query);
    }

    @Override
    public Document handleMessage(MongoMessage message) {
        return delegate.handleMessage(message);
    }

    @Override
    public QueryResult handleQuery(MongoQuery query) {
        return delegate.handleQuery(query);
    }

    @Override
    public Collection<Document> getCurrentOperations(MongoQuery query) {
        return delegate.getCurrentOperations(query);
    }

    @Override
    public void handleClose(Channel channel) {
        delegate.handleClose(channel);
    }

    @Override
    public void closeCursors(List<Long> cursorIds) {
        delegate.closeCursors(cursorIds);
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public MongoDatabase resolveDatabase(String database) {
        return delegate.resolveDatabase(database);
    }

    @Override
    public void dropDatabase(String database) {
        delegate.dropDatabase(database);
    }

    @Override
    public Document getServerStatus() {
        return delegate.getServerStatus();
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
    public MongoBackend version(MongoVersion version) {
        delegate.version(version);
        return this;
    }
}
