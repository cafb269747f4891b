package loadlab.tomcat.items;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.MongoException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoCursor;
import com.mongodb.client.model.Projections;
import com.mongodb.client.result.InsertOneResult;
import java.util.Date;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import loadlab.wire.Guids;
import org.bson.Document;
import org.bson.types.ObjectId;

/**
 * Items in MongoDB through the official sync driver: collection {@code items} of the URI's database
 * (the driver's default, {@code test}, when the URI names none, as node-server does). An insert
 * returns only after the write was acknowledged. An unreachable database fails within the
 * server-selection bound (2 s) and a silent one within the read timeout (10 s); options the URI
 * sets itself win.
 */
final class MongoItemStore implements ItemStore {
    private static final String DEFAULT_DATABASE = "test";
    private static final Document PING = new Document("ping", 1);

    private final MongoClient client;
    private final MongoCollection<Document> items;
    private final String databaseName;

    MongoItemStore(String uri) {
        ConnectionString connection = new ConnectionString(uri);
        MongoClientSettings.Builder settings = MongoClientSettings.builder().applyConnectionString(connection);
        if (connection.getServerSelectionTimeout() == null) {
            settings.applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(2, TimeUnit.SECONDS));
        }
        if (connection.getConnectTimeout() == null) {
            settings.applyToSocketSettings(socket -> socket.connectTimeout(1, TimeUnit.SECONDS));
        }
        if (connection.getSocketTimeout() == null) {
            settings.applyToSocketSettings(socket -> socket.readTimeout(10, TimeUnit.SECONDS));
        }
        this.databaseName = connection.getDatabase() == null ? DEFAULT_DATABASE : connection.getDatabase();
        this.client = MongoClients.create(settings.build());
        this.items = client.getDatabase(databaseName).getCollection("items");
    }

    @Override
    public Created insert() {
        String item = Guids.next().toString();
        InsertOneResult result;
        try {
            result = items.insertOne(new Document("item", item).append("createdAt", new Date()));
        } catch (MongoException e) {
            throw new StoreUnavailableException("insert failed", e);
        }
        if (!result.wasAcknowledged() || result.getInsertedId() == null) {
            // w=0 in the URI: the driver cannot say the write happened, so it is not answered 201.
            throw new StoreUnavailableException("the write was not acknowledged", null);
        }
        return new Created(result.getInsertedId().asObjectId().getValue().toHexString(), item);
    }

    @Override
    public long count() {
        try {
            return items.countDocuments();
        } catch (MongoException e) {
            throw new StoreUnavailableException("count failed", e);
        }
    }

    /** The cursor's batches as the driver fetches them; the id as the 201 named it (the ObjectId's hex). */
    @Override
    public long export(BiConsumer<String, String> each) {
        long handed = 0;
        try (MongoCursor<Document> cursor = items.find().projection(Projections.include("item")).iterator()) {
            while (cursor.hasNext()) {
                Document document = cursor.next();
                Object id = document.get("_id");
                each.accept(id instanceof ObjectId objectId ? objectId.toHexString() : String.valueOf(id),
                        document.getString("item"));
                handed++;
            }
        } catch (MongoException e) {
            throw new StoreUnavailableException("export failed", e);
        }
        return handed;
    }

    @Override
    public boolean isUsable() {
        try {
            client.getDatabase("admin").runCommand(PING);
            return true;
        } catch (MongoException e) {
            return false;
        }
    }

    @Override
    public String databaseLabel() {
        return "UP";
    }

    @Override
    public String description() {
        return "items in MongoDB (database " + databaseName + ")";
    }

    @Override
    public void close() {
        client.close();
    }
}
