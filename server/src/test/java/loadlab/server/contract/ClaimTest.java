package loadlab.server.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class ClaimTest {
    @Test
    void parsesCommaSeparatedLabels() {
        assertThat(Claim.parse("hello, ajax,ws")).containsExactlyInAnyOrder(Claim.HELLO, Claim.AJAX, Claim.WS);
    }

    @Test
    void parsesAnEmptyListAsNoClaim() {
        assertThat(Claim.parse("")).isEmpty();
        assertThat(Claim.parse(" , ")).isEmpty();
    }

    @Test
    void refusesAnUnknownLabelNamingTheKnownOnes() {
        assertThatThrownBy(() -> Claim.parse("hello,websocket"))
                .hasMessageContaining("'websocket'")
                .hasMessageContaining("hello,ajax,ws,fresh,items,health,socketio");
    }

    @Test
    void labelsAreLowerCaseInDeclarationOrder() {
        assertThat(Claim.labels(EnumSet.of(Claim.SOCKETIO, Claim.HELLO, Claim.HEALTH))).isEqualTo("hello,health,socketio");
    }
}
