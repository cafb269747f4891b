package loadlab.lab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SocketIoPlanTest {

    @Test
    void acceptsTheDefaultsAndTheMainNamespace() {
        assertThat(new SocketIoPlan("/socket.io/", "send_me_data", "you_have_data", "/").freshNamespace()).isEqualTo("/");
        assertThat(new SocketIoPlan("/a/socket.io", "chat message", "reply:1", "/fresh").path()).isEqualTo("/a/socket.io");
    }

    @Test
    void rejectsAPathThatIsNotAbsoluteOrCarriesAQuery() {
        assertThatThrownBy(() -> new SocketIoPlan("socket.io/", "a", "b", "/f"))
                .hasMessage("-Dsocketio.path must start with '/' and hold no '?', '#' or spaces, got 'socket.io/'");
        assertThatThrownBy(() -> new SocketIoPlan("/socket.io/?EIO=3", "a", "b", "/f"))
                .hasMessageContaining("-Dsocketio.path");
    }

    @Test
    void rejectsEventNamesThatWouldBreakThePacketOrTheExpressionLanguage() {
        assertThatThrownBy(() -> new SocketIoPlan("/s/", "say \"hi\"", "b", "/f"))
                .hasMessageContaining("-Dsocketio.requestEvent");
        assertThatThrownBy(() -> new SocketIoPlan("/s/", "a", "", "/f")).hasMessageContaining("-Dsocketio.responseEvent");
        assertThatThrownBy(() -> new SocketIoPlan("/s/", "#{idx}", "b", "/f")).hasMessageContaining("'#{'");
    }

    @Test
    void rejectsReservedEventNames() {
        assertThatThrownBy(() -> new SocketIoPlan("/s/", "a", "disconnect", "/f"))
                .hasMessage("-Dsocketio.responseEvent 'disconnect' is reserved by Socket.IO");
    }

    @Test
    void rejectsANamespaceWithoutSlashOrWithAComma() {
        assertThatThrownBy(() -> new SocketIoPlan("/s/", "a", "b", "fresh"))
                .hasMessageContaining("-Dsocketio.freshNamespace");
        assertThatThrownBy(() -> new SocketIoPlan("/s/", "a", "b", "/a,b"))
                .hasMessageContaining("-Dsocketio.freshNamespace");
    }
}
