package loadlab.server.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.MongoClientException;
import com.mongodb.reactivestreams.client.ClientSession;
import com.mongodb.reactivestreams.client.MongoClient;
import com.mongodb.reactivestreams.client.MongoClients;
import com.mongodb.reactivestreams.client.MongoCollection;
import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.message.MessageHeader;
import de.bwaldvogel.mongo.wire.message.MongoMessage;
import io.netty.channel.Channel;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

class SessionTolerantBackendTest {
    private final AtomicInteger writes = new AtomicInteger();
    private final SessionTolerantBackend backend = new SessionTolerantBackend(new MemoryBackend(), writes::incrementAndGet);
    private final EmbeddedChannel channel = new EmbeddedChannel();

    @AfterEach
    void closeChannel() {
        channel.finishAndReleaseAll();
    }

    @Test
    void helloReplyAdvertisesLogicalSessionTimeout() {
        // mongo-java-server 1.47 answers only the legacy isMaster; a store that knows hello gets the field too.
        SessionTolerantBackend knowsHello = new SessionTolerantBackend(new MemoryBackend() {
            @Override
            public Document handleCommand(Channel channel, String database, String command, Document query) {
                return "hello".equals(command)
                        ? new Document("isWritablePrimary", true).append("ok", 1.0)
                        : super.handleCommand(channel, database, command, query);
            }
        }, writes::incrementAndGet);

        Document reply = knowsHello.handleMessage(
                new MongoMessage(channel, new MessageHeader(1, 0), new Document("hello", 1).append("$db", "admin")));

        assertThat(reply.get("logicalSessionTimeoutMinutes")).isEqualTo(SessionTolerantBackend.SESSION_TIMEOUT_MINUTES);
        assertThat(reply.get("isWritablePrimary")).isEqualTo(true);
    }

    @Test
    void isMasterMessageReplyAdvertisesLogicalSessionTimeout() {
        Document reply = message(new Document("isMaster", 1).append("$db", "admin"));

        assertThat(reply.get("logicalSessionTimeoutMinutes")).isEqualTo(SessionTolerantBackend.SESSION_TIMEOUT_MINUTES);
        assertThat(((Number) reply.get("ok")).doubleValue()).isEqualTo(1.0);
    }

    @Test
    void legacyIsMasterCommandReplyAdvertisesLogicalSessionTimeout() {
        for (String command : List.of("isMaster", "ismaster")) {
            Document reply = backend.handleCommand(channel, "admin", command, new Document(command, 1));

            assertThat(reply.get("logicalSessionTimeoutMinutes")).as(command)
                    .isEqualTo(SessionTolerantBackend.SESSION_TIMEOUT_MINUTES);
        }
    }

    @Test
    void endSessionsAnswersOk() {
        Document reply = message(new Document("endSessions", List.of(new Document("id", "x"))).append("$db", "admin"));

        assertThat(reply.get("ok")).isEqualTo(1.0);
    }

    @Test
    void otherRepliesAreLeftAlone() {
        Document reply = message(new Document("ping", 1).append("$db", "admin"));

        assertThat(reply).doesNotContainKey("logicalSessionTimeoutMinutes");
    }

    @Test
    void runsAfterWriteHookOnceAWriteIsDone() {
        message(new Document("insert", "items").append("documents", List.of(new Document("item", "a")))
                .append("$db", "lab"));

        assertThat(writes).hasValue(1);
        Document count = message(new Document("count", "items").append("$db", "lab"));
        assertThat(((Number) count.get("n")).intValue()).isEqualTo(1);
        assertThat(writes).as("reads do not flush").hasValue(1);
    }

    @Test
    void plainMongoJavaServerRefusesWritesInDriverSessions() {
        assertThatThrownBy(() -> withDriver(new MemoryBackend(), SessionTolerantBackendTest::insertInSession))
                .isInstanceOf(MongoClientException.class)
                .hasMessageContaining("doesn't support sessions");
    }

    @Test
    void driverSessionsWorkThroughTheWrapper() {
        assertThat(withDriver(backend, SessionTolerantBackendTest::insertInSession)).isEqualTo(1L);
        assertThat(writes).hasValue(1);
    }

    /** What Micronaut Data does for every operation: a client session around the command. */
    private static long insertInSession(MongoClient client) {
        ClientSession session = Mono.from(client.startSession()).block(LabHttp.WAIT);
        try {
            MongoCollection<org.bson.Document> items = client.getDatabase("lab").getCollection("items");
            Mono.from(items.insertOne(session, new org.bson.Document("item", "b"))).block(LabHttp.WAIT);
            return Mono.from(items.countDocuments(session)).block(LabHttp.WAIT);
        } finally {
            session.close();
        }
    }

    private Document message(Document command) {
        return backend.handleMessage(new MongoMessage(channel, new MessageHeader(1, 0), command));
    }

    private static <T> T withDriver(MongoBackend store, Function<MongoClient, T> use) {
        MongoServer server = new MongoServer(store);
        try (MongoClient client = MongoClients.create(server.bindAndGetConnectionString())) {
            return use.apply(client);
        } finally {
            server.shutdownNow();
        }
    }
}
