package loadlab.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The request's rules over a message as a map, the way a server's JSON tree shows it. */
class SocketRequestTest {
    @Test
    void readsIdxAndSize() {
        assertThat(read(message("idx", 3, "size", 10))).isEqualTo(new Exchange(3, 10));
    }

    @Test
    void absentFieldsTakeIdxZeroAndTheServersDefaultSize() {
        assertThat(read(message())).isEqualTo(new Exchange(0, 64));
    }

    @Test
    void takesAnIntegerAndAnIntegralDoubleAlike() {
        assertThat(read(message("idx", 7.0, "size", 2.0))).isEqualTo(new Exchange(7, 2));
        assertThat(read(message("idx", Exchange.MAX_IDX))).isEqualTo(new Exchange(Exchange.MAX_IDX, 64));
    }

    @Test
    void refusesAFractionAHugeNumberAndAString() {
        assertRefused(message("idx", 1.5), "bad_idx");
        assertRefused(message("idx", BigInteger.TEN.pow(30)), "bad_idx");
        assertRefused(message("idx", 1e300), "bad_idx");
        assertRefused(message("idx", "7"), "bad_idx");
        assertRefused(message("size", "7"), "bad_size");
    }

    @Test
    void refusesValuesOutOfRange() {
        assertRefused(message("idx", -1), "bad_idx");
        assertRefused(message("idx", Exchange.MAX_IDX + 1), "bad_idx");
        assertRefused(message("size", -1), "bad_size");
        assertRefused(message("size", 1001), "bad_size");
    }

    @Test
    void refusesAnotherEventOrNone() {
        Map<String, Object> other = message();
        other.put("event", "other");
        Map<String, Object> none = message();
        none.remove("event");

        assertRefused(other, "unknown_event");
        assertRefused(none, "unknown_event");
    }

    @Test
    void refusesAMessageThatIsNotAnObject() {
        assertRefused(null, "bad_json");
    }

    private static Exchange read(Map<String, Object> message) {
        return SocketRequest.read(message, Map::get, 64, 1000);
    }

    private static void assertRefused(Map<String, Object> message, String code) {
        assertThatThrownBy(() -> read(message))
                .isInstanceOfSatisfying(BadInputException.class, bad -> assertThat(bad.code()).isEqualTo(code));
    }

    private static Map<String, Object> message(Object... fields) {
        Map<String, Object> message = new HashMap<>();
        message.put("event", SocketRequest.EVENT);
        for (int i = 0; i < fields.length; i += 2) {
            message.put((String) fields[i], fields[i + 1]);
        }
        return message;
    }
}
