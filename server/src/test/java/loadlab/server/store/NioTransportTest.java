package loadlab.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.connection.NettyTransportSettings;
import io.micronaut.configuration.mongo.core.DefaultMongoConfiguration;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.netty.channel.socket.nio.NioSocketChannel;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/**
 * Where Netty's native transport is not used (another OS, or configured off), the server runs on
 * NIO event loops and the database driver follows them onto NIO channels.
 */
@MicronautTest(transactional = false)
@Property(name = "micronaut.netty.event-loops.default.transport", value = "nio")
@Property(name = "micronaut.server.netty.parent.transport", value = "nio")
class NioTransportTest {
    @Inject
    EmbeddedServer server;

    @Inject
    DefaultMongoConfiguration mongo;

    @Test
    void insertsOnNioEventLoops() throws IOException, InterruptedException {
        HttpResponse<String> created = LabHttp.client().send(
                LabHttp.request(server, "/items").POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(((NettyTransportSettings) mongo.buildSettings().getTransportSettings()).getSocketChannelClass())
                .isEqualTo(NioSocketChannel.class);
    }
}
