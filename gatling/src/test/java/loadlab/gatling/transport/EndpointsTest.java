package loadlab.gatling.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class EndpointsTest {
    // CONTRACT.md, "AJAX transport": the callback rule the server enforces.
    private static final Pattern CALLBACK =
            Pattern.compile("^[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*$");

    @Test
    void ajaxAsksForIdxAndSize() {
        assertThat(Endpoints.ajax(4096, false)).isEqualTo("/ajax?idx=#{idx}&size=4096");
    }

    @Test
    void jsonpAddsTheCallback() {
        assertThat(Endpoints.ajax(16, true)).isEqualTo("/ajax?idx=#{idx}&size=16&callback=_testcb");
    }

    @Test
    void jsonpCallbackIsOneTheServerAccepts() {
        assertThat(Endpoints.JSONP_CALLBACK).matches(CALLBACK).hasSizeLessThanOrEqualTo(64);
    }

    @Test
    void freshWebSocketCarriesIdxAndSizeInTheQuery() {
        assertThat(Endpoints.freshWs(4096)).isEqualTo("/ws/fresh?idx=#{idx}&size=4096");
    }

    @Test
    void sendMeDataIsTheContractMessage() {
        String message = Endpoints.sendMeData(4096).replace("#{idx}", "7");
        assertThat(message).isEqualTo("{\"event\":\"send_me_data\",\"idx\":7,\"size\":4096}");
    }

    @Test
    void socketIoHandshakeUsesEngineIoFourOverWebSocketWithTheSize() {
        assertThat(Endpoints.socketIo("/socket.io/", 4096)).isEqualTo("/socket.io/?EIO=4&transport=websocket&size=4096");
        assertThat(Endpoints.freshSocketIo("/io/", 16)).isEqualTo("/io/?EIO=4&transport=websocket&idx=#{idx}&size=16");
    }

    @Test
    void socketIoNamespacePacketsNameOnlyAnotherThanTheMainNamespace() {
        assertThat(Endpoints.socketIoConnect("/")).isEqualTo("40");
        assertThat(Endpoints.socketIoConnect("/fresh")).isEqualTo("40/fresh,");
        assertThat(Endpoints.socketIoDisconnect("/")).isEqualTo("41");
        assertThat(Endpoints.socketIoDisconnect("/fresh")).isEqualTo("41/fresh,");
    }

    @Test
    void socketIoEventCarriesTheExchangeNumber() {
        assertThat(Endpoints.socketIoEvent("send_me_data").replace("#{idx}", "7")).isEqualTo("42[\"send_me_data\",7]");
    }
}
