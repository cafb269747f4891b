package loadlab.reports.sidebyside;

import static loadlab.reports.sidebyside.TargetFixtures.NODE_HELLO;
import static loadlab.reports.sidebyside.TargetFixtures.REFERENCE_HELLO;
import static loadlab.reports.sidebyside.TargetFixtures.hello;
import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import loadlab.record.targets.SimulationOutcome;
import loadlab.record.targets.TargetRuns;
import loadlab.record.targets.TargetSet;
import loadlab.reports.sidebyside.TargetFixtures.Load;
import loadlab.reports.summary.CatalogEntry;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import loadlab.reports.summary.RunFixtures;
import loadlab.reports.summary.Summary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which runs a target set puts side by side, and when there is a side-by-side at all. */
class SideBySideTest {
    private static final long END = T0 + 600_000;

    @TempDir
    Path reports;

    private TargetSet set(String... targets) {
        TargetSet set = TargetSet.started(T0 - 60_000, "smoke", List.of("HelloSimulation", "InsertSimulation"),
                Arrays.stream(targets).map(name -> TargetRuns.planned(name, "the " + name + " server")).toList());
        return TargetFixtures.writtenAndReadBack(reports, set.ended(END));
    }

    private static SideBySide sideBySide(TargetSet set, CatalogEntry... entries) {
        return SideBySide.of(set, List.of(entries)).orElseThrow();
    }

    @Test
    void setWithOneTargetShowsNoSideBySide() {
        TargetSet one = set("reference");
        Summary summary = RunFixtures.summary(one, REFERENCE_HELLO);

        assertThat(SideBySide.of(one, List.of(REFERENCE_HELLO))).isEmpty();
        assertThat(summary.sideBySide()).isNull();
        assertThat(summary.notes()).anySatisfy(note -> assertThat(note).contains("targets reference)")
                .contains("has runs of fewer than two targets: nothing side by side."));
    }

    @Test
    void setWhoseOtherTargetsRanNothingShowsNoSideBySide() {
        assertThat(SideBySide.of(set("reference", "node"),
                List.of(REFERENCE_HELLO))).isEmpty();
    }

    @Test
    void runsOutsideTheSetsSpanAreIgnored() {
        SideBySide sideBySide = sideBySide(set("reference", "node", "tomcat"),
                hello("hello-node-before", "node", T0 - 120_000, 90_000, 0, 9, Load.SERVER), REFERENCE_HELLO,
                hello("hello-tomcat", "tomcat", T0 + 20_000, 10_000, 0, 9, Load.SERVER),
                hello("hello-node-after", "node", END + 1, 90_000, 0, 9, Load.SERVER));

        assertThat(sideBySide.hello().rows()).extracting(HelloTarget::target).containsExactly("reference", "tomcat");
        assertThat(sideBySide.targets().get(1).runIds()).isEmpty();
        assertThat(sideBySide.hello().absent()).containsExactly(new AbsentTarget("node", "not run (the set ended before it)"));
    }

    @Test
    void runsWhoseRecordNamesNoTargetAreLeftOutAndNamed() {
        CatalogEntry older = RunFixtures.entry(RunFixtures.run("hello-old", "HelloSimulation", T0 + 10_000,
                List.of("Hello"), RunFixtures.request("Hello", List.of(), 1000, 0, 1, 2, null)), Map.of());
        SideBySide sideBySide = sideBySide(set("reference", "node"), REFERENCE_HELLO, older, NODE_HELLO);

        assertThat(sideBySide.hello().rows()).extracting(row -> row.row().runId()).containsExactly("hello-ref",
                "hello-node");
        assertThat(sideBySide.notes()).containsExactly("Left out of the side-by-side: hello-old started within the"
                + " set's span but name no target (a record from before the target setting, or none), so its server is"
                + " unknown.");
    }

    @Test
    void runNamingATargetOutsideTheSetIsLeftOut() {
        SideBySide sideBySide = sideBySide(set("reference", "node"), REFERENCE_HELLO, NODE_HELLO,
                hello("hello-laptop", "laptop", T0 + 40_000, 30_000, 0, 9, Load.SERVER));

        assertThat(sideBySide.hello().rows()).extracting(HelloTarget::target).containsExactly("reference", "node");
        assertThat(sideBySide.notes()).singleElement().asString().contains("hello-laptop name target 'laptop', which is"
                + " not in the set [reference, node]");
    }

    @Test
    void eachTargetsNewestRunOfASimulationIsUsed() {
        SideBySide sideBySide = sideBySide(set("reference", "node"),
                hello("hello-ref-1", "reference", T0, 20_000, 0, 9, Load.SERVER),
                hello("hello-ref-2", "reference", T0 + 10_000, 40_000, 0, 9, Load.SERVER),
                NODE_HELLO);

        assertThat(sideBySide.hello().rows()).extracting(row -> row.row().runId()).containsExactly("hello-ref-2",
                "hello-node");
        assertThat(sideBySide.targets().get(0).runIds()).containsExactly("hello-ref-1", "hello-ref-2");
    }

    @Test
    void skippedAndFailedOutcomesAreListedPerTargetWithTheirReasons() {
        TargetSet set = TargetFixtures.writtenAndReadBack(reports, TargetSet.started(T0 - 60_000, "smoke",
                List.of("HelloSimulation", "InsertSimulation"), List.of(TargetRuns.planned("reference", "reference"),
                        TargetRuns.planned("nginx", "nginx, one worker")))
                .with("reference", SimulationOutcome.passed("HelloSimulation"))
                .with("reference", SimulationOutcome.failed("InsertSimulation", "assertions failed: p95 above 500 ms"))
                .with("nginx", SimulationOutcome.passed("HelloSimulation"))
                .with("nginx", SimulationOutcome.skipped("InsertSimulation", "nginx serves /hello only")));
        SideBySide sideBySide = sideBySide(set, REFERENCE_HELLO,
                hello("hello-nginx", "nginx", T0 + 20_000, 30_000, 0, 9, Load.SERVER));

        assertThat(sideBySide.targets()).flatExtracting(TargetColumn::outcomes)
                .extracting(TargetOutcome::simulation, TargetOutcome::status, TargetOutcome::reason)
                .containsExactly(tuple("HelloSimulation", TargetOutcome.Status.PASSED, null),
                        tuple("InsertSimulation", TargetOutcome.Status.FAILED, "assertions failed: p95 above 500 ms"),
                        tuple("HelloSimulation", TargetOutcome.Status.PASSED, null),
                        tuple("InsertSimulation", TargetOutcome.Status.SKIPPED, "nginx serves /hello only"));
        assertThat(sideBySide.insert()).isNull();
        assertThat(sideBySide.hello().absent()).isEmpty();
    }

    @Test
    void aTargetWithoutAnExperimentsEndpointIsNamedInThatExperiment() {
        TargetSet set = TargetFixtures.writtenAndReadBack(reports, set("reference", "nginx")
                .with("nginx", SimulationOutcome.skipped("InsertSimulation", "nginx serves /hello only")));
        SideBySide sideBySide = sideBySide(set,
                TargetFixtures.insert("insert-ref", "reference", T0, new int[] {10}, new long[] {2000}, new int[] {5}, 0,
                        Load.SERVER),
                hello("hello-nginx", "nginx", T0 + 20_000, 30_000, 0, 9, Load.SERVER));

        assertThat(sideBySide.insert().absent()).containsExactly(new AbsentTarget("nginx", "skipped: nginx serves /hello only"));
        assertThat(sideBySide.insert().answers().get(0)).endsWith("; nginx skipped: nginx serves /hello only.");
    }

    @Test
    void multiplesAreInfoMetricsAndTheGatesMetricsKeepTheirIdsAndValues() {
        CatalogEntry[] runs = {REFERENCE_HELLO, NODE_HELLO};
        Summary without = RunFixtures.summary(runs);
        Summary with = RunFixtures.summary(set("reference", "node"), runs);

        assertThat(with.metrics()).startsWith(without.metrics().toArray(Metric[]::new));
        assertThat(with.metrics().subList(without.metrics().size(), with.metrics().size()))
                .extracting(Metric::id, Metric::kind, Metric::unit)
                .containsExactly(tuple("sidebyside.node.hello.closed-close.throughput_vs_reference", MetricKind.INFO, "x"),
                        tuple("sidebyside.node.hello.closed-close.server_cpu_per_1000_vs_reference", MetricKind.INFO,
                                "x"));
        assertThat(without.sideBySide()).isNull();
    }
}
