package loadlab.record.books;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ItemLinesTest {
    private static final String ITEM = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";

    @Test
    void writesALineAsTheExportSendsIt() {
        assertThat(ItemLines.line("65a1f0c2e4b0a1b2c3d4e5f6", ITEM))
                .isEqualTo("{\"id\":\"65a1f0c2e4b0a1b2c3d4e5f6\",\"item\":\"" + ITEM + "\"}\n");
        assertThat(ItemLines.end(2)).isEqualTo("{\"count\":2}\n");
    }

    @Test
    void readsBackEveryLineAnIdNeedingEscapesIncluded() throws IOException {
        List<String> read = new ArrayList<>();

        long listed = ItemLines.read(stream(ItemLines.line("a\"b\\c", ITEM) + ItemLines.line("2", "x") + ItemLines.end(2)),
                (id, item) -> read.add(id + " " + item), "test");

        assertThat(listed).isEqualTo(2);
        assertThat(read).containsExactly("a\"b\\c " + ITEM, "2 x");
    }

    @Test
    void readsTheFieldsInAnyOrderAndIgnoresOthers() throws IOException {
        List<String> read = new ArrayList<>();

        ItemLines.read(stream("{\"item\":\"i\",\"createdAt\":{\"$date\":1},\"id\":\"1\"}\n{\"count\":1}\n"),
                (id, item) -> read.add(id + " " + item), "test");

        assertThat(read).containsExactly("1 i");
    }

    @Test
    void refusesACountThatIsNotTheLinesBeforeIt() {
        assertThatThrownBy(() -> ItemLines.read(stream(ItemLines.line("1", ITEM) + ItemLines.end(2)), (id, item) -> { },
                "export")).isInstanceOf(UnreadableItemsException.class)
                .hasMessage("export: its count line says 2 documents, 1 came before it");
    }

    @Test
    void refusesLinesAfterTheCount() {
        assertThatThrownBy(() -> ItemLines.read(stream(ItemLines.end(0) + ItemLines.line("1", ITEM)), (id, item) -> { },
                "export")).hasMessage("export: lines follow its count line");
    }

    @Test
    void refusesALineWithoutItsItem() {
        assertThatThrownBy(() -> ItemLines.read(stream("{\"id\":\"1\"}\n{\"count\":1}\n"), (id, item) -> { }, "export"))
                .hasMessage("export: line 1 lacks its id or item");
    }

    private static ByteArrayInputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
