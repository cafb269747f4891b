package loadlab.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.RawHttp;
import org.junit.jupiter.api.Test;

/** Contract, "Plain HTTP": HTTP/1.0 clients such as ApacheBench, with and without {@code -k}. */
@Contract(Claim.HELLO)
class Http10KeepAliveTest {
    @Test
    void answersHttp10AndClosesWithoutKeepAlive(ContractServer server) throws IOException {
        try (RawHttp http = RawHttp.connect(server)) {
            RawHttp.Response response = http.send("GET /hello HTTP/1.0", "Host: 127.0.0.1").read();

            assertThat(response.status()).isEqualTo(200);
            assertThat(response.body()).isEqualTo("Hello, World!");
            assertThat(response.header("Connection").orElse("")).isNotEqualToIgnoringCase("keep-alive");
            assertThat(http.serverClosed()).as("server closed the connection").isTrue();
        }
    }

    @Test
    void keepsHttp10ConnectionWhenAskedTo(ContractServer server) throws IOException {
        try (RawHttp http = RawHttp.connect(server)) {
            RawHttp.Response first = http.send(
                    "GET /hello HTTP/1.0", "Host: 127.0.0.1", "Connection: keep-alive").read();

            assertThat(first.status()).isEqualTo(200);
            assertThat(first.header("Connection")).hasValueSatisfying(
                    value -> assertThat(value).isEqualToIgnoringCase("keep-alive"));
            assertThat(first.header("Content-Length")).hasValue("13");
            assertThat(first.body()).isEqualTo("Hello, World!");

            RawHttp.Response second = http.send(
                    "GET /hello HTTP/1.0", "Host: 127.0.0.1", "Connection: keep-alive").read();

            assertThat(second.status()).isEqualTo(200);
            assertThat(second.body()).isEqualTo("Hello, World!");
        }
    }

    @Test
    @Contract(Claim.AJAX)
    void keepsHttp10ConnectionForAjaxExchanges(ContractServer server) throws IOException {
        try (RawHttp http = RawHttp.connect(server)) {
            for (int idx = 1; idx <= 3; idx++) {
                RawHttp.Response response = http.send(
                        "GET /ajax?idx=" + idx + "&size=16 HTTP/1.0", "Host: 127.0.0.1", "Connection: keep-alive").read();

                assertThat(response.status()).isEqualTo(200);
                assertThat(response.header("Connection")).hasValueSatisfying(
                        value -> assertThat(value).isEqualToIgnoringCase("keep-alive"));
                assertThat(response.body()).startsWith("{\"idx\":" + idx + ",");
            }
        }
    }

    @Test
    void keepsHttp11ConnectionByDefault(ContractServer server) throws IOException {
        try (RawHttp http = RawHttp.connect(server)) {
            for (int i = 0; i < 3; i++) {
                RawHttp.Response response = http.send("GET /hello HTTP/1.1", "Host: 127.0.0.1").read();

                assertThat(response.status()).isEqualTo(200);
                assertThat(response.body()).isEqualTo("Hello, World!");
            }
        }
    }

    @Test
    void closesHttp11ConnectionWhenClientAsks(ContractServer server) throws IOException {
        try (RawHttp http = RawHttp.connect(server)) {
            RawHttp.Response response = http.send("GET /hello HTTP/1.1", "Host: 127.0.0.1", "Connection: close").read();

            assertThat(response.status()).isEqualTo(200);
            assertThat(response.body()).isEqualTo("Hello, World!");
            assertThat(http.serverClosed()).as("server closed the connection").isTrue();
        }
    }
}
