package loadlab.server.store;

import com.mongodb.ConnectionString;
import io.micronaut.configuration.mongo.core.DefaultMongoConfiguration;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Applies {@code mongodb.socket.connect-timeout} and {@code mongodb.socket.read-timeout} to the
 * driver. Micronaut MongoDB 5.7 binds neither (the driver's setters take an {@code int} and a
 * unit, which its configuration builder does not fill), so without this the driver keeps its own
 * defaults: 10 s to connect and no read timeout at all, and an insert sent to a store that stops
 * answering would hang forever instead of ending in a 503. Values in the URI
 * ({@code connectTimeoutMS}, {@code socketTimeoutMS}) win.
 */
@Singleton
final class DriverTimeouts implements BeanCreatedEventListener<DefaultMongoConfiguration> {
    private final Duration connectTimeout;
    private final Duration readTimeout;

    DriverTimeouts(@Value("${mongodb.socket.connect-timeout:1s}") Duration connectTimeout,
                   @Value("${mongodb.socket.read-timeout:10s}") Duration readTimeout) {
        this.connectTimeout = connectTimeout;
        this.readTimeout = readTimeout;
    }

    @Override
    public DefaultMongoConfiguration onCreated(BeanCreatedEvent<DefaultMongoConfiguration> event) {
        DefaultMongoConfiguration mongo = event.getBean();
        ConnectionString uri = mongo.getConnectionString().orElse(null);
        if (uri == null || uri.getConnectTimeout() == null) {
            mongo.getSocketSettings().connectTimeout((int) connectTimeout.toMillis(), TimeUnit.MILLISECONDS);
        }
        if (uri == null || uri.getSocketTimeout() == null) {
            mongo.getSocketSettings().readTimeout((int) readTimeout.toMillis(), TimeUnit.MILLISECONDS);
        }
        return mongo;
    }
}
