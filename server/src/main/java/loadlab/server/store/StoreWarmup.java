package loadlab.server.store;

import com.mongodb.reactivestreams.client.MongoClient;
import io.micronaut.context.BeanProvider;
import io.micronaut.context.event.StartupEvent;
import io.micronaut.runtime.event.annotation.EventListener;
import jakarta.inject.Singleton;

/**
 * Builds the MongoDB client (and so the embedded store, when one is used) during start-up,
 * not lazily inside the first request on an event loop. The bean Micronaut hands out is a
 * refreshable proxy that builds its target on the first call, so a call is made
 * ({@code getClusterDescription} does no I/O).
 */
@Singleton
final class StoreWarmup {
    private final BeanProvider<MongoClient> client;

    StoreWarmup(BeanProvider<MongoClient> client) {
        this.client = client;
    }

    @EventListener
    void onStartup(StartupEvent event) {
        client.get().getClusterDescription();
    }
}
