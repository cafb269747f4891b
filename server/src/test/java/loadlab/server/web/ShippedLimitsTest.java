package loadlab.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.MongoClientSettings;
import io.micronaut.configuration.mongo.core.DefaultMongoConfiguration;
import io.micronaut.context.ApplicationContext;
import io.micronaut.http.server.HttpServerConfiguration;
import io.micronaut.http.server.netty.configuration.NettyHttpServerConfiguration;
import io.micronaut.runtime.graceful.GracefulShutdownConfiguration;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.netty.channel.ChannelOption;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import loadlab.server.ops.LimitsConfig;
import loadlab.server.transport.TransportConfig;
import org.junit.jupiter.api.Test;

/**
 * The limits in application.yml reach the framework under the names docs/reliability.md gives. A key the
 * framework does not read is silently ignored (the old {@code graceful-shutdown-timeout} was), so
 * each shipped value is read back from the bean that enforces it.
 */
@MicronautTest(transactional = false)
class ShippedLimitsTest {
    @Inject
    ApplicationContext context;

    @Inject
    NettyHttpServerConfiguration server;

    @Test
    void requestLineAndHeaderLimitsAreSet() {
        assertThat(server.getMaxInitialLineLength()).isEqualTo(4096);
        assertThat(server.getMaxHeaderSize()).isEqualTo(8192);
    }

    @Test
    void requestBodyLimitIsOneKibibyte() {
        assertThat(context.getBean(HttpServerConfiguration.class).getMaxRequestSize()).isEqualTo(1024);
    }

    @Test
    void idleConnectionsAreCutAfterSixtySeconds() {
        assertThat(server.getIdleTimeout()).isEqualTo(Duration.ofSeconds(60));
        assertThat(server.getReadIdleTimeout()).isEqualTo(Duration.ofSeconds(60));
        assertThat(server.getWriteIdleTimeout()).isEqualTo(Duration.ofSeconds(60));
    }

    @Test
    void acceptBacklogIsSet() {
        assertThat(server.getOptions()).containsKey(ChannelOption.SO_BACKLOG);
        assertThat(String.valueOf(server.getOptions().get(ChannelOption.SO_BACKLOG))).isEqualTo("4096");
    }

    @Test
    void gracefulShutdownIsEnabledWithTenSecondGracePeriod() {
        GracefulShutdownConfiguration graceful = context.findBean(GracefulShutdownConfiguration.class)
                .orElseThrow(() -> new AssertionError("graceful shutdown is not enabled"));

        assertThat(graceful.isEnabled()).isTrue();
        assertThat(graceful.getGracePeriod()).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void databaseWaitsAreBounded() {
        MongoClientSettings mongo = context.getBean(DefaultMongoConfiguration.class).buildSettings();

        assertThat(mongo.getClusterSettings().getServerSelectionTimeout(TimeUnit.MILLISECONDS)).isEqualTo(2000);
        assertThat(mongo.getSocketSettings().getConnectTimeout(TimeUnit.MILLISECONDS)).isEqualTo(1000);
        assertThat(mongo.getSocketSettings().getReadTimeout(TimeUnit.MILLISECONDS)).isEqualTo(10000);
    }

    @Test
    void closedWebSocketsLingerTwoSeconds() {
        assertThat(context.getBean(TransportConfig.class).closeLinger()).isEqualTo(Duration.ofSeconds(2));
    }

    @Test
    void openFilesNeedIsTwentyThousand() {
        assertThat(context.getBean(LimitsConfig.class).requiredOpenFiles()).isEqualTo(20000);
    }
}
