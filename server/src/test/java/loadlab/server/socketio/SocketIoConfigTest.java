package loadlab.server.socketio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.context.ApplicationContext;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SocketIoConfigTest {

    @Test
    void defaultsMatchSocketIo() {
        try (ApplicationContext context = ApplicationContext.run(Map.of())) {
            SocketIoConfig config = context.getBean(SocketIoConfig.class);

            assertThat(config).isEqualTo(new SocketIoConfig("/socket.io/", Duration.ofSeconds(25), Duration.ofSeconds(20),
                    65536, "/fresh", "send_me_data", "you_have_data"));
        }
    }

    @Test
    void refusesPathWithoutTrailingSlashOrSegment() {
        assertRefused(Map.of("lab.socketio.path", "/socket.io"));
        assertRefused(Map.of("lab.socketio.path", "/"));
        assertRefused(Map.of("lab.socketio.path", "/a b/"));
    }

    @Test
    void refusesEventNamesThatWouldNeedEscaping() {
        assertRefused(Map.of("lab.socketio.answer-event", "you\"have"));
        assertRefused(Map.of("lab.socketio.request-event", ""));
    }

    @Test
    void refusesFreshNamespaceThatIsNotANamespace() {
        assertRefused(Map.of("lab.socketio.fresh-namespace", "fresh"));
        assertRefused(Map.of("lab.socketio.fresh-namespace", "/"));
    }

    @Test
    void refusesNonPositiveTimingsAndPayloadOutOfRange() {
        assertRefused(Map.of("lab.socketio.ping-interval", "0s"));
        assertRefused(Map.of("lab.socketio.ping-timeout", "-1s"));
        assertRefused(Map.of("lab.socketio.max-payload", "0"));
        assertRefused(Map.of("lab.socketio.max-payload", "1048577"));
    }

    /** The context does not start: a bad setting stops the server at start-up. */
    private static void assertRefused(Map<String, Object> properties) {
        assertThatThrownBy(() -> ApplicationContext.run(properties).close()).as("%s", properties)
                .hasStackTraceContaining("SocketIoConfig");
    }
}
