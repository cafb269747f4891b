package loadlab.server.socketio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.micronaut.json.JsonMapper;
import java.time.Duration;
import loadlab.server.transport.TransportConfig;
import loadlab.wire.BadInputException;
import loadlab.wire.Exchange;
import org.junit.jupiter.api.Test;

class DataRequestTest {
    private static final SocketIoConfig CONFIG = new SocketIoConfig("/socket.io/", Duration.ofSeconds(25),
            Duration.ofSeconds(20), 65536, "/fresh", "send_me_data", "you_have_data");
    private static final TransportConfig TRANSPORT = new TransportConfig("*", 1048576, 4096, Duration.ofSeconds(10),
            Duration.ofSeconds(2));
    private final DataRequest requests = new DataRequest(JsonMapper.createDefault(), CONFIG, TRANSPORT);

    @Test
    void readsIdxAndUsesDefaultSize() {
        assertThat(requests.parse("[\"send_me_data\",17]", 4096)).isEqualTo(new Exchange(17, 4096));
        assertThat(requests.parse("[\"send_me_data\",17]", 50)).isEqualTo(new Exchange(17, 50));
    }

    @Test
    void readsSizeArgument() {
        assertThat(requests.parse("[\"send_me_data\",2,100]", 4096)).isEqualTo(new Exchange(2, 100));
        assertThat(requests.parse("[\"send_me_data\",2,null]", 7)).isEqualTo(new Exchange(2, 7));
    }

    @Test
    void acceptsBoundsAndIntegralDoubles() {
        assertThat(requests.parse("[\"send_me_data\",9007199254740992,1048576]", 1)).isEqualTo(new Exchange(1L << 53, 1048576));
        assertThat(requests.parse("[\"send_me_data\",0,0]", 1)).isEqualTo(new Exchange(0, 0));
        assertThat(requests.parse("[\"send_me_data\",5.0,8.0]", 1)).isEqualTo(new Exchange(5, 8));
    }

    @Test
    void ignoresArgumentsAfterSize() {
        assertThat(requests.parse("[\"send_me_data\",1,2,\"extra\",{}]", 4096)).isEqualTo(new Exchange(1, 2));
    }

    @Test
    void refusesPayloadThatIsNotAnEventArray() {
        for (String payload : new String[] {"", "nope", "[\"send_me_data\"", "{}", "[]", "[1]", "\"send_me_data\"", "null"}) {
            assertRefused(payload, "bad_json");
        }
    }

    @Test
    void refusesOtherEvents() {
        assertRefused("[\"you_have_data\",1]", "unknown_event");
        assertRefused("[\"SEND_ME_DATA\",1]", "unknown_event");
    }

    @Test
    void refusesMissingOrBadIdx() {
        for (String idx : new String[] {"", ",null", ",-1", ",9007199254740993", ",1.5", ",\"1\"", ",true", ",[]",
                ",123456789012345678901234567890"}) {
            assertRefused("[\"send_me_data\"" + idx + "]", "bad_idx");
        }
    }

    @Test
    void refusesBadSize() {
        for (String size : new String[] {"-1", "1048577", "0.5", "\"8\"", "{}", "1e300"}) {
            assertRefused("[\"send_me_data\",1," + size + "]", "bad_size");
        }
    }

    private void assertRefused(String payload, String code) {
        BadInputException problem = catchThrowableOfType(BadInputException.class, () -> requests.parse(payload, 4096));

        assertThat(problem).as("refusal of %s", payload).isNotNull();
        assertThat(problem.code()).as("code for %s", payload).isEqualTo(code);
    }
}
