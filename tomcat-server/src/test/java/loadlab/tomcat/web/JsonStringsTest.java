package loadlab.tomcat.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JsonStringsTest {

    @Test
    void quotesPlainTextAsIs() {
        assertThat(JsonStrings.quote("bad_idx")).isEqualTo("\"bad_idx\"");
    }

    @Test
    void escapesQuotesBackslashesAndControlCharacters() {
        assertThat(JsonStrings.quote("a\"b\\c\nd\u0001")).isEqualTo("\"a\\\"b\\\\c\\u000ad\\u0001\"");
    }
}
