package loadlab.server.fuzz;

import static loadlab.server.support.ContractAssertions.assertWireError;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import loadlab.server.support.RawHttp;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile query strings and headers, sent byte for byte over a raw socket. Every
 * answer is the contract's success or its JSON refusal: never a 5xx, never a stack trace, never
 * an echo of the input (error messages are fixed texts), nothing at ERROR in the log, and the
 * server still says hello after each try. Each test runs a seeded corpus ({@link Corpus}: a fixed
 * seed and count, both overridable with -Dfuzz.seed and -Dfuzz.tries), bounded to keep the
 * module's build short.
 */
@ExtendWith(ShowsCaseOnFailure.class)
class HostileHttpFuzzTest {
    private static final Pattern AJAX = Pattern.compile("\\{\"idx\":(\\d+),\"message\":\"([A-Za-z0-9]*)\"}");
    private static final Pattern JSONP = Pattern.compile("([^(]+)\\((\\{\"idx\":\\d+,\"message\":\"[A-Za-z0-9]*\"})\\);");

    @RegisterExtension
    static final FuzzedServer server = new FuzzedServer();

    @ParameterizedTest(name = "{0}")
    @MethodSource("queries")
    void ajaxAnswersHostileQueriesWithContractOrJsonRefusal(String query) throws IOException {
        RawHttp.Response response = get("/ajax?" + query, List.of());

        assertThat(response.status()).as("status for %s", printable(query)).isIn(200, 400, 414);
        if (response.status() == 200) {
            assertAjaxBody(response);
        } else {
            assertJsonRefusal(response);
        }
        server.assertStillSaysHello();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("headerSets")
    void helloAnswersHostileHeadersWithHelloOrJsonRefusal(List<String> headers) throws IOException {
        RawHttp.Response response = get("/hello", headers);

        // 406: an Accept header naming nothing /hello can give (a fresh CI seed found one); it must
        // still be the contract's JSON refusal, which assertJsonRefusal checks.
        assertThat(response.status()).as("status for headers %s", printable(String.join(" | ", headers)))
                .isIn(200, 400, 406, 413, 431);
        if (response.status() == 200) {
            assertThat(response.body()).isEqualTo("Hello, World!");
        } else {
            assertJsonRefusal(response);
        }
        server.assertStillSaysHello();
    }

    static Stream<Named<String>> queries() {
        return Corpus.of("ajax queries", 300, HostileInput.queries(), HostileHttpFuzzTest::printable);
    }

    static Stream<Named<List<String>>> headerSets() {
        return Corpus.of("hello headers", 200, header().list(12), headers -> printable(String.join(" | ", headers)));
    }

    private static Gen<String> header() {
        Gen<String> name = Gen.oneOf(
                Gen.strings("abcdefXYZ-_!#$%&'*+.^`|~0123456789", 1, 24),
                Gen.of("Content-Length", "Transfer-Encoding", "Connection", "Host", "Upgrade", "Origin",
                        "Content-Type", "Cookie", "Accept", "Sec-WebSocket-Version", "Bad Name", "Bad:Name",
                        "\u00e9t\u00e9", ""));
        Gen<String> colon = Gen.of(": ", ":", " : ", ":  ");
        Gen<String> value = Gen.oneOf(
                Gen.strings((char) 0x21, (char) 0x7e, 0, 40),
                Gen.strings((char) 0x80, (char) 0xff, 0, 20),
                Gen.strings("\t\u0000\u0001\u007fa", 0, 10),
                Gen.of("-1", "abc", "1e3", "99999999999999999999", "0, 1", "2000", "5", "chunked", "gzip, chunked",
                        "keep-alive, Upgrade", "websocket", "close"),
                Gen.ints(100, 12000).map("v"::repeat));
        return random -> name.next(random) + colon.next(random) + value.next(random);
    }

    private static RawHttp.Response get(String target, List<String> headers) throws IOException {
        List<String> head = new ArrayList<>();
        head.add("GET " + target + " HTTP/1.1");
        head.add("Host: 127.0.0.1");
        head.addAll(headers);
        head.add("Connection: close");
        try (RawHttp http = RawHttp.connect(server.port())) {
            http.send(head.toArray(String[]::new));
            if (declaresChunkedBody(headers)) {
                // A complete request: the server answers a chunked request once its body has ended.
                http.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            }
            return http.read();
        }
    }

    private static boolean declaresChunkedBody(List<String> headers) {
        for (String header : headers) {
            int colon = header.indexOf(':');
            if (colon > 0 && header.substring(0, colon).trim().equalsIgnoreCase("Transfer-Encoding")) {
                for (String coding : header.substring(colon + 1).split(",")) {
                    if (coding.trim().equalsIgnoreCase("chunked")) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static void assertAjaxBody(RawHttp.Response response) {
        String body = response.body();
        Matcher json = AJAX.matcher(body);
        Matcher jsonp = JSONP.matcher(body);
        if (json.matches()) {
            assertThat(response.header("Content-Type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith("application/json"));
            assertThat(Long.parseLong(json.group(1))).isBetween(0L, 1L << 53);
        } else {
            assertThat(jsonp.matches()).as("JSON or JSONP body: %s", Corpus.abbreviate(body)).isTrue();
            assertThat(jsonp.group(1)).matches(HostileInput.CALLBACK).hasSizeLessThanOrEqualTo(64);
            assertThat(response.header("Content-Type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith("text/javascript"));
        }
    }

    static void assertJsonRefusal(RawHttp.Response response) {
        JsonNode body = assertWireError(response);
        assertThat(body.get("error").getStringValue()).matches("[a-z_0-9]+");
        assertThat(HostileInput.isKnownErrorMessage(body.get("message").getStringValue()))
                .as("fixed message, not input: %s", body.get("message").getStringValue()).isTrue();
    }


    static String printable(String bytes) {
        StringBuilder out = new StringBuilder();
        for (byte b : bytes.getBytes(StandardCharsets.ISO_8859_1)) {
            out.append(b >= 0x21 && b < 0x7f ? String.valueOf((char) b) : String.format("\\x%02x", b & 0xff));
        }
        return Corpus.abbreviate(out.toString());
    }
}
