package loadlab.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpStatus;
import java.net.URISyntaxException;
import loadlab.wire.BadInputException;
import org.junit.jupiter.api.Test;

class ContractErrorResponseProcessorTest {
    @Test
    void keepsCodeAndMessageOfBadInput() {
        ErrorBody body = ContractErrorResponseProcessor.describe(HttpStatus.BAD_REQUEST,
                new BadInputException("bad_idx", "idx must be an integer"));

        assertThat(body).isEqualTo(new ErrorBody("bad_idx", "idx must be an integer"));
    }

    @Test
    void describesUndecodableUriWithoutEchoingIt() {
        ErrorBody body = ContractErrorResponseProcessor.describe(HttpStatus.BAD_REQUEST,
                new URISyntaxException("/ajax?idx=%ZZ<script>", "Malformed escape pair"));

        assertThat(body.error()).isEqualTo("bad_query");
        assertThat(body.message()).doesNotContain("%ZZ", "<script>");
    }

    @Test
    void hidesDetailsOfUnexpectedFaults() {
        ErrorBody body = ContractErrorResponseProcessor.describe(HttpStatus.INTERNAL_SERVER_ERROR,
                new IllegalStateException("password=hunter2 at loadlab.server.Secret"));

        assertThat(body.error()).isEqualTo("internal_error");
        assertThat(body.message()).doesNotContain("hunter2", "loadlab", "Exception");
    }

    @Test
    void namesOtherClientErrorsByStatus() {
        assertThat(ContractErrorResponseProcessor.describe(HttpStatus.NOT_FOUND, null).error()).isEqualTo("not_found");
        assertThat(ContractErrorResponseProcessor.describe(HttpStatus.METHOD_NOT_ALLOWED, null).error())
                .isEqualTo("method_not_allowed");
        assertThat(ContractErrorResponseProcessor.describe(HttpStatus.CONFLICT, null).error()).isEqualTo("http_409");
    }
}
