package loadlab.tomcat.hello;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import loadlab.tomcat.RawConnection;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class HelloServletTest {
    private static final String HELLO = "GET /hello HTTP/1.1\r\nHost: lab\r\n\r\n";

    @RegisterExtension
    static final TestServer server = TestServer.inMemory();

    @Test
    void answersExactlyHelloWorldAsUtf8TextWithLengthAndDate() {
        HttpResponse<String> answer = server.get("/hello");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).isEqualTo("Hello, World!");
        // Tomcat writes the media type without the space: text/plain;charset=utf-8.
        assertThat(answer.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type.replace(" ", "")).isEqualToIgnoringCase("text/plain;charset=utf-8"));
        assertThat(answer.headers().firstValue("Content-Length")).hasValue("13");
        assertThat(answer.headers().firstValue("Date")).isPresent();
    }

    @Test
    void keepsAnHttp11ConnectionAliveForTheNextRequest() {
        try (RawConnection connection = new RawConnection(server.port())) {
            assertThat(connection.send(HELLO).readAnswer().body()).isEqualTo("Hello, World!");
            assertThat(connection.send(HELLO).readAnswer().body()).isEqualTo("Hello, World!");
        }
    }

    @Test
    void answersAnHttp10ClientAndClosesWithoutKeepAlive() {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer answer = connection.send("GET /hello HTTP/1.0\r\n\r\n").readAnswer();

            assertThat(answer.body()).isEqualTo("Hello, World!");
            assertThat(connection.closedByServer()).isTrue();
        }
    }

    @Test
    void keepsAnHttp10ConnectionThatAsksForKeepAliveAsAbDoes() {
        String request = "GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n";
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer first = connection.send(request).readAnswer();
            RawConnection.Answer second = connection.send(request).readAnswer();

            assertThat(first.header("Connection")).isEqualToIgnoringCase("keep-alive");
            assertThat(first.header("Content-Length")).isEqualTo("13");
            assertThat(second.body()).isEqualTo("Hello, World!");
        }
    }

    @Test
    void answersHeadWithTheLengthAndNoBody() {
        assertThatAnswer(server.send("HEAD", "/hello")).hasStatus(200).hasHeader("Content-Length", "13").body().isEmpty();
    }

    @Test
    void refusesPostWith405NamingTheMethods() {
        assertThatAnswer(server.send("POST", "/hello")).hasStatus(405).hasHeader("Allow", "GET, HEAD")
                .body().isEqualTo("{\"error\":\"method_not_allowed\",\"message\":\"use GET or HEAD\"}");
    }
}
