package loadlab.server.socketio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.context.ApplicationContext;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SocketIoConfigTest {

    @Test
    void defaultsMatchSocketIo() {
        try (ApplicationContext context = ApplicationContext.run(Map.of())) {
            SocketIoConfig config = context.getBean(SocketIoConfig.class);

            assertThat(config).isEqualTo(new SocketIoConfig("/socket.io/", Duration.ofSeconds(25), Duration.ofSeconds(20),
                    65536, "/fresh", "send_me_data", "you_have_data"));
        }
    }

    /** The context does not start: a bad setting stops the server at start-up. */
    @ParameterizedTest(name = "refuses {2}: {0}={1}")
    @CsvSource(delimiter = '|', textBlock = """
            lab.socketio.path            | /socket.io | a path without trailing slash
            lab.socketio.path            | /          | a path without a segment
            lab.socketio.path            | /a b/      | a path that would need escaping
            lab.socketio.answer-event    | you"have   | an event name that would need escaping
            lab.socketio.request-event   | ''         | an empty event name
            lab.socketio.fresh-namespace | fresh      | a fresh namespace without a slash
            lab.socketio.fresh-namespace | /          | the main namespace as the fresh one
            lab.socketio.ping-interval   | 0s         | a ping interval that is not positive
            lab.socketio.ping-timeout    | -1s        | a ping timeout that is not positive
            lab.socketio.max-payload     | 0          | a max payload below 1
            lab.socketio.max-payload     | 1048577    | a max payload above one mebibyte
            """)
    void refusesSettingThatCannotWork(String name, String value, String rule) {
        Map<String, Object> properties = Map.of(name, value);

        assertThatThrownBy(() -> ApplicationContext.run(properties).close()).as("%s", properties)
                .hasStackTraceContaining("SocketIoConfig");
    }
}
