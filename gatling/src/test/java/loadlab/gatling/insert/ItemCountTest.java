package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ItemCountTest {

    @Test
    void readsTheCountField() {
        assertThat(ItemCount.parse("{\"count\":12345}")).isEqualTo(12345);
        assertThat(ItemCount.parse("{ \"count\" : 0 }")).isZero();
    }

    @Test
    void rejectsABodyWithoutCount() {
        assertThatThrownBy(() -> ItemCount.parse("{\"error\":\"database_unavailable\"}"))
                .hasMessageContaining("no count");
    }
}
