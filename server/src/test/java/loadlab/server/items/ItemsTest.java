package loadlab.server.items;

import static loadlab.server.support.ContractAssertions.assertJsonAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/**
 * Contract, "Database insert": {@code POST /items} and {@code GET /items/count}. The document the
 * reference server stores, read back from its embedded store: {@link StoredItemTest}.
 */
@Contract(Claim.ITEMS)
class ItemsTest {
    private static final String UUID_V4 = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

    @Test
    void insertAnswers201WithIdAndUuidV4(ContractServer server) {
        HttpResponse<String> response = LabHttp.post(server, "/items");

        JsonNode body = assertJsonAnswer(response, 201);
        assertThat(JsonTrees.fieldNames(body)).containsExactly("id", "item");
        assertThat(body.get("id").getStringValue()).isNotBlank();
        String item = body.get("item").getStringValue();
        assertThat(item).matches(UUID_V4);
        assertThat(UUID.fromString(item).version()).isEqualTo(4);
        assertThat(UUID.fromString(item).variant()).isEqualTo(2);
    }

    @Test
    void insertAcceptsJsonContentTypeWithEmptyBody(ContractServer server) {
        HttpResponse<String> response = LabHttp.send(LabHttp.request(server, "/items")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.noBody()).build());

        assertThat(response.statusCode()).isEqualTo(201);
    }

    @Test
    void givesEveryInsertItsOwnIdAndItem(ContractServer server) {
        JsonNode first = JsonTrees.parse(LabHttp.post(server, "/items").body());
        JsonNode second = JsonTrees.parse(LabHttp.post(server, "/items").body());

        assertThat(first.get("id").getStringValue()).isNotEqualTo(second.get("id").getStringValue());
        assertThat(first.get("item").getStringValue()).isNotEqualTo(second.get("item").getStringValue());
    }

    @Test
    void countAnswersJsonCount(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/items/count");

        JsonNode body = assertJsonAnswer(response, 200);
        assertThat(JsonTrees.fieldNames(body)).containsExactly("count");
        assertThat(body.get("count").getLongValue()).isNotNegative();
    }

    @Test
    void countGrowsByOnePerInsert(ContractServer server) {
        long before = count(server);

        for (int i = 0; i < 3; i++) {
            assertThat(LabHttp.post(server, "/items").statusCode()).isEqualTo(201);
        }

        assertThat(count(server)).isEqualTo(before + 3);
    }

    @Test
    void concurrentInsertsReconcileWithCountDelta(ContractServer server) throws Exception {
        long before = count(server);
        List<CompletableFuture<HttpResponse<String>>> inserts = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            inserts.add(LabHttp.sendAsync(LabHttp.request(server, "/items")
                    .POST(HttpRequest.BodyPublishers.noBody()).build()));
        }
        CompletableFuture.allOf(inserts.toArray(CompletableFuture[]::new)).get(60, TimeUnit.SECONDS);

        List<Integer> statuses = inserts.stream().map(insert -> insert.join().statusCode()).toList();
        long created = statuses.stream().filter(status -> status == 201).count();

        assertThat(statuses).containsOnly(201);
        assertThat(count(server) - before).isEqualTo(created);
    }

    private static long count(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/items/count");
        assertThat(response.statusCode()).isEqualTo(200);
        return JsonTrees.parse(response.body()).get("count").getLongValue();
    }
}
