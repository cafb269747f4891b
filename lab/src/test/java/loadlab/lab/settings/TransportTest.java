package loadlab.lab.settings;

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

    @Test
    void socketIoFramingSwapsTheWebSocketsAndKeepsAjax() {
        assertThat(Transport.WS.framed(Framing.SOCKETIO)).isEqualTo(Transport.SIO_WS);
        assertThat(Transport.FRESH_WS.framed(Framing.SOCKETIO)).isEqualTo(Transport.FRESH_SIO_WS);
        assertThat(Transport.AJAX.framed(Framing.SOCKETIO)).isEqualTo(Transport.AJAX);
        assertThat(Transport.SIO_WS.framed(Framing.PLAIN)).isEqualTo(Transport.WS);
        assertThat(Transport.FRESH_WS.framed(Framing.PLAIN)).isEqualTo(Transport.FRESH_WS);
    }

    @Test
    void parseOnlyKnowsThePlainIds() {
        assertThat(Transport.parse("ws").framing()).isEqualTo(Framing.PLAIN);
        assertThatThrownBy(() -> Transport.parse("sio ws")).hasMessageContaining("ajax, ws, fresh;");
    }

    @Test
    void socketIoPageNamesFollowTheFreshConvention() {
        assertThat(Transport.SIO_WS.pageName(100)).isEqualTo("SIO WS x100");
        assertThat(Transport.FRESH_SIO_WS.pageName(10)).isEqualTo("Fresh SIO WS x10");
        assertThat(Transport.FRESH_SIO_WS.label()).isEqualTo("Fresh " + Transport.SIO_WS.label());
    }
}
