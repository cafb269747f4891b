package loadlab.tomcat.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import loadlab.tomcat.Settings;
import loadlab.tomcat.SocketProbe;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class FreshSocketTest {
    @RegisterExtension
    static final TestServer server = TestServer.inMemory();

    private static SocketProbe connect(String query) {
        return SocketProbe.connect(server.socketUri("/ws/fresh" + query));
    }

    @Test
    void pushesOneYouHaveDataWithTheQueryIdxAndSizeRightAfterTheHandshake() {
        assertThat(connect("?idx=12&size=20").next())
                .matches("\\{\"event\":\"you_have_data\",\"idx\":12,\"data\":\"[A-Za-z0-9]{20}\"}");
    }

    @Test
    void defaultsToIdxZeroAnd4096Characters() {
        assertThat(connect("").next()).matches("\\{\"event\":\"you_have_data\",\"idx\":0,\"data\":\"[A-Za-z0-9]{4096}\"}");
    }

    @Test
    void sendsAFreshPayloadOnEveryConnection() {
        assertThat(connect("?size=64").next()).isNotEqualTo(connect("?size=64").next());
    }

    @Test
    void answersABadIdxWithAnErrorEventThenClosesWith1008() {
        SocketProbe probe = connect("?idx=-3");

        assertThat(probe.next()).startsWith("{\"event\":\"error\",\"error\":\"bad_idx\",");
        assertThat(probe.closed().code()).isEqualTo(1008);
    }

    @Test
    void answersABadSizeWithAnErrorEventThenClosesWith1008() {
        SocketProbe probe = connect("?idx=1&size=2000000");

        assertThat(probe.next()).startsWith("{\"event\":\"error\",\"error\":\"bad_size\",");
        assertThat(probe.closed().code()).isEqualTo(1008);
    }

    @Test
    void answersAClientMessageWithUnexpectedMessageThenClosesWith1008() {
        SocketProbe probe = connect("?idx=1&size=1");
        probe.next();

        probe.sendText("{\"event\":\"send_me_data\"}");

        assertThat(probe.next()).startsWith("{\"event\":\"error\",\"error\":\"unexpected_message\",");
        assertThat(probe.closed().code()).isEqualTo(1008);
    }

    @Test
    void closesAFreshSocketTheClientLeavesOpenAfterTheIdleTimeout() {
        try (TestServer quick = TestServer.with(new Settings(0, null, "*", Duration.ofMillis(300))).start()) {
            SocketProbe probe = SocketProbe.connect(quick.socketUri("/ws/fresh?idx=1&size=1"));
            probe.next();

            SocketProbe.Closed closed = probe.closed();

            assertThat(closed.code()).isEqualTo(1000);
            assertThat(closed.reason()).isEqualTo("idle timeout");
        }
    }
}
