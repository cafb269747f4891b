package loadlab.server.transport;

import static loadlab.server.support.ContractAssertions.assertAnswer;
import static loadlab.server.support.ContractAssertions.assertFramed;
import static loadlab.server.transport.AjaxTest.assertAjaxBody;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/** Contract, "AJAX transport": {@code GET /ajax?...&callback=CB} answered as JSONP. */
@Contract(Claim.AJAX)
class JsonpTest {
    @Test
    void wrapsAnswerInCallbackAsJavascript(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=9&size=32&callback=CB");

        assertAnswer(response, 200, "text/javascript");
        assertFramed(response);
        assertThat(response.body()).matches("CB\\(\\{\"idx\":9,\"message\":\"[A-Za-z0-9]{32}\"}\\);");
    }

    @Test
    void carriesSameJsonAsPlainAjax(ContractServer server) {
        String body = LabHttp.get(server, "/ajax?idx=12&callback=handle").body();

        assertAjaxBody(JsonTrees.parse(body.substring("handle(".length(), body.length() - ");".length())), 12, 4096);
    }

    @Test
    void acceptsDottedCallback(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=1&size=2&callback=jQuery.cb_1.$done");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).startsWith("jQuery.cb_1.$done({\"idx\":1,").endsWith("\"});");
    }

    @Test
    void acceptsCallbackOf64Characters(ContractServer server) {
        String callback = "c".repeat(64);

        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=1&size=2&callback=" + callback);

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).startsWith(callback + "(");
    }
}
