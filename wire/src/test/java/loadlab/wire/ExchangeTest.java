package loadlab.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;

class ExchangeTest {
    private static final int DEFAULT_SIZE = 4096;
    private static final int MAX_SIZE = 1048576;

    @Test
    void defaultsToIdxZeroAndSize4096() {
        assertThat(Exchange.fromQuery(null, null, DEFAULT_SIZE, MAX_SIZE)).isEqualTo(new Exchange(0, 4096));
    }

    @Test
    void theContractsDefaultsApplyWhenTheServerNamesNone() {
        assertThat(Exchange.fromQuery(null, null)).isEqualTo(new Exchange(0, 4096));
    }

    @Test
    void defaultSizeIsTheServersChoice() {
        assertThat(Exchange.fromQuery("3", null, 16, MAX_SIZE)).isEqualTo(new Exchange(3, 16));
    }

    @Test
    void acceptsBoundsOfIdx() {
        assertThat(Exchange.fromQuery("0", "1", DEFAULT_SIZE, MAX_SIZE).idx()).isZero();
        assertThat(Exchange.fromQuery("9007199254740992", "1", DEFAULT_SIZE, MAX_SIZE).idx()).isEqualTo(Exchange.MAX_IDX);
    }

    @Test
    void acceptsTheContractsBoundsThemselves() {
        assertThat(Exchange.fromQuery("9007199254740992", "1048576")).isEqualTo(new Exchange(1L << 53, 1_048_576));
        assertThat(Exchange.fromQuery("0", "0")).isEqualTo(new Exchange(0, 0));
    }

    @Test
    void refusesValuesJustPastTheContractsBounds() {
        assertThatThrownBy(() -> Exchange.fromQuery("9007199254740993", null)).hasMessageContaining("idx");
        assertThatThrownBy(() -> Exchange.fromQuery(null, "1048577")).hasMessageContaining("size");
    }

    @Test
    void acceptsLeadingZeros() {
        assertThat(Exchange.fromQuery("007", "0010", DEFAULT_SIZE, MAX_SIZE)).isEqualTo(new Exchange(7, 10));
    }

    @Test
    void rejectsIdxAboveTwoToThe53() {
        assertBad(() -> Exchange.fromQuery("9007199254740993", null, DEFAULT_SIZE, MAX_SIZE), "bad_idx");
    }

    @Test
    void rejectsIdxLongerThan16Digits() {
        assertBad(() -> Exchange.fromQuery("12345678901234567", null, DEFAULT_SIZE, MAX_SIZE), "bad_idx");
    }

    @Test
    void rejectsIdxThatIsNotPlainDigits() {
        for (String idx : new String[] {"", "-1", "+1", " 1", "1 ", "1.0", "1e3", "0x10", "abc", "١"}) {
            assertBad(() -> Exchange.fromQuery(idx, null, DEFAULT_SIZE, MAX_SIZE), "bad_idx");
        }
    }

    @Test
    void acceptsBoundsOfSize() {
        assertThat(Exchange.fromQuery("1", "0", DEFAULT_SIZE, MAX_SIZE).size()).isZero();
        assertThat(Exchange.fromQuery("1", "1048576", DEFAULT_SIZE, MAX_SIZE).size()).isEqualTo(1048576);
    }

    @Test
    void rejectsSizeAboveConfiguredMaximum() {
        assertBad(() -> Exchange.fromQuery("1", "1001", 100, 1000), "bad_size");
        assertThat(Exchange.fromQuery("1", "1000", 100, 1000).size()).isEqualTo(1000);
    }

    @Test
    void rejectsSizeThatIsNotPlainDigits() {
        for (String size : new String[] {"", "-1", "1.5", "big", "999999999"}) {
            assertBad(() -> Exchange.fromQuery("1", size, DEFAULT_SIZE, MAX_SIZE), "bad_size");
        }
    }

    @Test
    void rejectsValuesOutOfRangeAtConstruction() {
        assertBad(() -> new Exchange(-1, 0), "bad_idx");
        assertBad(() -> new Exchange(Exchange.MAX_IDX + 1, 0), "bad_idx");
        assertBad(() -> new Exchange(0, -1), "bad_size");
        assertBad(() -> new Exchange(0, Exchange.MAX_SIZE + 1), "bad_size");
    }

    @Test
    void rejectionNamesTheBounds() {
        assertBad(() -> Exchange.fromQuery("x", null, DEFAULT_SIZE, MAX_SIZE), "bad_idx")
                .hasMessageContaining("9007199254740992");
        assertBad(() -> Exchange.fromQuery("1", "x", DEFAULT_SIZE, MAX_SIZE), "bad_size").hasMessageContaining("1048576");
    }

    private static AbstractThrowableAssert<?, ? extends Throwable> assertBad(Runnable parse, String code) {
        return assertThatThrownBy(parse::run)
                .isInstanceOfSatisfying(BadInputException.class, bad -> assertThat(bad.code()).isEqualTo(code));
    }
}
