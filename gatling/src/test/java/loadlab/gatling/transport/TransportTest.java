package loadlab.gatling.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TransportTest {

    @Test
    void parsesShortIds() {
        assertThat(Transport.parse("ajax")).isEqualTo(Transport.AJAX);
        assertThat(Transport.parse(" WS ")).isEqualTo(Transport.WS);
        assertThat(Transport.parse("fresh")).isEqualTo(Transport.FRESH_WS);
    }

    @Test
    void rejectsUnknownIdListingTheKnownOnes() {
        assertThatThrownBy(() -> Transport.parse("sse"))
                .hasMessageContaining("ajax, ws, fresh")
                .hasMessageContaining("'sse'");
    }

    @Test
    void pageNamesStartWithTheTransportAndEndWithTheCount() {
        assertThat(Transport.AJAX.pageName(100)).isEqualTo("AJAX x100");
        assertThat(Transport.WS.pageName(10)).isEqualTo("WS x10");
        assertThat(Transport.FRESH_WS.pageName(500)).isEqualTo("Fresh WS x500");
    }
}
