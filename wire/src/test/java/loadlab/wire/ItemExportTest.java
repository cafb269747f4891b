package loadlab.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ItemExportTest {
    private static final String ITEM = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";

    @Test
    void writesOneDocumentPerLineAsTheContractShows() {
        assertThat(text(ItemExport.line("65a1f0c2e4b0a1b2c3d4e5f6", ITEM)))
                .isEqualTo("{\"id\":\"65a1f0c2e4b0a1b2c3d4e5f6\",\"item\":\"" + ITEM + "\"}\n");
    }

    @Test
    void endsWithTheCountOfDocumentsListed() {
        assertThat(text(ItemExport.end(3))).isEqualTo("{\"count\":3}\n");
    }

    @Test
    void writesABatchAsTheSameLinesInOrder() {
        List<String[]> documents = List.of(new String[] {"1", ITEM}, new String[] {"2", "b"});

        assertThat(text(ItemExport.lines(documents, document -> document[0], document -> document[1])))
                .isEqualTo(text(ItemExport.line("1", ITEM)) + text(ItemExport.line("2", "b")));
    }

    @Test
    void escapesAnIdThatIsNotPlainAscii() {
        assertThat(text(ItemExport.line("a\"b\\c\nd\u00e9", ITEM)))
                .startsWith("{\"id\":\"a\\\"b\\\\c\\u000ad\u00e9\",");
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
