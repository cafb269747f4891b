package loadlab.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.MongoClientSettings;
import com.mongodb.connection.NettyTransportSettings;
import io.micronaut.configuration.mongo.core.DefaultMongoConfiguration;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoEventLoopGroup;
import io.netty.channel.IoHandler;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.uring.IoUring;
import io.netty.channel.uring.IoUringIoHandler;
import io.netty.channel.uring.IoUringSocketChannel;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import loadlab.server.support.ContractAssertions;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Choices that shape every byte on the wire and every syscall, read back from a running server. */
@MicronautTest(transactional = false)
class WireDefaultsTest {
    @Inject
    EmbeddedServer server;

    @Inject
    @Named("default")
    EventLoopGroup eventLoops;

    @Inject
    DefaultMongoConfiguration mongo;

    @Test
    void ajaxAnswerIsNotCompressedEvenWhenTheClientOffersGzip() throws IOException, InterruptedException {
        HttpResponse<byte[]> response = LabHttp.client().send(
                LabHttp.request(server, "/ajax?idx=1&size=4096").header("Accept-Encoding", "gzip, deflate").build(),
                HttpResponse.BodyHandlers.ofByteArray());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(response.body().length).isGreaterThan(4096);
    }

    /** The contract also allows chunked answers; the reference server always knows the length. */
    @ParameterizedTest
    @ValueSource(strings = {"GET /hello", "GET /ajax?idx=1&size=100", "GET /ajax?idx=1&size=100&callback=cb",
        "GET /ajax?idx=-1", "POST /items", "GET /items/count", "GET /health", "GET /no-such-page"})
    void everyAnswerCarriesItsContentLengthNeverChunks(String request) {
        String[] methodAndPath = request.split(" ");
        HttpResponse<String> response = LabHttp.send(LabHttp.request(server, methodAndPath[1])
                .method(methodAndPath[0], HttpRequest.BodyPublishers.noBody()).build());

        assertThat(response.headers().firstValue("Transfer-Encoding")).isEmpty();
        ContractAssertions.assertContentLength(response);
    }

    @Test
    void helloCarriesItsContentTypeWordForWordAsTheContractWritesIt() {
        HttpResponse<String> response = LabHttp.get(server, "/hello");

        assertThat(response.headers().firstValue("Content-Type")).hasValue("text/plain; charset=utf-8");
    }

    @Test
    void everyAnswerCarriesACurrentDateHeaderErrorsIncluded() throws IOException, InterruptedException {
        for (String path : new String[] {"/hello", "/no-such-page", "/ajax?idx=-1"}) {
            HttpResponse<String> response = LabHttp.client().send(LabHttp.request(server, path).build(),
                    HttpResponse.BodyHandlers.ofString());

            String date = response.headers().firstValue("Date").orElseThrow(() -> new AssertionError("no Date on " + path));
            Instant stamped = ZonedDateTime.parse(date, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
            assertThat(Duration.between(stamped, Instant.now()).abs()).isLessThan(Duration.ofSeconds(5));
        }
    }

    @Test
    void databaseDriverRunsOnTheServersEventLoops() {
        MongoClientSettings settings = mongo.buildSettings();

        assertThat(settings.getTransportSettings()).isInstanceOf(NettyTransportSettings.class);
        assertThat(((NettyTransportSettings) settings.getTransportSettings()).getEventLoopGroup()).isSameAs(eventLoops);
    }

    @Test
    void connectionsRunOnIoUringWhereTheKernelOffersItElseOnEpoll() {
        boolean ioUring = IoUring.isAvailable();
        assertThat(ioUring || Epoll.isAvailable())
                .as("a native transport loads here: io_uring %s, epoll %s",
                        IoUring.unavailabilityCause(), Epoll.unavailabilityCause())
                .isTrue();
        Class<? extends IoHandler> expected = ioUring ? IoUringIoHandler.class : EpollIoHandler.class;

        assertThat(eventLoops).isInstanceOfSatisfying(IoEventLoopGroup.class, loops ->
                assertThat(loops.isIoType(expected)).as("the server's loops run on %s", expected.getSimpleName()).isTrue());
        assertThat(((NettyTransportSettings) mongo.buildSettings().getTransportSettings()).getSocketChannelClass())
                .as("the driver's channels are of the loops' kind")
                .isEqualTo(ioUring ? IoUringSocketChannel.class : EpollSocketChannel.class);
    }
}
