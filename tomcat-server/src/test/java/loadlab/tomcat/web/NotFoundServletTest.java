package loadlab.tomcat.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NotFoundServletTest {
    @RegisterExtension
    static final TestServer server = TestServer.inMemory();

    @ParameterizedTest
    @CsvSource({"GET,/", "GET,/nope", "POST,/hello/more", "DELETE,/items/count/1", "GET,/ws/other", "PUT,/index.html"})
    void answersAnUnknownPathWith404JsonWhateverTheMethod(String method, String path) {
        HttpResponse<String> answer = server.send(method, path);

        assertThat(answer.statusCode()).isEqualTo(404);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(answer.body()).isEqualTo("{\"error\":\"not_found\",\"message\":\"no such endpoint\"}");
    }
}
