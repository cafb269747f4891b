package loadlab.tomcat.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void quotesPlainTextAsIs() {
        assertThat(Json.quote("bad_idx")).isEqualTo("\"bad_idx\"");
    }

    @Test
    void escapesQuotesBackslashesAndControlCharacters() {
        assertThat(Json.quote("a\"b\\c\nd\u0001")).isEqualTo("\"a\\\"b\\\\c\\u000ad\\u0001\"");
    }
}
