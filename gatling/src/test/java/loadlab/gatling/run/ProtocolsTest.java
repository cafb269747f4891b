package loadlab.gatling.run;

import static org.assertj.core.api.Assertions.assertThat;

import loadlab.gatling.run.Protocols.Connections;
import org.junit.jupiter.api.Test;

class ProtocolsTest {

    @Test
    void withoutKeepAliveEveryRequestGetsANewConnection() {
        assertThat(Protocols.forKeepAlive(false, false)).isEqualTo(Connections.NEW_PER_REQUEST);
        assertThat(Protocols.forKeepAlive(false, true)).isEqualTo(Connections.NEW_PER_REQUEST);
    }

    @Test
    void longLivedUsersKeepTheirOwnConnection() {
        assertThat(Protocols.forKeepAlive(true, false)).isEqualTo(Connections.PER_USER);
    }

    @Test
    void shortLivedUsersShareKeptAliveConnections() {
        assertThat(Protocols.forKeepAlive(true, true)).isEqualTo(Connections.SHARED);
    }
}
