package loadlab.tomcat.web;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.file.Files;
import loadlab.tomcat.RawConnection;
import loadlab.tomcat.Settings;
import loadlab.tomcat.TestServer;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.core.StandardContext;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.startup.Tomcat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JsonErrorReportValveTest {
    @RegisterExtension
    static final TestServer server = TestServer.inMemory();

    @ParameterizedTest
    @ValueSource(strings = {"GET /he llo HTTP/1.1", "GARBAGE", "GET /hello?<script> HTTP/1.1", "GET /hello HTTP/9.9"})
    void answersARequestTomcatCannotParseWith400JsonAndCloses(String requestLine) {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer answer = connection.send(requestLine + "\r\nHost: lab\r\n\r\n").readAnswer();

            assertThat(answer.status()).isIn(400, 505);
            assertThatAnswer(answer).hasHeader("Content-Type", "application/json")
                    .body().startsWith("{\"error\":\"").doesNotContain("script", "<", "Tomcat");
            assertThat(connection.closedByServer()).isTrue();
        }
    }

    @Test
    void answersHeadersOverTomcatsLimitWith400Json() {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer answer = connection
                    .send("GET /hello HTTP/1.1\r\nHost: lab\r\nX-Big: " + "a".repeat(9000) + "\r\n\r\n")
                    .readAnswer();

            assertThatAnswer(answer).hasStatus(400)
                    .body().isEqualTo("{\"error\":\"bad_request\",\"message\":\"the request is not valid HTTP/1.1\"}");
        }
    }

    @Test
    void answersTraceWith405Json() {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer answer = connection.send("TRACE /hello HTTP/1.1\r\nHost: lab\r\n\r\n").readAnswer();

            assertThatAnswer(answer).hasStatus(405).body().contains("\"error\":\"method_not_allowed\"");
        }
    }

    @Test
    void answersAServletExceptionWith500JsonWithoutStackTraceOrTheHalfBuiltHeaders() throws Exception {
        Tomcat tomcat = new Tomcat();
        tomcat.setBaseDir(Files.createTempDirectory("valve-test").toString());
        Connector connector = new Connector();
        connector.setPort(0);
        connector.setProperty("address", Settings.HOST);
        tomcat.setConnector(connector);
        ((StandardHost) tomcat.getHost()).setErrorReportValveClass(JsonErrorReportValve.class.getName());
        StandardContext context = (StandardContext) tomcat.addContext("", null);
        context.setClearReferencesThreadLocals(false);
        context.setClearReferencesRmiTargets(false);
        Tomcat.addServlet(context, "fails", new Failing());
        context.addServletMappingDecoded("/fails", "fails");
        tomcat.start();
        try (RawConnection connection = new RawConnection(connector.getLocalPort())) {
            RawConnection.Answer answer = connection.send("GET /fails HTTP/1.1\r\nHost: lab\r\n\r\n").readAnswer();

            assertThatAnswer(answer).hasStatus(500).hasNoHeader("X-Half-Built")
                    .body().isEqualTo("{\"error\":\"internal_error\",\"message\":\"the server failed to answer this request\"}");
        } finally {
            tomcat.stop();
            tomcat.destroy();
        }
    }

    private static final class Failing extends HttpServlet {
        private static final long serialVersionUID = 1L;

        @Override
        protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
            response.setHeader("X-Half-Built", "yes");
            throw new IllegalStateException("a bug with a secret in its message");
        }
    }
}
