package loadlab.reports.summary;

import static loadlab.reports.sidebyside.TargetFixtures.NODE_HELLO;
import static loadlab.reports.sidebyside.TargetFixtures.REFERENCE_HELLO;
import static loadlab.reports.sidebyside.TargetFixtures.hello;
import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.Map;
import loadlab.reports.sidebyside.TargetFixtures;
import loadlab.reports.sidebyside.TargetFixtures.Load;
import org.junit.jupiter.api.Test;

/** Which runs the catalog marks as used: the newest of each simulation among the summarised target's runs. */
class RunCatalogTest {

    private static List<String> used(RunCatalog catalog, String simulation) {
        return catalog.used(simulation).stream().map(entry -> entry.run().runId()).toList();
    }

    @Test
    void aNewerRunOfAnotherTargetDoesNotReplaceTheReferenceRun() {
        // Reference at T0, node 20 s later: the order of -Dtargets=reference,node, or a node run after the smoke.
        RunCatalog catalog = RunCatalog.of(List.of(REFERENCE_HELLO, NODE_HELLO), List.of());

        assertThat(catalog.target()).isEqualTo(new SummarisedTarget("reference", false));
        assertThat(used(catalog, "HelloSimulation")).containsExactly("hello-ref");
        assertThat(catalog.entries()).extracting(entry -> entry.run().runId(), CatalogEntry::used)
                .containsExactly(tuple("hello-ref", true),
                        tuple("hello-node", false));
    }

    @Test
    void theTargetNamedIsUsedInstead() {
        RunCatalog catalog = RunCatalog.of(List.of(REFERENCE_HELLO, NODE_HELLO), List.of()).forTarget("node");

        assertThat(catalog.target()).isEqualTo(new SummarisedTarget("node", true));
        assertThat(used(catalog, "HelloSimulation")).containsExactly("hello-node");
    }

    @Test
    void aTargetsOwnOlderRunStaysUnusedBesideItsNewest() {
        CatalogEntry older = hello("hello-ref-old", "reference", T0 - 60_000, 10_000, 0, 9, Load.SERVER);

        RunCatalog catalog = RunCatalog.of(List.of(older, REFERENCE_HELLO, NODE_HELLO), List.of());

        assertThat(used(catalog, "HelloSimulation")).containsExactly("hello-ref");
    }

    @Test
    void runsNamingNoTargetCountAsTheReferenceServers() {
        CatalogEntry unnamed = hello("hello-unnamed", null, T0 + 10_000, 10_000, 0, 9, Load.SERVER);

        RunCatalog catalog = RunCatalog.of(List.of(NODE_HELLO, unnamed), List.of());

        assertThat(catalog.target().name()).isEqualTo("reference");
        assertThat(used(catalog, "HelloSimulation")).containsExactly("hello-unnamed");
        assertThat(catalog.runsByTarget()).isEqualTo(Map.of("reference", 1L, "node", 1L));
    }

    @Test
    void withoutAReferenceRunTheNewestRunsTargetIsUsed() {
        CatalogEntry mine = hello("hello-mine", "mine", T0 + 40_000, 10_000, 0, 9, Load.UNSAMPLED);
        CatalogEntry mineTransports = TargetFixtures.transports("transports-mine", "mine", T0 - 60_000,
                TargetFixtures.pages("AJAX x10", 100), Load.UNSAMPLED);

        RunCatalog catalog = RunCatalog.of(List.of(mineTransports, NODE_HELLO, mine), List.of());

        assertThat(catalog.target()).isEqualTo(new SummarisedTarget("mine", false));
        assertThat(used(catalog, "HelloSimulation")).containsExactly("hello-mine");
        assertThat(used(catalog, "TransportsSimulation")).containsExactly("transports-mine");
    }

    @Test
    void eachFramingTakesTheTargetsNewestRun() {
        CatalogEntry plain = TargetFixtures.transports("transports-ref", "reference", T0,
                TargetFixtures.pages("AJAX x10", 100), Load.LATENCY);
        CatalogEntry socketIoNode = socketIo("transports-sio-node", "socketio-node", T0 + 60_000);
        CatalogEntry socketIoReference = socketIo("transports-sio-ref", "reference", T0 + 120_000);
        CatalogEntry laterNode = socketIo("transports-sio-node-2", "socketio-node", T0 + 180_000);

        RunCatalog catalog = RunCatalog.of(List.of(plain, socketIoNode, socketIoReference, laterNode), List.of());

        assertThat(used(catalog, "TransportsSimulation")).containsExactlyInAnyOrder("transports-ref",
                "transports-sio-ref");
    }

    private static CatalogEntry socketIo(String runId, String target, long start) {
        return RunFixtures.entry(RunFixtures.run(runId, "TransportsSimulation", start, List.of(),
                RunFixtures.group("SIO WS x10", 5, 0, 40, 41, null)),
                TargetFixtures.settings(target, Map.of("framing", "socketio")));
    }
}
