package loadlab.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.configuration.mongo.core.DefaultMongoConfiguration;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The MongoDB client, and with it the embedded store, is built during start-up: no request pays
 * for it on an event loop, and SIGTERM right after start-up finds a store to close.
 */
class StoreWarmupTest {
    @Test
    void startsTheStoreBeforeTheFirstRequest() {
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class,
                Map.of("micronaut.server.port", -1), Environment.TEST)) {
            assertThat(server.getApplicationContext().getActiveBeanRegistrations(DefaultMongoConfiguration.class))
                    .singleElement()
                    .satisfies(registration -> assertThat(registration.getBean().getUri()).startsWith("mongodb://127.0.0.1:"));
        }
    }
}
