package loadlab.reports.sidebyside;

import static loadlab.reports.sidebyside.TargetFixtures.REFERENCE_HELLO;
import static loadlab.reports.sidebyside.TargetFixtures.hello;
import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.record.crosscheck.CrossCheckTool;
import loadlab.record.crosscheck.ToolResult;
import loadlab.record.targets.TargetRuns;
import loadlab.record.targets.TargetSet;
import loadlab.reports.sidebyside.TargetFixtures.Load;
import loadlab.reports.summary.CatalogEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hello sentence: each target's rate and CPU per request over the baseline's (the first target in
 * the set that measured the variant), with what bound both figures. Hello runs here last 10 s: the rate
 * is requests / 10, the CPU per 1000 requests the server's CPU-seconds per second x 10 / requests x 1000.
 */
class HelloSentenceTest {
    @TempDir
    Path reports;

    private TargetSet set(String... targets) {
        return TargetFixtures.writtenAndReadBack(reports, TargetSet.started(T0 - 60_000, "smoke",
                List.of("HelloSimulation"), Arrays.stream(targets)
                        .map(name -> TargetRuns.planned(name, name + " server")).toList()));
    }

    private HelloSideBySide compare(TargetSet set, CatalogEntry... entries) {
        return SideBySide.of(set, List.of(entries)).orElseThrow().hello();
    }

    @Test
    void sentenceComesFromTheMeasuredFigures() {
        HelloSideBySide hello = compare(set("reference", "node"), REFERENCE_HELLO,
                hello("hello-node", "node", T0 + 20_000, 30_000, 0, 7, Load.SERVER));

        // Rate 3000 / 2000; CPU per 1000 requests 1.9 x 10 / 30 000 over 1.9 x 10 / 20 000.
        assertThat(hello.answers()).containsExactly("node serves 1.50\u00d7 reference's rate on hello (new connection"
                + " per request) at 0.67\u00d7 the CPU per request (both runs server-bound: every figure at the server's"
                + " limit, so the ratio compares capacity).");
        assertThat(hello.comparisons()).extracting(Comparison::figure, Comparison::target, Comparison::versus)
                .containsExactly(tuple(Comparison.THROUGHPUT, "node", "reference"),
                        tuple(Comparison.SERVER_CPU, "node", "reference"));
        assertThat(hello.comparisons().get(0).ratio()).isCloseTo(1.5, within(1e-9));
        assertThat(hello.comparisons().get(1).ratio()).isCloseTo(2.0 / 3, within(1e-9));
    }

    @Test
    void changingAFigureChangesTheSentence() {
        HelloSideBySide slower = compare(set("reference", "node"), REFERENCE_HELLO,
                hello("hello-node", "node", T0 + 20_000, 16_000, 0, 7, Load.SERVER));

        assertThat(slower.answers().get(0)).startsWith("node serves 0.80\u00d7 reference's rate on hello (new connection"
                + " per request) at 1.25\u00d7 the CPU per request");
    }

    @Test
    void sentenceSaysWhatBoundEachFigure() {
        HelloSideBySide hello = compare(set("reference", "node", "nginx"),
                hello("hello-ref", "reference", T0, 20_000, 0, 9, Load.MACHINE),
                hello("hello-node", "node", T0 + 20_000, 30_000, 0, 7, Load.MACHINE),
                hello("hello-nginx", "nginx", T0 + 40_000, 40_000, 0, 7, Load.LATENCY));

        assertThat(hello.answers().get(0))
                .contains("0.67\u00d7 the CPU per request (both runs machine-bound: reference and node used the cores"
                        + " up with neither the server nor the injector saturated, so the ratio compares them on shared"
                        + " cores, not at capacity)")
                .endsWith("; nginx 2.00\u00d7 at 0.14\u00d7 (reference machine-bound, nginx latency-bound: reference used"
                        + " the cores up with neither the server nor the injector saturated, so the ratio compares them on"
                        + " shared cores, not at capacity).");
    }

    @Test
    void baselineIsTheFirstTargetInTheSetThatMeasuredTheVariant() {
        HelloSideBySide hello = compare(set("reference", "node", "node-cluster"),
                hello("hello-node", "node", T0 + 20_000, 20_000, 0, 7, Load.SERVER),
                hello("hello-cluster", "node-cluster", T0 + 40_000, 32_000, 0, 7, Load.SERVER));

        assertThat(hello.answers().get(0)).startsWith("node-cluster serves 1.60\u00d7 node's rate on hello")
                .endsWith("; reference not run yet (the set is still running).");
        assertThat(hello.absent()).containsExactly(new AbsentTarget("reference", "not run yet (the set is still running)"));
    }

    @Test
    void unsampledServerLeavesTheCpuUncomparedAndTheBoundUnknown() {
        HelloSideBySide hello = compare(set("reference", "external"), REFERENCE_HELLO,
                hello("hello-ext", "external", T0 + 20_000, 10_000, 0, 9, Load.UNSAMPLED));

        assertThat(hello.answers().get(0)).isEqualTo("external serves 0.50\u00d7 reference's rate on hello (new"
                + " connection per request), CPU per request not compared (external not sampled) (reference"
                + " server-bound, external bound unknown: what bound external is unknown, so the ratio may be the"
                + " load generator's limit).");
    }

    @Test
    void crossChecksOfTheSameToolAreComparedToo() {
        CatalogEntry reference = withCrossCheck(hello("hello-ref", "reference", T0, 20_000, 0, 9, Load.MACHINE), 8000);
        CatalogEntry node = withCrossCheck(hello("hello-node", "node", T0 + 20_000, 30_000, 0, 7, Load.MACHINE), 6000);

        HelloSideBySide hello = compare(set("reference", "node"), reference, node);

        assertThat(hello.answers().get(0)).contains("; ab on the same servers: 0.75\u00d7)");
        assertThat(hello.comparisons()).filteredOn(c -> c.figure().equals(Comparison.CROSSCHECK)).singleElement()
                .satisfies(c -> assertThat(c.ratio()).isCloseTo(0.75, within(1e-9)));
    }

    @Test
    void failedRowIsNamedInTheSentence() {
        HelloSideBySide hello = compare(set("reference", "node"), REFERENCE_HELLO,
                hello("hello-node", "node", T0 + 20_000, 30_000, 300, 7, Load.SERVER));

        assertThat(hello.answers().get(0)).contains("; node FAILED with 300 KO)");
    }

    private static CatalogEntry withCrossCheck(CatalogEntry entry, double okPerSecond) {
        long end = entry.run().runStart() + 14_000;
        CrossCheck check = CrossCheck.measured("closed-close", CrossCheckTool.AB, "ab -n 1000 -c 10 http://x/hello",
                end - 2000, end, new ToolResult((long) okPerSecond * 2, (long) okPerSecond * 2, 0, 0, Map.of(), 2.0,
                        okPerSecond), null);
        return new CatalogEntry(entry.run(), entry.recordKey(),
                entry.record().with(draft -> draft.crossChecks = List.of(check)), entry.usage(), entry.injector(),
                entry.variant(), false, true);
    }
}
