package loadlab.server.items;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.model.Filters;
import com.mongodb.reactivestreams.client.MongoClient;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.Date;
import loadlab.server.store.EmbeddedStore;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

/** Contract, "Database insert": the document behind a 201, read back from the reference server's own store. */
@MicronautTest(transactional = false)
class StoredItemTest {
    @Inject
    EmbeddedServer server;

    @Inject
    MongoClient mongo;

    @Test
    void storesDocumentWithItemAndCreatedAt() {
        String item = JsonTrees.parse(LabHttp.post(server, "/items").body()).get("item").getStringValue();

        Document stored = Mono.from(mongo.getDatabase(EmbeddedStore.DATABASE).getCollection("items")
                .find(Filters.eq("item", item)).first()).block(LabHttp.WAIT);

        assertThat(stored).isNotNull();
        assertThat(stored.keySet()).containsExactlyInAnyOrder("_id", "item", "createdAt");
        assertThat(stored.get("createdAt")).isInstanceOf(Date.class);
    }
}
