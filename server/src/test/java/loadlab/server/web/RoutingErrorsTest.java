package loadlab.server.web;

import static loadlab.server.support.ContractAssertions.assertContractError;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/** Contract, "Errors": what the framework answers by itself uses the contract's JSON too. */
@MicronautTest(transactional = false)
class RoutingErrorsTest {
    @Inject
    EmbeddedServer server;

    @Test
    void answersUnknownPathWith404Json() {
        assertContractError(LabHttp.get(server, "/no-such-thing"), 404, "not_found");
    }

    @Test
    void answersWrongMethodOnHelloWith405Json() {
        assertContractError(LabHttp.post(server, "/hello"), 405, "method_not_allowed");
    }

    @Test
    void answersWrongMethodOnAjaxWith405Json() {
        assertContractError(LabHttp.send(LabHttp.request(server, "/ajax?idx=1").DELETE().build()),
                405, "method_not_allowed");
    }

    @Test
    void answersGetOnItemsWith405Json() {
        assertContractError(LabHttp.send(LabHttp.request(server, "/items").GET().build()), 405, "method_not_allowed");
    }
}
