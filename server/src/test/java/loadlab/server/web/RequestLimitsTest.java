package loadlab.server.web;

import static loadlab.server.support.ContractAssertions.assertWireError;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import loadlab.server.support.RawHttp;
import org.junit.jupiter.api.Test;

/**
 * Request size limits (application.yml): request line 4 KiB (414), header block 8 KiB (431), declared
 * body 1 KiB (413). Each refusal is the contract's JSON error, never an echo of what was sent.
 */
@MicronautTest(transactional = false)
class RequestLimitsTest {
    private static final String LONGEST_CONTRACT_TARGET =
            "/ajax?idx=9007199254740992&size=1&callback=" + "c".repeat(64);

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

    private static void assertRefusal(RawHttp.Response response, int status, String code) {
        assertThat(response.status()).isEqualTo(status);
        assertThat(assertWireError(response).get("error").getStringValue()).isEqualTo(code);
    }

    private long count() {
        return JsonTrees.parse(LabHttp.get(server, "/items/count").body()).get("count").getLongValue();
    }
}
