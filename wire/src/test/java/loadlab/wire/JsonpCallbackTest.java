package loadlab.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class JsonpCallbackTest {
    @Test
    void acceptsPlainIdentifier() {
        assertThat(new JsonpCallback("CB").name()).isEqualTo("CB");
    }

    @Test
    void acceptsDottedIdentifier() {
        assertThat(new JsonpCallback("jQuery.callbacks.cb_17").name()).isEqualTo("jQuery.callbacks.cb_17");
    }

    @Test
    void acceptsDollarAndUnderscore() {
        assertThat(new JsonpCallback("$._cb$1").name()).isEqualTo("$._cb$1");
    }

    @Test
    void accepts64Characters() {
        assertThat(new JsonpCallback("a".repeat(64)).name()).hasSize(64);
    }

    @Test
    void rejectsCallbackTooLong() {
        assertRejected("a".repeat(65));
    }

    @Test
    void rejectsCallbackWithScriptTag() {
        assertRejected("<script>alert(1)</script>");
    }

    @Test
    void rejectsCallbackStartingWithDigit() {
        assertRejected("1cb");
    }

    @Test
    void rejectsSegmentStartingWithDigit() {
        assertRejected("cb.1");
    }

    @Test
    void rejectsEmptyAndMissingCallback() {
        assertRejected("");
        assertRejected(null);
    }

    @Test
    void rejectsLeadingTrailingAndDoubleDots() {
        assertRejected(".cb");
        assertRejected("cb.");
        assertRejected("a..b");
    }

    @Test
    void rejectsCallSyntaxAndSeparators() {
        assertRejected("cb()");
        assertRejected("cb;alert(1)");
        assertRejected("a-b");
        assertRejected("a b");
        assertRejected("a[0]");
    }

    @Test
    void rejectsTrailingNewline() {
        assertRejected("cb\n");
    }

    @Test
    void rejectsNonAsciiLetters() {
        assertRejected("caf\u00e9");
    }

    private static void assertRejected(String name) {
        assertThatThrownBy(() -> new JsonpCallback(name))
                .isInstanceOfSatisfying(BadInputException.class, bad -> assertThat(bad.code()).isEqualTo("bad_callback"));
    }
}
