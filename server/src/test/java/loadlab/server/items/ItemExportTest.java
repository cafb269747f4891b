package loadlab.server.items;

import static loadlab.server.support.ContractAssertions.assertAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/** Contract, "Database insert": {@code GET /items/export}, every document by identity, then the count. */
@Contract(Claim.ITEMS)
class ItemExportTest {
    private static final String NDJSON = "application/x-ndjson";

    @Test
    void listsEveryDocumentOnceThenTheCountOfLinesListed(ContractServer server) {
        for (int i = 0; i < 3; i++) {
            assertThat(LabHttp.post(server, "/items").statusCode()).isEqualTo(201);
        }

        HttpResponse<String> response = LabHttp.get(server, "/items/export");

        assertAnswer(response, 200, NDJSON);
        List<String> lines = lines(response);
        JsonNode last = JsonTrees.parse(lines.get(lines.size() - 1));
        assertThat(JsonTrees.fieldNames(last)).containsExactly("count");
        assertThat(last.get("count").getLongValue()).isEqualTo(lines.size() - 1).isGreaterThanOrEqualTo(3);
        List<String> items = new ArrayList<>();
        for (String line : lines.subList(0, lines.size() - 1)) {
            JsonNode document = JsonTrees.parse(line);
            assertThat(JsonTrees.fieldNames(document)).as(line).containsExactly("id", "item");
            items.add(document.get("item").getStringValue());
        }
        assertThat(items).doesNotHaveDuplicates();
    }

    @Test
    void listsEachInsertWithTheIdAndItemIts201Named(ContractServer server) {
        JsonNode created = JsonTrees.parse(LabHttp.post(server, "/items").body());

        Map<String, String> idByItem = idByItem(LabHttp.get(server, "/items/export"));

        assertThat(idByItem).containsEntry(created.get("item").getStringValue(), created.get("id").getStringValue());
    }

    @Test
    void listsManyConcurrentInsertsExactlyOnceEach(ContractServer server) throws Exception {
        List<CompletableFuture<HttpResponse<String>>> inserts = new ArrayList<>();
        for (int i = 0; i < 600; i++) {
            inserts.add(LabHttp.sendAsync(LabHttp.request(server, "/items")
                    .POST(HttpRequest.BodyPublishers.noBody()).build()));
        }
        CompletableFuture.allOf(inserts.toArray(CompletableFuture[]::new)).get(60, TimeUnit.SECONDS);

        Map<String, String> idByItem = idByItem(LabHttp.get(server, "/items/export"));

        for (CompletableFuture<HttpResponse<String>> insert : inserts) {
            assertThat(insert.join().statusCode()).isEqualTo(201);
            JsonNode created = JsonTrees.parse(insert.join().body());
            assertThat(idByItem).containsEntry(created.get("item").getStringValue(), created.get("id").getStringValue());
        }
    }

    @Test
    void isStreamedInChunks(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/items/export");

        assertThat(response.headers().firstValue("Transfer-Encoding")).hasValue("chunked");
        assertThat(response.headers().firstValue("Content-Length")).isEmpty();
    }

    /** The documents' lines as item to id; fails on an item listed twice or a count that is not the lines'. */
    private static Map<String, String> idByItem(HttpResponse<String> response) {
        assertAnswer(response, 200, NDJSON);
        List<String> lines = lines(response);
        assertThat(JsonTrees.parse(lines.get(lines.size() - 1)).get("count").getLongValue()).isEqualTo(lines.size() - 1);
        Map<String, String> idByItem = new HashMap<>();
        for (String line : lines.subList(0, lines.size() - 1)) {
            JsonNode document = JsonTrees.parse(line);
            String item = document.get("item").getStringValue();
            assertThat(idByItem.put(item, document.get("id").getStringValue())).as("listed twice: %s", item).isNull();
        }
        return idByItem;
    }

    private static List<String> lines(HttpResponse<String> response) {
        assertThat(response.body()).as("every line ends with a newline").endsWith("\n");
        return List.of(response.body().split("\n"));
    }
}
