package loadlab.server.store;

import io.micronaut.configuration.mongo.core.DefaultMongoConfiguration;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts the embedded store when the MongoDB configuration is built without a URI, before the
 * client exists, and points the configuration at it. With {@code MONGODB_URI} set nothing starts.
 */
@Singleton
public final class EmbeddedStoreInstaller implements BeanCreatedEventListener<DefaultMongoConfiguration> {
    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedStoreInstaller.class);

    private final StoreConfig config;
    private EmbeddedStore store;

    public EmbeddedStoreInstaller(StoreConfig config) {
        this.config = config;
    }

    @Override
    public synchronized DefaultMongoConfiguration onCreated(BeanCreatedEvent<DefaultMongoConfiguration> event) {
        DefaultMongoConfiguration mongo = event.getBean();
        if (mongo.getUri() == null || mongo.getUri().isBlank()) {
            store = EmbeddedStore.start(config);
            mongo.setUri(store.connectionString());
            LOG.info("No MONGODB_URI set: started the embedded {} store (mongo-java-server{}) at {}; "
                            + "set MONGODB_URI=mongodb://host:27017/lab to use a real MongoDB",
                    config.mode().name().toLowerCase(java.util.Locale.ROOT),
                    config.mode() == StoreConfig.Mode.FILE ? ", file " + config.path() : "",
                    store.connectionString());
        }
        return mongo;
    }

    @PreDestroy
    public synchronized void stop() {
        if (store != null) {
            store.close();
            store = null;
        }
    }
}
