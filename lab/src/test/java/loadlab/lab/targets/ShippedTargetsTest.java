package loadlab.lab.targets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.lab.launch.LaunchSpec;
import loadlab.lab.settings.ServerHeap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The targets as targets.json declares them, and what the file refuses. */
class ShippedTargetsTest {
    @TempDir
    Path root;

    private TargetEnvironment environment(Optional<String> store) {
        return new TargetEnvironment(root, root, 41234, store, ServerHeap.of("256m", 0), root.resolve("server.log"),
                root.resolve("work"), Duration.ofSeconds(30));
    }

    private static List<ShippedTarget> parse(String json) throws IOException {
        return ShippedTargets.parse(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "test.json");
    }

    @Test
    void shipsTheComparisonsTargetsUnderOneNameEach() {
        assertThat(ShippedTargets.names())
                .containsExactly("reference", "node", "node-cluster", "tomcat", "socketio-node", "nginx");
    }

    @Test
    void theReferenceServerServesEverything() {
        assertThat(ShippedTargets.byName("reference").serves()).containsExactlyInAnyOrder(ContractPart.values());
    }

    @Test
    void nginxServesHelloOnlyAndSaysWhatItLacks() {
        ShippedTarget nginx = ShippedTargets.byName("nginx");

        assertThat(nginx.cannotServe(EnumSet.of(ContractPart.HELLO))).isEmpty();
        assertThat(nginx.cannotServe(EnumSet.of(ContractPart.ITEMS)))
                .contains("nginx does not serve POST /items, GET /items/count and GET /items/export");
    }

    @Test
    void theNodeAndTomcatTargetsWriteToAStoreTheSuiteStarts() {
        assertThat(ShippedTargets.all()).filteredOn(ShippedTarget::needsStore).extracting(ShippedTarget::name)
                .containsExactly("node", "node-cluster", "tomcat");
    }

    @Test
    void onlyTheReferenceServerServesTheBrowserPage() {
        assertThat(ShippedTargets.all()).filteredOn(target -> target.serves().contains(ContractPart.LAB_PAGE))
                .extracting(ShippedTarget::name).containsExactly("reference");
    }

    @Test
    void refusesAnUnknownNameListingTheShippedOnes() {
        assertThatThrownBy(() -> ShippedTargets.byName("iis"))
                .hasMessageContaining("'iis'")
                .hasMessageContaining("node-cluster")
                .hasMessageContaining("-DbaseUrl");
    }

    @Test
    void theNodeClusterRunsTheNodeServersScriptWithItsPortItsStoreAndOneWorkerPerCore() {
        LaunchSpec launch = ShippedTargets.byName("node-cluster").launch(environment(Optional.of("mongodb://127.0.0.1:5/lab")));

        assertThat(launch.command()).hasSize(2).endsWith("server.js");
        assertThat(launch.directory()).isEqualTo(root.resolve("node-server"));
        assertThat(launch.environment()).isEqualTo(Map.of("PORT", "41234", "MONGODB_URI", "mongodb://127.0.0.1:5/lab",
                "WORKERS", "auto"));
        assertThat(ShippedTargets.byName("node").launch(environment(Optional.of("mongodb://127.0.0.1:5/lab")))
                .environment()).doesNotContainKey("WORKERS");
    }

    @Test
    void tomcatRunsItsMainClassOnItsModulesBuildWithTheHeapAReferenceServerWouldGet() throws IOException {
        Files.createDirectories(root.resolve("tomcat-server/target/classes"));
        Files.writeString(root.resolve("tomcat-server/target/classpath.txt"), "/m2/tomcat.jar");

        LaunchSpec launch = ShippedTargets.byName("tomcat").launch(environment(Optional.of("mongodb://127.0.0.1:5/lab")));

        assertThat(launch.command()).contains("-Xmx256m", "-XX:+ExitOnOutOfMemoryError").endsWith("-cp",
                root.resolve("tomcat-server/target/classes") + java.io.File.pathSeparator + "/m2/tomcat.jar",
                "loadlab.tomcat.TomcatServer");
        assertThat(launch.environment()).containsEntry("PORT", "41234").containsKey("MONGODB_URI");
    }

    @Test
    void socketIoNodeGetsItsPortAndNoStore() {
        LaunchSpec launch = ShippedTargets.byName("socketio-node").launch(environment(Optional.empty()));

        assertThat(launch.directory()).isEqualTo(root.resolve("socketio-node"));
        assertThat(launch.environment()).isEqualTo(Map.of("PORT", "41234"));
    }

    @Test
    void aTargetThatNeedsAStoreIsNotStartedWithoutOne() {
        assertThatThrownBy(() -> ShippedTargets.byName("node").launch(environment(Optional.empty())))
                .hasMessageContaining("no store was started");
    }

    @Test
    void aServerOfAKnownKindIsOneEntryInTheFile() throws IOException {
        List<ShippedTarget> targets = parse("""
                {"targets": [{"name": "express", "description": "an Express server", "serves": ["hello", "items"],
                  "needsStore": true, "runner": "node", "folder": "express-server", "main": "app.js"}]}""");

        assertThat(targets).singleElement().satisfies(target -> {
            assertThat(target.serves()).containsExactly(ContractPart.HELLO, ContractPart.ITEMS);
            assertThat(target.launch(environment(Optional.of("mongodb://s"))).directory())
                    .isEqualTo(root.resolve("express-server"));
        });
    }

    @Test
    void aDeclarationTheLabCannotRunIsRefusedNamingWhy() {
        String node = """
                {"name": "x", "description": "d", "serves": ["hello"], "runner": "node", "folder": "f", "main": "m" %s}""";
        assertThatThrownBy(() -> parse("{\"targets\": [" + node.formatted(", \"enviroment\": {}") + "]}"))
                .hasMessageContaining("enviroment");
        assertThatThrownBy(() -> parse("{\"targets\": [" + node.formatted("").replace("hello", "graphql") + "]}"))
                .hasMessageContaining("no part of the contract is called 'graphql'");
        assertThatThrownBy(() -> parse("{\"targets\": [" + node.formatted("").replace("\"node\"", "\"iis\"") + "]}"))
                .hasMessageContaining("no runner is called 'iis'");
        assertThatThrownBy(() -> parse("{\"targets\": [" + node.formatted("").replace("\"folder\": \"f\",", "") + "]}"))
                .hasMessageContaining("target 'x': runner node needs its folder and main");
        assertThatThrownBy(() -> parse("""
                {"targets": [{"name": "n", "description": "d", "serves": ["hello"], "runner": "nginx", "main": "c",
                  "needsStore": true}]}""")).hasMessageContaining("runner nginx is not handed a store");
        assertThatThrownBy(() -> parse("""
                {"targets": [{"name": "n", "description": "d", "serves": ["hello"], "runner": "nginx"}]}"""))
                .hasMessageContaining("target 'n': runner nginx needs main");
        assertThatThrownBy(() -> parse("{\"targets\": [" + node.formatted("") + ", " + node.formatted("") + "]}"))
                .hasMessageContaining("test.json declares the target 'x' twice");
        assertThatThrownBy(() -> parse("{\"targets\": []}")).hasMessageContaining("declares no target");
        assertThatThrownBy(() -> parse("{\"targets\": [" + node.formatted("").replace("\"x\"", "\"My Server\"") + "]}"))
                .hasMessageContaining("lower case");
    }
}
