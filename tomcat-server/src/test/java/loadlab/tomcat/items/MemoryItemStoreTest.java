package loadlab.tomcat.items;

import static org.assertj.core.api.Assertions.assertThat;

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
    void isAlwaysUsableAndSaysMemory() {
        try (MemoryItemStore store = new MemoryItemStore()) {
            assertThat(store.isUsable()).isTrue();
            assertThat(store.databaseLabel()).isEqualTo("memory");
            assertThat(store.description()).isEqualTo("items in memory");
        }
    }
}
