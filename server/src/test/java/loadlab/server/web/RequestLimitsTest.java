package loadlab.server.web;

import static loadlab.server.support.ContractAssertions.assertWireError;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import loadlab.server.support.RawHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Request size limits (application.yml): request line 4 KiB (414), header block 8 KiB (431), body
 * 1 KiB (413), declared or chunked. Each refusal is the contract's JSON error, never an echo of what was sent.
 */
@MicronautTest(transactional = false)
class RequestLimitsTest {
    private static final String LONGEST_CONTRACT_TARGET =
            "/ajax?idx=9007199254740992&size=1&callback=" + "c".repeat(64);
    private static final int LIMIT = 1024;
    /** A chunked upload of 50 MiB: 800 chunks of 64 KiB, no length to check at the head. */
    private static final int UPLOAD_CHUNKS = 800;
    private static final int UPLOAD_CHUNK_BYTES = 64 * 1024;

    @Inject
    EmbeddedServer server;

    @Test
    void servesLongestRequestLineTheContractNeeds() throws IOException {
        try (RawHttp http = RawHttp.connect(server.getPort())) {
            RawHttp.Response response = http.send("GET " + LONGEST_CONTRACT_TARGET + " HTTP/1.1", "Host: 127.0.0.1").read();

            assertThat(response.status()).isEqualTo(200);
        }
    }

    @Test
    void refusesRequestLineAboveLimitWith414() throws IOException {
        String marker = "LONGLINE" + "x".repeat(5000);
        try (RawHttp http = RawHttp.connect(server.getPort())) {
            RawHttp.Response response = http.send("GET /hello?" + marker + " HTTP/1.1", "Host: 127.0.0.1").read();

            assertRefusal(response, 414, "uri_too_long");
            assertThat(response.body()).doesNotContain("LONGLINE");
        }
    }

    @Test
    void refusesHeadersAboveLimitWith431() throws IOException {
        try (RawHttp http = RawHttp.connect(server.getPort())) {
            RawHttp.Response response = http.send("GET /hello HTTP/1.1", "Host: 127.0.0.1",
                    "X-Big: BIGHEADER" + "b".repeat(9000)).read();

            assertRefusal(response, 431, "headers_too_large");
            assertThat(response.body()).doesNotContain("BIGHEADER");
        }
    }

    @Test
    void acceptsSmallBodyOnInsert() {
        var response = LabHttp.send(LabHttp.request(server, "/items")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build());

        assertThat(response.statusCode()).isEqualTo(201);
    }

    @Test
    void refusesDeclaredBodyAboveLimitWith413AndInsertsNothing() throws IOException {
        long before = count();
        try (RawHttp http = RawHttp.connect(server.getPort())) {
            http.send("POST /items HTTP/1.1", "Host: 127.0.0.1", "Content-Length: 20000000")
                    .write("x".repeat(4096).getBytes(StandardCharsets.US_ASCII));

            RawHttp.Response response = http.read();

            assertRefusal(response, 413, "payload_too_large");
            assertThat(http.serverClosed()).as("connection closed instead of reading the upload").isTrue();
        }
        assertThat(count()).isEqualTo(before);
    }

    @Test
    void acceptsChunkedBodyUpToTheLimitAndKeepsTheConnection() throws IOException {
        try (RawHttp http = RawHttp.connect(server.getPort())) {
            http.send("POST /items HTTP/1.1", "Host: 127.0.0.1", "Content-Type: text/plain",
                    "Transfer-Encoding: chunked");
            for (int i = 0; i < 4; i++) {
                http.write(chunk(LIMIT / 4));
            }
            http.write(lastChunk());

            assertThat(http.read().status()).isEqualTo(201);
            assertThat(http.send("GET /hello HTTP/1.1", "Host: 127.0.0.1").read().status()).isEqualTo(200);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"POST /items", "GET /ajax?idx=1"})
    void refusesChunkedBodyAboveLimitWith413StoresNothingAndKeepsServing(String request) throws Exception {
        long before = count();
        try (RawHttp http = RawHttp.connect(server.getPort())) {
            http.send(request + " HTTP/1.1", "Host: 127.0.0.1", "Transfer-Encoding: chunked");
            CompletableFuture<Long> upload = CompletableFuture.supplyAsync(() -> upload(http));

            RawHttp.Response response = http.read();

            assertRefusal(response, 413, "payload_too_large");
            assertThat(http.serverClosed()).as("connection closed instead of reading the upload").isTrue();
            upload.get(LabHttp.WAIT.toSeconds(), TimeUnit.SECONDS);
        }
        assertThat(LabHttp.get(server, "/health").statusCode()).isEqualTo(200);
        assertThat(count()).isEqualTo(before);
    }

    /** Sends the 50 MiB upload; returns the bytes the connection took before the server closed it. */
    private static long upload(RawHttp http) {
        byte[] chunk = chunk(UPLOAD_CHUNK_BYTES);
        long sent = 0;
        try {
            for (int i = 0; i < UPLOAD_CHUNKS; i++) {
                http.write(chunk);
                sent += UPLOAD_CHUNK_BYTES;
            }
            http.write(lastChunk());
        } catch (IOException closed) {
            // The server closed the connection after its linger time: the rest is not read.
        }
        return sent;
    }

    private static byte[] chunk(int size) {
        return (Integer.toHexString(size) + "\r\n" + "x".repeat(size) + "\r\n").getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] lastChunk() {
        return "0\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    }

    private static void assertRefusal(RawHttp.Response response, int status, String code) {
        assertThat(response.status()).isEqualTo(status);
        assertThat(assertWireError(response).get("error").getStringValue()).isEqualTo(code);
    }

    private long count() {
        return JsonTrees.parse(LabHttp.get(server, "/items/count").body()).get("count").getLongValue();
    }
}
