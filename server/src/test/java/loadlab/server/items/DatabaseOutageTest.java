package loadlab.server.items;

import static loadlab.server.support.ContractAssertions.assertContractError;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.mongodb.client.model.Projections;
import com.mongodb.reactivestreams.client.MongoClient;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import loadlab.server.store.EmbeddedStore;
import loadlab.server.store.StandaloneStore;
import loadlab.server.support.JavaProcess;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import loadlab.server.support.Measured;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import reactor.core.publisher.Flux;

/**
 * The store process is killed (SIGKILL) under a running server. Inserts answer
 * 503 within a bound, health turns 503, and once the store is back on the same port inserts
 * succeed again without restarting the server. Reconciliation is exact: the file store holds
 * exactly the documents whose insert got 201, so nothing refused with 503 was stored.
 * The bound only catches a hang; the driver's server-selection timeout (2 s) sets the real figure.
 */
class DatabaseOutageTest {
    private static final Duration HANG = Duration.ofSeconds(15);

    @TempDir
    Path folder;

    private final Set<String> created = new HashSet<>();

    @Test
    void answers503DuringOutageAndRecoversWithExactReconciliation() throws Exception {
        int port = JavaProcess.freePort();
        Path file = folder.resolve("store.mv");
        JavaProcess store = startStore(port, file);
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "mongodb.uri", "mongodb://127.0.0.1:" + port + "/" + EmbeddedStore.DATABASE), Environment.TEST)) {
            for (int i = 0; i < 20; i++) {
                assertThat(insert(server).statusCode()).isEqualTo(201);
            }

            store.kill();

            long start = System.nanoTime();
            HttpResponse<String> first = insert(server);
            Duration detection = Measured.since(start);
            assertContractError(first, 503, "database_unavailable");
            assertThat(detection).isLessThan(HANG);
            Measured.report("outage detection (first POST /items after SIGKILL of the store)", detection);

            assertConcurrentInsertsAllRefused(server, 20);
            long health = System.nanoTime();
            assertThat(LabHttp.get(server, "/health").statusCode()).isEqualTo(503);
            Measured.report("GET /health during the outage (503)", Measured.since(health));

            store = startStore(port, file);
            long back = System.nanoTime();
            await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200))
                    .until(() -> insert(server).statusCode() == 201);
            Measured.report("recovery (store listening again to first 201)", Measured.since(back));
            for (int i = 0; i < 20; i++) {
                assertThat(insert(server).statusCode()).isEqualTo(201);
            }
            assertThat(LabHttp.get(server, "/health").statusCode()).isEqualTo(200);

            assertThat(JsonTrees.parse(LabHttp.get(server, "/items/count").body()).get("count").getLongValue())
                    .isEqualTo(created.size());
            assertThat(storedItems(server)).isEqualTo(created);
        } finally {
            store.close();
        }
    }

    private void assertConcurrentInsertsAllRefused(EmbeddedServer server, int inserts) throws Exception {
        long start = System.nanoTime();
        List<CompletableFuture<HttpResponse<String>>> pending = new ArrayList<>();
        for (int i = 0; i < inserts; i++) {
            pending.add(LabHttp.sendAsync(post(server)));
        }
        for (CompletableFuture<HttpResponse<String>> response : pending) {
            assertContractError(response.get(), 503, "database_unavailable");
        }
        Duration all = Measured.since(start);
        assertThat(all).isLessThan(HANG);
        Measured.report(inserts + " concurrent POST /items during the outage, all 503", all);
    }

    /** One insert; a 201's item is remembered for the reconciliation. */
    private HttpResponse<String> insert(EmbeddedServer server) {
        HttpResponse<String> response = LabHttp.send(post(server));
        if (response.statusCode() == 201) {
            created.add(JsonTrees.parse(response.body()).get("item").getStringValue());
        } else {
            assertThat(response.statusCode()).as("only 201 or 503: %s", response.body()).isEqualTo(503);
        }
        return response;
    }

    private static HttpRequest post(EmbeddedServer server) {
        return LabHttp.request(server, "/items").timeout(HANG).POST(HttpRequest.BodyPublishers.noBody()).build();
    }

    private static Set<String> storedItems(EmbeddedServer server) {
        MongoClient mongo = server.getApplicationContext().getBean(MongoClient.class);
        List<Document> documents = Flux.from(mongo.getDatabase(EmbeddedStore.DATABASE).getCollection("items")
                .find().projection(Projections.include("item"))).collectList().block(LabHttp.WAIT);
        Set<String> items = new HashSet<>();
        documents.forEach(document -> assertThat(items.add(document.getString("item"))).as("duplicate").isTrue());
        return items;
    }

    private JavaProcess startStore(int port, Path file) {
        return JavaProcess.start(folder.resolve("store.log"), Map.of(), StandaloneStore.class.getName(),
                "--port", Integer.toString(port), "--mode", "file", "--path", file.toString()).awaitPort(port);
    }
}
