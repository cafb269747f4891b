package loadlab.server.items;

import static loadlab.server.support.ContractAssertions.assertAnswer;
import static loadlab.server.support.ContractAssertions.assertContractError;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.util.Map;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/**
 * {@code lab.items.export-enabled}: on as shipped; off, {@code GET /items/export} is a 404 {@code not_found}
 * while inserts and the count go on.
 */
class ExportSwitchTest {
    @Test
    void exportAnswersAsShipped() {
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(), Environment.TEST)) {
            assertThat(server.getApplicationContext().getBean(ItemsConfig.class).exportEnabled()).isTrue();

            assertAnswer(LabHttp.get(server, "/items/export"), 200, "application/x-ndjson");
        }
    }

    @Test
    void switchedOffExportAnswers404AndInsertsGoOn() {
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class,
                Map.of("lab.items.export-enabled", "false"), Environment.TEST)) {
            assertContractError(LabHttp.get(server, "/items/export"), 404, "not_found");

            assertThat(LabHttp.post(server, "/items").statusCode()).isEqualTo(201);
            assertThat(LabHttp.get(server, "/items/count").body()).isEqualTo("{\"count\":1}");
        }
    }
}
