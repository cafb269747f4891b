package loadlab.server.items;

import com.mongodb.ConnectionString;
import com.mongodb.client.model.Projections;
import com.mongodb.reactivestreams.client.MongoClient;
import com.mongodb.reactivestreams.client.MongoCollection;
import io.micronaut.configuration.mongo.core.DefaultMongoConfiguration;
import jakarta.inject.Singleton;
import org.bson.Document;
import org.bson.types.ObjectId;
import reactor.core.publisher.Flux;

/**
 * The documents of {@code items} by identity, read with the reactive driver itself: Micronaut Data's
 * repository reads a record's String id back as null (it writes it as an ObjectId and maps it only on
 * save). The database is the one the repository uses, the one {@code mongodb.uri} names.
 */
@Singleton
final class StoredItems {
    private final MongoCollection<Document> items;

    StoredItems(MongoClient mongo, DefaultMongoConfiguration configuration) {
        String database = configuration.getConnectionString().map(ConnectionString::getDatabase)
                .orElseThrow(() -> new IllegalStateException("mongodb.uri names no database"));
        this.items = mongo.getDatabase(database).getCollection(Item.COLLECTION);
    }

    /** Every document as its id (the ObjectId's hex, as the 201 named it) and item, as the cursor yields them. */
    Flux<Identity> identities() {
        return Flux.from(items.find().projection(Projections.include("item")))
                .map(document -> new Identity(id(document.get("_id")), document.getString("item")));
    }

    private static String id(Object id) {
        return id instanceof ObjectId objectId ? objectId.toHexString() : String.valueOf(id);
    }

    /** A stored document's identity. */
    record Identity(String id, String item) {
    }
}
