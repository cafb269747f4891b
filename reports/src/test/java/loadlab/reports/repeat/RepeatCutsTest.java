package loadlab.reports.repeat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import loadlab.record.gatling.GatlingRun;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.record.gatling.StatsRow;
import loadlab.record.gatling.TimeWindow;
import loadlab.adapter.log.GroupRecord;
import loadlab.adapter.log.LogDecoder;
import loadlab.adapter.log.LogRecord;
import loadlab.adapter.log.LogString;
import loadlab.adapter.log.RequestRecord;
import loadlab.adapter.log.RunHeader;
import loadlab.adapter.log.SimulationLog;
import loadlab.testkit.FixtureRun;
import loadlab.testkit.RepeatedSimulation;
import org.junit.jupiter.api.Test;

/** Per-repeat figures cut from a real Gatling log of one population run twice in a row. */
class RepeatCutsTest {
    private static final List<String> PAGE = List.of("AJAX x4");
    private static final long RUN_START = 1_800_000_000_000L;
    /** Two repeats of a row, from the run's start: 100..1100 ms and 1100..2100 ms. */
    private static final List<TimeWindow> WINDOWS = List.of(new TimeWindow(RUN_START + 100, RUN_START + 1100),
            new TimeWindow(RUN_START + 1100, RUN_START + 2100));

    private static SimulationLog log(List<LogRecord> records) {
        return new SimulationLog(new RunHeader(LogString.of("3.15.1"), LogString.of("loadlab.Sim"), RUN_START,
                LogString.EMPTY, List.of(LogString.of("Users")), List.of()), records);
    }

    /** An answer ending {@code end} ms after the run's start, taking {@code ms}. */
    private static RequestRecord answer(String name, List<String> groups, int end, int ms, boolean ok) {
        return new RequestRecord(groups.stream().map(LogString::of).toList(), LogString.of(name), end - ms, end, ok,
                LogString.EMPTY);
    }

    /** A page group's exit {@code end} ms after the run's start, with its cumulated response time. */
    private static GroupRecord page(String group, int end, int total) {
        return new GroupRecord(List.of(LogString.of(group)), end - total - 100, end, total, true);
    }

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
    void eachRepeatsP95IsTheNearestRankOfAllItsOwnAnswersOkAndKo() {
        List<LogRecord> records = new ArrayList<>();
        // Repeat 1 (ends 100..1099 ms): 20 answers taking 1..20 ms; rank 95 % of 20 is the 19th: 19 ms.
        for (int ms = 1; ms <= 20; ms++) {
            records.add(answer("Hello", List.of(), 100 + ms * 10, ms, true));
        }
        // Repeat 2 (from 1100 ms): 10 answers, 10..90 ms OK and one KO of 100 ms; the 10th of 10: 100 ms.
        for (int ms = 10; ms <= 90; ms += 10) {
            records.add(answer("Hello", List.of(), 1200 + ms, ms, true));
        }
        records.add(answer("Hello", List.of(), 1900, 100, false));
        // Neither counts: another request, and the same name inside a group.
        records.add(answer("Hello Keep-Alive", List.of(), 500, 900, true));
        records.add(answer("Hello", List.of("Page"), 600, 800, true));

        List<Double> p95 = RepeatCuts.of(log(records)).p95("Hello", List::isEmpty, WINDOWS);

        assertThat(p95).containsExactly(19.0, 100.0);
    }

    @Test
    void eachRepeatsPageP95IsOfItsPagesTotalTimes() {
        List<LogRecord> records = List.of(
                page("AJAX x10", 300, 40), page("AJAX x10", 400, 44), page("AJAX x10", 500, 60),
                page("AJAX x10", 1300, 50), page("AJAX x10", 1400, 52),
                page("WS x10", 1500, 999));

        assertThat(RepeatCuts.of(log(records)).groupP95("AJAX x10", WINDOWS)).containsExactly(60.0, 52.0);
    }

    @Test
    void aRepeatWithoutAnswersHasAP95OfZero() {
        List<LogRecord> records = List.of(answer("Hello", List.of(), 300, 7, true));

        assertThat(RepeatCuts.of(log(records)).p95("Hello", List::isEmpty, WINDOWS)).containsExactly(7.0, 0.0);
        assertThat(RepeatCuts.percentile(List.of(), 95)).isZero();
        assertThat(RepeatCuts.percentile(List.of(3, 1, 2), 95)).isEqualTo(3);
        assertThat(RepeatCuts.percentile(List.of(3, 1, 2), 50)).isEqualTo(2);
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
