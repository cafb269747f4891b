package loadlab.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.json.Json;
import loadlab.adapter.log.LogDecoder;
import loadlab.adapter.log.LogEncoder;
import loadlab.adapter.log.RunHeader;
import loadlab.adapter.log.SimulationLog;
import loadlab.record.targets.SimulationOutcome;
import loadlab.record.targets.TargetRuns;
import loadlab.record.targets.TargetSet;
import loadlab.record.targets.TargetSets;
import loadlab.reports.sidebyside.Comparison;
import loadlab.reports.sidebyside.SideBySide;
import loadlab.reports.summary.Summary;
import loadlab.reports.summary.TransportsRun;
import loadlab.testkit.FixtureRun;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The summary command over a reports root holding a -Dtargets set: the fixture's real Gatling run as
 * two targets' runs (its log re-stamped two minutes apart), each with a record naming its target, a
 * third run before the set, and the set's record written with {@link TargetSets}.
 */
class SideBySideCommandTest {
    private static final long APART = 120_000;

    @TempDir
    Path reports;

    private long start;
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    @BeforeEach
    void reportsRootWithASetOfTwoTargets() throws IOException {
        Path source = FixtureRun.get().runFolder();
        SimulationLog log = LogDecoder.read(source.resolve("simulation.log"));
        start = log.header().runStart();
        run(source, log, start - 10 * APART, "node");
        run(source, log, start, "reference");
        run(source, log, start + APART, "node");
        TargetSets.under(reports).write(TargetSet.started(start - 60_000, "smoke", List.of("TransportsSimulation"),
                        List.of(TargetRuns.planned("reference", "the reference server"),
                                TargetRuns.planned("node", "one Node.js process")))
                .with("reference", SimulationOutcome.passed("TransportsSimulation"))
                .with("node", SimulationOutcome.passed("TransportsSimulation"))
                .ended(start + 2 * APART));
    }

    /** A copy of the fixture's run re-stamped at {@code runStart}, with a record naming its target. */
    private void run(Path source, SimulationLog log, long runStart, String target) throws IOException {
        Path folder = Files.createDirectories(reports.resolve("transportssimulation-" + runStart));
        RunHeader header = log.header();
        LogEncoder.write(folder.resolve("simulation.log"), new SimulationLog(new RunHeader(header.gatlingVersion(),
                header.simulationClass(), runStart, header.description(), header.scenarios(), header.assertions()),
                log.records()));
        Files.copy(source.resolve("index.html"), folder.resolve("index.html"));
        RunRecords.under(reports).write(RunRecord.of("TransportsSimulation", runStart - 3_000, "smoke",
                Map.of(RunRecord.TARGET_SETTING, target)).with(draft -> draft.runId = folder.getFileName().toString()));
    }

    @Test
    void summaryPutsTheSetsTargetsSideBySide() throws IOException {
        assertThat(summarise()).isZero();

        SideBySide sideBySide = Json.read(reports.resolve("summary.json"), Summary.class).sideBySide();
        assertThat(sideBySide.targets()).extracting(target -> target.runIds()).containsExactly(
                List.of("transportssimulation-" + start), List.of("transportssimulation-" + (start + APART)));
        // One log twice: every page of node takes 1.00x reference's time.
        assertThat(sideBySide.transports().comparisons()).filteredOn(c -> c.versus().equals("reference"))
                .extracting(Comparison::item).containsExactly("ajax.x4", "fresh-ajax.x4");
        assertThat(sideBySide.transports().comparisons()).filteredOn(c -> c.versus().equals("reference"))
                .allSatisfy(c -> assertThat(c.ratio()).isCloseTo(1.0, within(1e-9)));
        String answer = sideBySide.transports().answers().get(0);
        assertThat(answer).startsWith("on reference at N=4 Fresh AJAX takes ").contains("; on node at N=4 Fresh AJAX takes ")
                .contains("both pages bound unknown");

        String markdown = Files.readString(reports.resolve("summary.md"));
        assertThat(markdown).contains("Transports: " + answer)
                .contains("Run transportssimulation-" + start + " on reference (plain framing");
    }

    @Test
    void targetNodeSummarisesNodesNewestRunBesideTheSameSideBySide() throws IOException {
        assertThat(summarise("target=node")).isZero();

        Summary summary = Json.read(reports.resolve("summary.json"), Summary.class);
        assertThat(summary.target()).isEqualTo("node");
        assertThat(summary.transports().runs()).extracting(TransportsRun::runId)
                .containsExactly("transportssimulation-" + (start + APART));
        assertThat(summary.sideBySide().targets()).extracting(target -> target.runIds()).containsExactly(
                List.of("transportssimulation-" + start), List.of("transportssimulation-" + (start + APART)));
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("show the runs of target node (target=node)");
    }

    @Test
    void aTargetWithoutRunsWritesNothingAndNamesTheTargetsThere() {
        assertThat(summarise("target=tomcat")).isEqualTo(1);

        assertThat(reports.resolve("summary.json")).doesNotExist();
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("no run of target tomcat under")
                .contains("node (2 run(s)), reference (1 run(s))");
    }

    private int summarise(String... more) {
        List<String> args = new ArrayList<>(List.of("lab.results=" + reports));
        args.addAll(List.of(more));
        return SummaryCommand.run(CommandOptions.parse(args.toArray(String[]::new), new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
    }
}
