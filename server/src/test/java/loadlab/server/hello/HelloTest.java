package loadlab.server.hello;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/** Contract, "Plain HTTP": the hello experiment. */
@MicronautTest(transactional = false)
class HelloTest {
    @Inject
    EmbeddedServer server;

    @Test
    void answersHelloWorldAsPlainText() {
        HttpResponse<String> response = LabHttp.get(server, "/hello");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("text/plain; charset=utf-8");
        assertThat(response.body()).isEqualTo("Hello, World!");
    }

    @Test
    void carriesContentLengthOfTheBody() {
        HttpResponse<String> response = LabHttp.get(server, "/hello");

        assertThat(response.headers().firstValueAsLong("Content-Length")).hasValue(13L);
        assertThat(response.headers().firstValue("Transfer-Encoding")).isEmpty();
    }

    @Test
    void carriesCurrentDateHeader() {
        HttpResponse<String> response = LabHttp.get(server, "/hello");

        assertThat(response.headers().firstValue("Date")).hasValueSatisfying(date -> assertThat(
                ZonedDateTime.parse(date, DateTimeFormatter.RFC_1123_DATE_TIME))
                .isCloseTo(ZonedDateTime.now(), within(1, ChronoUnit.MINUTES)));
    }
}
