package loadlab.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.OptionalLong;

/** Checks shared by many contract rules: the error shape, random payloads, framing headers. */
public final class ContractAssertions {
    private ContractAssertions() {
    }

    /**
     * The media type of an answer, compared as HTTP compares them (RFC 9110 §8.3.1): type, subtype and
     * parameter names are case-insensitive, whitespace around ';' is optional, so
     * {@code text/plain;charset=UTF-8} is {@code text/plain; charset=utf-8} (a charset's value is
     * case-insensitive too).
     */
    public static void assertMediaType(HttpResponse<String> response, String expected) {
        assertThat(response.headers().firstValue("Content-Type")).as("Content-Type")
                .hasValueSatisfying(actual -> assertThat(normalisedMediaType(actual)).as("Content-Type %s", actual)
                        .isEqualTo(normalisedMediaType(expected)));
    }

    private static String normalisedMediaType(String value) {
        StringBuilder normalised = new StringBuilder();
        for (String part : value.split(";")) {
            String trimmed = part.trim();
            if (trimmed.isEmpty()) {
                continue;
            }
            int equals = trimmed.indexOf('=');
            String name = (equals < 0 ? trimmed : trimmed.substring(0, equals)).trim().toLowerCase(Locale.ROOT);
            String parameter = equals < 0 ? "" : trimmed.substring(equals + 1).trim();
            if (name.equals("charset")) {
                parameter = parameter.toLowerCase(Locale.ROOT);
            }
            normalised.append(normalised.length() == 0 ? "" : ";").append(name).append(equals < 0 ? "" : "=" + parameter);
        }
        return normalised.toString();
    }

    /**
     * An answer with {@code status} whose Content-Type is {@code mediaType}, parameters such as a
     * charset allowed after it.
     */
    public static void assertAnswer(HttpResponse<String> response, int status, String mediaType) {
        assertThat(response.statusCode()).as("status of %s", JsonTrees.abbreviate(response.body())).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith(mediaType));
    }

    /** A framed {@code application/json} answer with {@code status}; returns its parsed body. */
    public static JsonNode assertJsonAnswer(HttpResponse<String> response, int status) {
        assertAnswer(response, status, "application/json");
        assertFramed(response);
        return JsonTrees.parse(response.body());
    }

    /**
     * Contract, "Errors": the status, {@code application/json}, exactly {@code {"error","message"}}
     * with a short code and a message, and nothing that looks like a stack trace.
     */
    public static JsonNode assertErrorBody(HttpResponse<String> response, int status) {
        JsonNode body = assertJsonAnswer(response, status);
        assertThat(response.headers().firstValue("Date")).as("Date").isPresent();
        assertNoStackTrace(response.body());
        assertThat(body.isObject()).isTrue();
        assertThat(JsonTrees.fieldNames(body)).containsExactly("error", "message");
        assertShortCode(body.get("error").getStringValue());
        assertThat(body.get("message").getStringValue()).isNotBlank();
        return body;
    }

    /**
     * An error read off the wire with the reference server's framing: {@code application/json}, a
     * Content-Length, a Date, exactly {@code {"error","message"}} and no stack trace; returns the body.
     */
    public static JsonNode assertWireError(RawHttp.Response response) {
        assertThat(response.header("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        assertThat(response.header("Content-Length")).isPresent();
        assertThat(response.header("Date")).isPresent();
        assertNoStackTrace(response.body());
        JsonNode body = JsonTrees.parse(response.body());
        assertThat(JsonTrees.fieldNames(body)).containsExactly("error", "message");
        return body;
    }

    /** {@link #assertErrorBody} with the reference server's choices: its error code, and a Content-Length. */
    public static JsonNode assertContractError(HttpResponse<String> response, int status, String code) {
        JsonNode body = assertErrorBody(response, status);
        assertContentLength(response);
        assertThat(body.get("error").getStringValue()).isEqualTo(code);
        return body;
    }

    /** The contract's "short code" of an error: one token, no spaces. */
    public static void assertShortCode(String code) {
        assertThat(code).as("error code").matches("\\S{1,64}");
    }

    public static void assertNoStackTrace(String body) {
        assertThat(body).doesNotContain("Exception", "\tat ", "at java.", "at io.", "at loadlab.", "_embedded");
    }

    /** Contract, "Plain HTTP": a Content-Length that matches the body, or chunked encoding. */
    public static void assertFramed(HttpResponse<String> response) {
        if (response.headers().firstValue("Transfer-Encoding").filter(value -> value.contains("chunked")).isEmpty()) {
            assertContentLength(response);
        }
    }

    /** The reference server's answers carry a Content-Length that matches the bytes of its body. */
    public static void assertContentLength(HttpResponse<String> response) {
        OptionalLong length = response.headers().firstValueAsLong("Content-Length");
        assertThat(length).as("Content-Length").isPresent();
        assertThat(length.getAsLong()).isEqualTo(response.body().getBytes(StandardCharsets.UTF_8).length);
    }

    /** Contract: a random payload is {@code size} characters from {@code [A-Za-z0-9]}. */
    public static void assertPayload(String payload, int size) {
        assertThat(payload).hasSize(size);
        for (int i = 0; i < payload.length(); i++) {
            char c = payload.charAt(i);
            boolean alphanumeric = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9';
            if (!alphanumeric) {
                throw new AssertionError("character " + i + " of the payload is '" + c + "', not [A-Za-z0-9]");
            }
        }
    }
}
