package loadlab.server.hello;

import static loadlab.server.support.ContractAssertions.assertFramed;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.net.http.HttpResponse;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.ContractAssertions;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/** Contract, "Plain HTTP": the hello experiment. */
@Contract(Claim.HELLO)
class HelloTest {
    @Test
    void answersHelloWorldAsPlainText(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/hello");

        assertThat(response.statusCode()).isEqualTo(200);
        ContractAssertions.assertMediaType(response, "text/plain; charset=utf-8");
        assertThat(response.body()).isEqualTo("Hello, World!");
    }

    @Test
    void carriesContentLengthOfTheBodyOrChunks(ContractServer server) {
        assertFramed(LabHttp.get(server, "/hello"));
    }

    @Test
    void carriesCurrentDateHeader(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/hello");

        assertThat(response.headers().firstValue("Date")).hasValueSatisfying(date -> assertThat(
                ZonedDateTime.parse(date, DateTimeFormatter.RFC_1123_DATE_TIME))
                .isCloseTo(ZonedDateTime.now(), within(1, ChronoUnit.MINUTES)));
    }
}
