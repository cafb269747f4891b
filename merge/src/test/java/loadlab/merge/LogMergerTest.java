package loadlab.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import loadlab.adapter.log.AssertionBytes;
import loadlab.adapter.log.LogDecoder;
import loadlab.adapter.log.LogEncoder;
import loadlab.adapter.log.LogRecord;
import loadlab.adapter.log.LogString;
import loadlab.adapter.log.RequestRecord;
import loadlab.adapter.log.RunHeader;
import loadlab.adapter.log.SimulationLog;
import loadlab.adapter.log.UserRecord;
import loadlab.testkit.FixtureRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two real runs of one simulation (a fast and a slower injector) merged at the log level. */
class LogMergerTest {
    private static Path fastLog;
    private static Path slowLog;
    private static SimulationLog fast;
    private static SimulationLog slow;

    @TempDir
    Path dir;

    @BeforeAll
    static void decodeBothRuns() {
        fastLog = FixtureRun.get().runFolder().resolve("simulation.log");
        slowLog = FixtureRun.slower().runFolder().resolve("simulation.log");
        fast = LogDecoder.read(fastLog);
        slow = LogDecoder.read(slowLog);
    }

    @Test
    void mergedCountsAreTheSumOfTheParts() {
        MergeResult result = LogMerger.merge(List.of(fastLog, slowLog), dir.resolve("simulation.log"));
        SimulationLog merged = LogDecoder.read(dir.resolve("simulation.log"));

        assertThat(result.requests()).isEqualTo(120);
        assertThat(merged.records()).hasSize(fast.records().size() + slow.records().size());
        for (Function<LogRecord, Object> key : List.<Function<LogRecord, Object>>of(
                record -> record.getClass().getSimpleName(),
                record -> record instanceof RequestRecord request ? request.groups() + " " + request.name() + " "
                        + request.ok() + " " + request.message() : "other")) {
            Map<Object, Long> sum = counts(fast, key);
            counts(slow, key).forEach((k, count) -> sum.merge(k, count, Long::sum));
            assertThat(counts(merged, key)).isEqualTo(sum);
        }
    }

    @Test
    void mergedRunStartsWithTheEarliestRunAndEveryRecordKeepsItsWallClockTime() {
        LogMerger.merge(List.of(slowLog, fastLog), dir.resolve("simulation.log"));
        SimulationLog merged = LogDecoder.read(dir.resolve("simulation.log"));

        long start = Math.min(fast.header().runStart(), slow.header().runStart());
        assertThat(merged.header().runStart()).isEqualTo(start);
        List<LogRecord> expected = new ArrayList<>(onTimeline(fast, start));
        expected.addAll(onTimeline(slow, start));
        assertThat(merged.records()).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void eachRunKeepsItsOwnRecordOrder() {
        LogMerger.merge(List.of(fastLog, slowLog), dir.resolve("simulation.log"));
        List<LogRecord> merged = LogDecoder.read(dir.resolve("simulation.log")).records();

        long start = Math.min(fast.header().runStart(), slow.header().runStart());
        assertThat(isSubsequence(onTimeline(fast, start), merged)).isTrue();
        assertThat(isSubsequence(onTimeline(slow, start), merged)).isTrue();
    }

    @Test
    void runsInTimeOrderMergeIntoOneLogInTimeOrder() {
        // Gatling's own logs are in time order within a few ms (events reach its writer from several
        // threads); each run keeps its order, so sorted runs are needed to see the interleaving alone.
        Path sortedFast = write("fast.log", new SimulationLog(fast.header(), sorted(fast.records())));
        Path sortedSlow = write("slow.log", new SimulationLog(slow.header(), sorted(slow.records())));

        LogMerger.merge(List.of(sortedFast, sortedSlow), dir.resolve("simulation.log"));

        assertThat(LogDecoder.read(dir.resolve("simulation.log")).records())
                .isSortedAccordingTo(Comparator.comparingInt(LogRecord::time));
    }

    @Test
    void scenariosAreMatchedByName() {
        LogString pages = slow.header().scenarios().get(0);
        List<LogRecord> shiftedUsers = slow.records().stream()
                .map(record -> record instanceof UserRecord user ? user.withScenario(1) : record).toList();
        Path other = write("other.log", new SimulationLog(
                slow.header().withScenarios(List.of(LogString.of("Warm-up"), pages)), shiftedUsers));

        MergeResult result = LogMerger.merge(List.of(fastLog, other), dir.resolve("simulation.log"));
        SimulationLog merged = LogDecoder.read(dir.resolve("simulation.log"));

        assertThat(result.header().scenarios()).containsExactly(pages, LogString.of("Warm-up"));
        assertThat(merged.records()).filteredOn(UserRecord.class::isInstance).hasSize(24)
                .allSatisfy(user -> assertThat(((UserRecord) user).scenario()).isZero());
    }

    @Test
    void keepsTheAssertionsEveryRunCarries() {
        List<AssertionBytes> assertions = fast.header().assertions();
        RunHeader oneAssertion = new RunHeader(slow.header().gatlingVersion(), slow.header().simulationClass(),
                slow.header().runStart(), slow.header().description(), slow.header().scenarios(), assertions.subList(1, 2));
        Path other = write("other.log", new SimulationLog(oneAssertion, slow.records()));

        MergeResult result = LogMerger.merge(List.of(fastLog, other), dir.resolve("simulation.log"));

        assertThat(assertions).hasSize(2);
        assertThat(result.header().assertions()).containsExactly(assertions.get(1));
        assertThat(result.droppedAssertions()).isEqualTo(1);
        assertThat(LogDecoder.read(dir.resolve("simulation.log")).header().assertions()).containsExactly(assertions.get(1));
    }

    @Test
    void descriptionSaysHowManyRunsWereMerged() {
        MergeResult result = LogMerger.merge(List.of(fastLog, slowLog), dir.resolve("simulation.log"));
        assertThat(result.header().description().text()).isEqualTo("merged from 2 runs");
    }

    @Test
    void refusesRunsOfDifferentSimulationsAndWritesNothing() {
        Path other = write("other.log", new SimulationLog(
                slow.header().withSimulationClass("loadlab.reports.fixture.HelloSimulation"), slow.records()));

        assertRefusedWritingNothing(other, "different simulations", "loadlab.testkit.TransportsSimulation",
                "loadlab.reports.fixture.HelloSimulation");
    }

    @Test
    void refusesALogOfAnotherGatlingVersionAndWritesNothing() {
        Path other = write("other.log", new SimulationLog(slow.header().withGatlingVersion("3.13.1"), slow.records()));

        assertRefusedWritingNothing(other, "written by Gatling 3.13.1");
    }

    @Test
    void refusesALogCutShortEvenWhenTheCutIsOnlyFoundAtItsEnd() throws IOException {
        byte[] whole = Files.readAllBytes(slowLog);
        Path cut = Files.write(dir.resolve("cut.log"), Arrays.copyOf(whole, whole.length - 3));

        assertRefusedWritingNothing(cut, "cut short");
    }

    @Test
    void neverWritesOverAnExistingFile() throws IOException {
        Path existing = Files.writeString(dir.resolve("simulation.log"), "keep");
        assertThatThrownBy(() -> LogMerger.merge(List.of(fastLog), existing))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(Files.readString(existing)).isEqualTo("keep");
    }

    /** Merging the fast run's log with {@code log} is refused, for every reason given, and leaves no file. */
    private void assertRefusedWritingNothing(Path log, String... reasons) {
        Path merged = dir.resolve("simulation.log");
        assertThatThrownBy(() -> LogMerger.merge(List.of(fastLog, log), merged))
                .isInstanceOf(MergeRefusedException.class)
                .message().contains(reasons);
        assertThat(merged).doesNotExist();
    }

    /** The run's records as the merged log must hold them: moved by the run's start after {@code start}. */
    private static List<LogRecord> onTimeline(SimulationLog run, long start) {
        int offset = Math.toIntExact(run.header().runStart() - start);
        return run.records().stream().map(record -> record.shifted(offset)).toList();
    }

    private static boolean isSubsequence(List<LogRecord> part, List<LogRecord> whole) {
        int next = 0;
        for (LogRecord record : whole) {
            if (next < part.size() && part.get(next).equals(record)) {
                next++;
            }
        }
        return next == part.size();
    }

    private static List<LogRecord> sorted(List<LogRecord> records) {
        return records.stream().sorted(Comparator.comparingInt(LogRecord::time)).toList();
    }

    private static Map<Object, Long> counts(SimulationLog log, Function<LogRecord, Object> key) {
        return log.records().stream().collect(Collectors.groupingBy(key, Collectors.counting()));
    }

    private Path write(String name, SimulationLog log) {
        Path file = dir.resolve(name);
        LogEncoder.write(file, log);
        return file;
    }
}
