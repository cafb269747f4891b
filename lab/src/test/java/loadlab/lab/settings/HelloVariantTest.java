package loadlab.lab.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class HelloVariantTest {

    @Test
    void idNamesModelAndConnections() {
        assertThat(HelloVariant.CLOSED_KEEPALIVE.id()).isEqualTo("closed-keepalive");
        assertThat(HelloVariant.OPEN_CLOSE.id()).isEqualTo("open-close");
    }

    @Test
    void closedCloseKeepsTheOriginalRequestName() {
        assertThat(HelloVariant.CLOSED_CLOSE.requestName()).isEqualTo("Hello");
    }

    @Test
    void everyVariantHasItsOwnRequestName() {
        assertThat(Arrays.stream(HelloVariant.values()).map(HelloVariant::requestName))
                .containsExactly("Hello", "Hello Keep-Alive", "Hello Open", "Hello Open Keep-Alive");
    }

    @Test
    void modelAndKeepAliveFindTheirVariant() {
        for (HelloVariant variant : HelloVariant.values()) {
            assertThat(HelloVariant.of(variant.model(), variant.keepAlive())).isEqualTo(variant);
            assertThat(HelloVariant.parse(variant.id())).isEqualTo(variant);
        }
    }
}
