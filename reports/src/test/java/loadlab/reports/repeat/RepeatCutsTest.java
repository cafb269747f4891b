package loadlab.reports.repeat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import loadlab.reports.fixture.FixtureRun;
import loadlab.reports.fixture.RepeatedSimulation;
import loadlab.reports.gatling.GatlingRun;
import loadlab.reports.gatling.GatlingRunReader;
import loadlab.reports.gatling.StatsRow;
import loadlab.reports.gatling.TimeWindow;
import loadlab.reports.merge.LogDecoder;
import loadlab.reports.merge.SimulationLog;
import org.junit.jupiter.api.Test;

/** Per-repeat figures cut from a real Gatling log of one population run twice in a row. */
class RepeatCutsTest {
    private static final List<String> PAGE = List.of("AJAX x4");

    @Test
    void eachRepeatCountsTheOkAnswersOfItsOwnWindow() {
        FixtureRun run = FixtureRun.repeated();
        List<TimeWindow> windows = RepeatedSimulation.windows();
        RepeatCuts cuts = RepeatCuts.of(LogDecoder.read(run.runFolder().resolve("simulation.log")));

        List<Double> perSecond = cuts.okPerSecond("Exchange AJAX", PAGE::equals, windows);

        assertThat(windows.get(0).toEpochMillis()).isLessThanOrEqualTo(windows.get(1).fromEpochMillis());
        assertThat(perSecond).hasSize(RepeatedSimulation.REPEATS);
        for (int i = 0; i < windows.size(); i++) {
            double answers = perSecond.get(i) * Math.max(windows.get(i).seconds(), 0.001);
            assertThat(answers).as("repeat %d", i + 1)
                    .isCloseTo(RepeatedSimulation.USERS * RepeatedSimulation.EXCHANGES, within(1e-6));
        }
    }

    @Test
    void requestsOutsideTheRowsGroupsAreNotCounted() {
        SimulationLog log = LogDecoder.read(FixtureRun.repeated().runFolder().resolve("simulation.log"));

        assertThat(RepeatCuts.of(log).okPerSecond("Exchange AJAX", List::isEmpty, RepeatedSimulation.windows()))
                .containsOnly(0.0);
    }

    @Test
    void eachRepeatsMeanPageTimeAveragesToTheReportsMean() {
        FixtureRun run = FixtureRun.repeated();
        List<Double> means = RepeatCuts.of(LogDecoder.read(run.runFolder().resolve("simulation.log")))
                .meanGroupTime("AJAX x4", RepeatedSimulation.windows());
        GatlingRun read = new GatlingRunReader().read(run.runFolder());
        StatsRow group = read.group(PAGE).orElseThrow();

        assertThat(means).hasSize(2).allSatisfy(mean -> assertThat(mean).isPositive());
        // Equal pages per repeat: the run's mean is the repeats' mean (Gatling shows whole milliseconds).
        assertThat((means.get(0) + means.get(1)) / 2).isCloseTo(group.mean(), within(1.0));
    }

    @Test
    void aRecordBetweenOrOutsideTheWindowsBelongsToTheLatestStartedElseTheFirst() {
        List<TimeWindow> windows = List.of(new TimeWindow(100, 200), new TimeWindow(210, 300));

        assertThat(RepeatCuts.repeatOf(150, windows)).isZero();
        assertThat(RepeatCuts.repeatOf(205, windows)).isZero();
        assertThat(RepeatCuts.repeatOf(210, windows)).isEqualTo(1);
        assertThat(RepeatCuts.repeatOf(400, windows)).isEqualTo(1);
        assertThat(RepeatCuts.repeatOf(99, windows)).isZero();
    }
}
