package loadlab.reports.sidebyside;

import static loadlab.reports.sidebyside.TargetFixtures.pages;
import static loadlab.reports.sidebyside.TargetFixtures.transports;
import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.file.Path;
import java.util.List;
import loadlab.record.targets.TargetRuns;
import loadlab.record.targets.TargetSet;
import loadlab.reports.sidebyside.TargetFixtures.Load;
import loadlab.reports.summary.CatalogEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The transports sentence: on each target, each transport's total time over AJAX's at the largest N both ran. */
class TransportsSentenceTest {
    @TempDir
    Path reports;

    private TransportsSideBySide compare(CatalogEntry... entries) {
        TargetSet set = TargetFixtures.writtenAndReadBack(reports, TargetSet.started(T0 - 60_000, "smoke",
                List.of("TransportsSimulation"), List.of(TargetRuns.planned("reference", "reference server"),
                        TargetRuns.planned("node", "one Node.js process"),
                        TargetRuns.planned("socketio-node", "Socket.IO on Node.js"))));
        return SideBySide.of(set, List.of(entries)).orElseThrow().transports();
    }

    @Test
    void eachTargetComparesItsTransportsWithAjaxAtTheLargestN() {
        TransportsSideBySide section = compare(
                transports("t-ref", "reference", T0, pages("AJAX x10", 100, "WS x10", 40, "Fresh WS x10", 120,
                        "AJAX x50", 500, "WS x50", 200, "Fresh WS x50", 640), Load.LATENCY),
                transports("t-node", "node", T0 + 30_000, pages("AJAX x50", 400, "WS x50", 100), Load.LATENCY));

        assertThat(section.answers()).containsExactly("on reference at N=50 WS takes 0.40\u00d7 AJAX's total time and"
                + " Fresh WS 1.28\u00d7 (all 3 pages latency-bound: nothing saturated, so the ratio compares them at this"
                + " load, not at capacity); on node at N=50 WS takes 0.25\u00d7 AJAX's total time (both pages"
                + " latency-bound: nothing saturated, so the ratio compares them at this load, not at capacity);"
                + " socketio-node not run yet (the set is still running).");
    }

    @Test
    void otherTargetsPagesAreDividedByTheBaselinesSamePage() {
        TransportsSideBySide section = compare(
                transports("t-ref", "reference", T0, pages("AJAX x50", 500, "WS x50", 200), Load.LATENCY),
                transports("t-node", "node", T0 + 30_000, pages("AJAX x50", 400, "WS x50", 100), Load.MACHINE));

        assertThat(section.comparisons()).filteredOn(c -> c.versus().equals("reference"))
                .extracting(Comparison::item, Comparison::target, Comparison::ratio)
                .containsExactly(tuple("ajax.x50", "node", 0.8), tuple("ws.x50", "node", 0.5));
        assertThat(section.answers().get(0)).contains("on node at N=50 WS takes 0.25\u00d7 AJAX's total time (both"
                + " pages machine-bound: AJAX and WS used the cores up with neither the server nor the injector"
                + " saturated, so the ratio compares them on shared cores, not at capacity)");
    }

    @Test
    void aTargetWithoutAnAjaxPageSaysSo() {
        TransportsSideBySide section = compare(
                transports("t-ref", "reference", T0, pages("AJAX x50", 500, "WS x50", 200), Load.LATENCY),
                transports("t-sio", "socketio-node", T0 + 30_000, pages("SIO WS x50", 100), Load.LATENCY));

        assertThat(section.answers().get(0)).contains("; on socketio-node no AJAX page shares an N with another"
                + " transport; node not run yet");
    }
}
