package loadlab.tomcat.web;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;

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
        assertThatAnswer(server.send(method, path)).hasStatus(404).hasHeader("Content-Type", "application/json")
                .body().isEqualTo("{\"error\":\"not_found\",\"message\":\"no such endpoint\"}");
    }
}
