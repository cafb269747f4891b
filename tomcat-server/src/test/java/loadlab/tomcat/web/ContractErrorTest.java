package loadlab.tomcat.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ContractErrorTest {

    @Test
    void writesErrorThenMessageAsTheContractShows() {
        assertThat(new String(new ContractError(400, "bad_idx", "say \"why\"").body(), StandardCharsets.UTF_8))
                .isEqualTo("{\"error\":\"bad_idx\",\"message\":\"say \\\"why\\\"\"}");
    }

    @Test
    void namesTheReferenceServersCodesForTomcatsOwnStatuses() {
        assertThat(ContractError.forStatus(400).code()).isEqualTo("bad_request");
        assertThat(ContractError.forStatus(404).code()).isEqualTo("not_found");
        assertThat(ContractError.forStatus(413).code()).isEqualTo("payload_too_large");
        assertThat(ContractError.forStatus(414).code()).isEqualTo("uri_too_long");
        assertThat(ContractError.forStatus(431).code()).isEqualTo("headers_too_large");
        assertThat(ContractError.forStatus(500).code()).isEqualTo("internal_error");
        assertThat(ContractError.forStatus(502).code()).isEqualTo("internal_error");
    }

    @Test
    void refusesAStatusThatIsNotAnError() {
        assertThatThrownBy(() -> new ContractError(200, "fine", "no")).isInstanceOf(IllegalArgumentException.class);
    }
}
