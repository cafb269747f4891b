package loadlab.tomcat.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ExchangeTest {

    @Test
    void takesTheDefaultsForAbsentParameters() {
        assertThat(Exchange.fromQuery(null, null)).isEqualTo(new Exchange(0, 4096));
    }

    @Test
    void acceptsTheBoundsThemselves() {
        assertThat(Exchange.fromQuery("9007199254740992", "1048576")).isEqualTo(new Exchange(1L << 53, 1_048_576));
        assertThat(Exchange.fromQuery("0", "0")).isEqualTo(new Exchange(0, 0));
    }

    @Test
    void refusesValuesJustPastTheBounds() {
        assertThatThrownBy(() -> Exchange.fromQuery("9007199254740993", null)).hasMessageContaining("idx");
        assertThatThrownBy(() -> Exchange.fromQuery(null, "1048577")).hasMessageContaining("size");
    }
}
