package loadlab.tomcat.items;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MemoryItemStoreTest {

    @Test
    void numbersDocumentsInInsertOrderAndCountsThem() {
        try (MemoryItemStore store = new MemoryItemStore()) {
            assertThat(store.insert().id()).isEqualTo("1");
            assertThat(store.insert().id()).isEqualTo("2");
            assertThat(store.count()).isEqualTo(2);
        }
    }

    @Test
    void exportsEveryDocumentInInsertOrderAndSaysHowMany() {
        try (MemoryItemStore store = new MemoryItemStore()) {
            Created first = store.insert();
            Created second = store.insert();
            List<Created> handed = new ArrayList<>();

            assertThat(store.export((id, item) -> handed.add(new Created(id, item)))).isEqualTo(2);
            assertThat(handed).containsExactly(first, second);
        }
    }

    @Test
    void isAlwaysUsableAndSaysMemory() {
        try (MemoryItemStore store = new MemoryItemStore()) {
            assertThat(store.isUsable()).isTrue();
            assertThat(store.databaseLabel()).isEqualTo("memory");
            assertThat(store.description()).isEqualTo("items in memory");
        }
    }
}
