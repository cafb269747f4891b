package loadlab.server.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import loadlab.server.web.BadInputException;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;

class ExchangeTest {
    private static final TransportConfig CONFIG =
            new TransportConfig("*", 1048576, 4096, Duration.ofSeconds(10), Duration.ofSeconds(2));

    @Test
    void defaultsToIdxZeroAndSize4096() {
        assertThat(Exchange.fromQuery(null, null, CONFIG)).isEqualTo(new Exchange(0, 4096));
    }

    @Test
    void defaultSizeComesFromConfig() {
        TransportConfig small = new TransportConfig("*", 1048576, 16, Duration.ofSeconds(10), Duration.ofSeconds(2));

        assertThat(Exchange.fromQuery("3", null, small)).isEqualTo(new Exchange(3, 16));
    }

    @Test
    void acceptsBoundsOfIdx() {
        assertThat(Exchange.fromQuery("0", "1", CONFIG).idx()).isZero();
        assertThat(Exchange.fromQuery("9007199254740992", "1", CONFIG).idx()).isEqualTo(Exchange.MAX_IDX);
    }

    @Test
    void acceptsLeadingZeros() {
        assertThat(Exchange.fromQuery("007", "0010", CONFIG)).isEqualTo(new Exchange(7, 10));
    }

    @Test
    void rejectsIdxAboveTwoToThe53() {
        assertBad(() -> Exchange.fromQuery("9007199254740993", null, CONFIG), "bad_idx");
    }

    @Test
    void rejectsIdxLongerThan16Digits() {
        assertBad(() -> Exchange.fromQuery("12345678901234567", null, CONFIG), "bad_idx");
    }

    @Test
    void rejectsIdxThatIsNotPlainDigits() {
        for (String idx : new String[] {"", "-1", "+1", " 1", "1 ", "1.0", "1e3", "0x10", "abc", "١"}) {
            assertBad(() -> Exchange.fromQuery(idx, null, CONFIG), "bad_idx");
        }
    }

    @Test
    void acceptsBoundsOfSize() {
        assertThat(Exchange.fromQuery("1", "0", CONFIG).size()).isZero();
        assertThat(Exchange.fromQuery("1", "1048576", CONFIG).size()).isEqualTo(1048576);
    }

    @Test
    void rejectsSizeAboveConfiguredMaximum() {
        TransportConfig capped = new TransportConfig("*", 1000, 100, Duration.ofSeconds(10), Duration.ofSeconds(2));

        assertBad(() -> Exchange.fromQuery("1", "1001", capped), "bad_size");
        assertThat(Exchange.fromQuery("1", "1000", capped).size()).isEqualTo(1000);
    }

    @Test
    void rejectsSizeThatIsNotPlainDigits() {
        for (String size : new String[] {"", "-1", "1.5", "big", "999999999"}) {
            assertBad(() -> Exchange.fromQuery("1", size, CONFIG), "bad_size");
        }
    }

    @Test
    void rejectsNegativeValuesAtConstruction() {
        assertBad(() -> new Exchange(-1, 0), "bad_idx");
        assertBad(() -> new Exchange(Exchange.MAX_IDX + 1, 0), "bad_idx");
        assertBad(() -> new Exchange(0, -1), "bad_size");
    }

    @Test
    void rejectionNamesTheBounds() {
        assertBad(() -> Exchange.fromQuery("x", null, CONFIG), "bad_idx").hasMessageContaining("9007199254740992");
        assertBad(() -> Exchange.fromQuery("1", "x", CONFIG), "bad_size").hasMessageContaining("1048576");
    }

    private static AbstractThrowableAssert<?, ? extends Throwable> assertBad(Runnable parse, String code) {
        return assertThatThrownBy(parse::run)
                .isInstanceOfSatisfying(BadInputException.class, bad -> assertThat(bad.code()).isEqualTo(code));
    }
}
