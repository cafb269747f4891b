package loadlab.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.UsageCsvWriter;
import loadlab.record.UsageSample;
import loadlab.record.comparison.ComparisonRecord;
import loadlab.record.comparison.ComparisonRecords;
import loadlab.record.comparison.ComparisonSide.Label;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.RoundRun;
import loadlab.record.gatling.GatlingRun;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.record.json.Json;
import loadlab.reports.comparison.ComparisonSection;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import loadlab.reports.summary.Summary;
import loadlab.testkit.FixtureRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The comparison command, and the summary of a results root holding only a comparison, over a real A/B
 * folder: the fixture's Gatling run copied into each round and side's folder (round-1-A, round-1-B,
 * round-2-B, round-2-A, ... for three pairs) with its run record and the server's usage CSV, and the
 * record beside them.
 */
class ComparisonCommandTest {
    private static final String SIMULATION = "TransportsSimulation";
    private static final String CPU = "transports.cpu_s_per_1000";
    private static final int PAIRS = 3;
    private static final int ROUNDS = 2 * PAIRS;
    private static final ComparisonSide A = new ComparisonSide(Label.A, "HEAD~1", "the reference server built at 1234abc",
            "1234abc");
    private static final ComparisonSide B = new ComparisonSide(Label.B, "reference", "the reference server of the working tree",
            "5678def+dirty");

    @TempDir
    Path results;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    /** Three pairs, each side's run of each round ending as {@code b} says for B (a failed one at both attempts). */
    private ComparisonRecord comparison(RoundRun.Status b) throws IOException {
        return comparison(b, PAIRS, Map.of());
    }

    /** So many pairs, registered with these judge settings (keys without the prefix). */
    private ComparisonRecord comparison(RoundRun.Status b, int pairs, Map<String, String> judgedBy) throws IOException {
        ComparisonRecords records = ComparisonRecords.under(results);
        ComparisonRecord record = ComparisonRecord.started(1_000, "smoke", List.of(SIMULATION), pairs, A, B)
                .judgedBy(judgedBy);
        for (int round = 1; round <= 2 * pairs; round++) {
            for (Label side : ComparisonRecord.order(round)) {
                RoundRun.Status status = side == Label.B ? b : RoundRun.Status.PASSED;
                for (int attempt = 1; attempt <= (status == RoundRun.Status.FAILED ? 2 : 1); attempt++) {
                    record = record.with(new RoundRun(round, side, SIMULATION, attempt, status,
                            status == RoundRun.Status.FAILED ? "Gatling exited with code 1" : null, 2_000, 3_000));
                    copyFixtureRun(records.runFolder(record, round, side, attempt));
                }
            }
        }
        record = record.ended(4_000);
        records.write(record);
        return record;
    }

    /** The fixture's run and its record, the server sampled every 250 ms at 0.4 CPU-seconds a second. */
    private static void copyFixtureRun(Path folder) throws IOException {
        Path source = FixtureRun.get().runFolder();
        Path copy = Files.createDirectories(folder.resolve(source.getFileName()));
        Files.copy(source.resolve("simulation.log"), copy.resolve("simulation.log"));
        Files.copy(source.resolve("index.html"), copy.resolve("index.html"));
        GatlingRun run = new GatlingRunReader().read(copy);
        RunRecords records = RunRecords.under(folder);
        RecordKey key = new RecordKey(SIMULATION, run.runStart() - 3_000);
        records.write(RunRecord.of(SIMULATION, key.startEpochMillis(), "smoke", Map.of("users", "6"))
                .with(draft -> {
                    draft.usageCsv = RunRecords.usageFileName(key);
                    draft.runId = run.runId();
                }));
        try (UsageCsvWriter usage = UsageCsvWriter.create(records.usageFile(key), 1234, 2)) {
            long from = run.injection().fromEpochMillis() - 1_000;
            for (int i = 0; from + i * 250L <= run.injection().toEpochMillis() + 1_000; i++) {
                usage.append(new UsageSample(from + i * 250L, 2.0 + i * 0.1, 200L << 20));
            }
        }
    }

    /** Rewrites every usage CSV of B's folders with its cpu_seconds column multiplied. */
    private void scaleBsCpu(ComparisonRecord record, double factor) throws IOException {
        for (int round = 1; round <= ROUNDS; round++) {
            Path records = RunRecords.under(ComparisonRecords.under(results).runFolder(record, round, Label.B, 1)).folder();
            try (var files = Files.list(records)) {
                for (Path csv : files.filter(file -> file.toString().endsWith("-usage.csv")).toList()) {
                    List<String> lines = Files.readAllLines(csv);
                    for (int i = 2; i < lines.size(); i++) {
                        String[] fields = lines.get(i).split(",", -1);
                        fields[1] = String.format(Locale.ROOT, "%.6f", Double.parseDouble(fields[1]) * factor);
                        lines.set(i, String.join(",", fields));
                    }
                    Files.write(csv, lines);
                }
            }
        }
    }

    private int judge(String... extra) {
        String[] args = new String[extra.length + 1];
        args[0] = "lab.results=" + results;
        System.arraycopy(extra, 0, args, 1, extra.length);
        return ComparisonCommand.run(CommandOptions.parse(args, new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    private String output() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    @Test
    void identicalSidesGiveRatiosOfExactlyOneAndPass() throws IOException {
        comparison(RoundRun.Status.PASSED);

        assertThat(judge()).isZero();

        assertThat(output()).contains("A: the reference server built at 1234abc (HEAD~1, commit 1234abc)")
                .as("pairs that agree exactly are judged at the spread floor, 3 %: no comparison here is that precise")
                .containsPattern("transports\\.cpu_s_per_1000\\s+\\S+\\s+\\S+\\s+1\\.000\\s+0\\.936\\.\\.1\\.068 \\(90\\.0 %\\)"
                        + "\\s+INCONCLUSIVE\\s+\\+9 %\\s+advisory: listed as advisory \\(transports\\*\\.cpu_s_per_1000\\);"
                        + " .*; spread taken at its floor of 3 % \\(the pairs agreed to 0 %\\)")
                .contains("A/B PASSED: ");
    }

    @Test
    void summaryOfAResultsRootHoldingOnlyAComparisonIsWrittenWithTheComparisonAndItsRatios() throws IOException {
        comparison(RoundRun.Status.PASSED);

        int code = SummaryCommand.run(CommandOptions.parse(new String[] {"lab.results=" + results}, new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertThat(code).isZero();
        Summary summary = Json.read(results.resolve("summary.json"), Summary.class);
        assertThat(summary.comparison().pairsMeasured()).isEqualTo(PAIRS);
        List<Metric> ratios = summary.metrics().stream().filter(metric -> metric.id().startsWith(
                ComparisonSection.METRIC_PREFIX)).toList();
        assertThat(ratios).isNotEmpty().allSatisfy(metric -> {
            assertThat(metric.kind()).isEqualTo(MetricKind.INFO);
            assertThat(metric.value()).isEqualTo(1.0);
            assertThat(metric.low()).as("the spread floor's interval").isLessThan(1.0);
            assertThat(metric.high()).isGreaterThan(1.0);
        });
        assertThat(ratios).extracting(Metric::id).contains(ComparisonSection.METRIC_PREFIX + CPU + ".ratio");
        assertThat(Files.readString(results.resolve("index.html"))).contains("<details>");
        assertThat(Files.readString(results.resolve("summary.md")))
                .contains("Transports: B's p95 of the total time on transports ajax x4 is 1.00\u00d7 A's (+0 ms at the"
                        + " median): same, within -20 % and +25 %: interval 0.91\u20131.10 (95.0 %, 3 pairs, look 1);"
                        + " spread taken at its floor of 3 % (the pairs agreed to 0 %)");
    }

    @Test
    void bAtOneAndAHalfTimesAsCpuHungryFailsNamingTheMetricOnceItIsGated() throws IOException {
        scaleBsCpu(comparison(RoundRun.Status.PASSED, PAIRS, Map.of("advisory", "hello.cpu_per_injector_cpu")), 1.5);

        assertThat(judge()).isEqualTo(1);

        assertThat(output()).containsPattern("transports\\.cpu_s_per_1000\\s+\\S+\\s+\\S+\\s+1\\.500\\s.*WORSE\\s.*gated")
                .contains("Fails: " + CPU + " is WORSE: surely beyond +2 %").contains("A/B FAILED (1 reason(s) above)");
    }

    @Test
    void aSecondLookIsCalledForNoMetricWhenTheFirstLookLeftNoneOpen() throws IOException {
        comparison(RoundRun.Status.PASSED);
        Path file = results.resolve("second-look.txt");

        assertThat(judge("secondLook=" + file)).isZero();

        assertThat(Files.readAllLines(file)).isEmpty();
    }

    @Test
    void theThresholdsAComparisonWasRegisteredWithReachTheVerdictGivenAgainOrNot() throws IOException {
        scaleBsCpu(comparison(RoundRun.Status.PASSED, PAIRS, Map.of("advisory", "hello.cpu_per_injector_cpu",
                "cpu.maxRisePercent", "80")), 1.5);

        assertThat(judge()).isZero();
        assertThat(judge("comparison.advisory=hello.cpu_per_injector_cpu", "comparison.cpu.maxRisePercent=80")).isZero();

        assertThat(output()).containsPattern("transports\\.cpu_s_per_1000 .*SAME");
    }

    @Test
    void aReadingThatGivesOtherThresholdsThanTheComparisonWasRegisteredWithIsRefused() throws IOException {
        scaleBsCpu(comparison(RoundRun.Status.PASSED), 1.5);

        assertThat(CommandLine.run(new String[] {CommandLine.COMPARISON, "lab.results=" + results,
                "comparison.cpu.maxRisePercent=80"}, new Properties(), new PrintStream(printed, true, StandardCharsets.UTF_8)))
                .isEqualTo(2);
        assertThat(CommandLine.run(new String[] {CommandLine.SUMMARY, "lab.results=" + results,
                "comparison.allowInconclusive=true"}, new Properties(), new PrintStream(printed, true, StandardCharsets.UTF_8)))
                .isEqualTo(2);

        assertThat(output()).contains("was registered with the judge settings {} (the defaults) and is judged by them;"
                + " this reading gave {cpu.maxRisePercent=80}").contains("this reading gave {allowInconclusive=true}");
        assertThat(results.resolve("summary.json")).doesNotExist();
    }

    @Test
    void aComparisonRegisteredToAllowWhatOnePairCannotJudgePassesOnTheSummaryPageAsItDidWhenItRan() throws IOException {
        comparison(RoundRun.Status.PASSED, 1, Map.of("allowInconclusive", "true"));

        int code = SummaryCommand.run(CommandOptions.parse(new String[] {"lab.results=" + results}, new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertThat(code).isZero();
        assertThat(judge()).isZero();
        ComparisonSection section = Json.read(results.resolve("summary.json"), Summary.class).comparison();
        assertThat(section.passed()).isTrue();
        assertThat(section.notes()).anySatisfy(note -> assertThat(note).contains("allowed by comparison.allowInconclusive"));
        assertThat(Files.readString(results.resolve("summary.md"))).contains("A/B PASSED").doesNotContain("A/B FAILED");
    }

    @Test
    void theSameOnePairNotRegisteredToAllowItFailsOnEveryReading() throws IOException {
        comparison(RoundRun.Status.PASSED, 1, Map.of());

        SummaryCommand.run(CommandOptions.parse(new String[] {"lab.results=" + results}, new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertThat(judge()).isEqualTo(1);
        assertThat(Json.read(results.resolve("summary.json"), Summary.class).comparison().passed()).isFalse();
        assertThat(output()).contains("was not judged at its planned pairs");
    }

    @Test
    void aJudgeSettingTheJudgeDoesNotKnowIsAnArgumentError() throws IOException {
        comparison(RoundRun.Status.PASSED);

        assertThat(CommandLine.run(new String[] {CommandLine.COMPARISON, "lab.results=" + results,
                "comparison.cpu.maxRise=5"}, new Properties(), new PrintStream(printed, true, StandardCharsets.UTF_8)))
                .isEqualTo(2);

        assertThat(output()).contains("unknown comparison setting(s) [cpu.maxRise]");
    }

    @Test
    void bAtOneAndAHalfTimesAsCpuHungryOnTransportsIsAdvisoryByDefault() throws IOException {
        scaleBsCpu(comparison(RoundRun.Status.PASSED), 1.5);

        assertThat(judge()).isZero();

        assertThat(output()).containsPattern("transports\\.cpu_s_per_1000 .*WORSE\\s+\\+9 %\\s+advisory: listed as advisory");
    }

    @Test
    void everyBRunFailedMeansNothingWasComparedAndTheComparisonFails() throws IOException {
        comparison(RoundRun.Status.FAILED);

        assertThat(judge()).isEqualTo(1);

        assertThat(output()).contains("Round 1 B " + SIMULATION + " (attempt 2) FAILED: Gatling exited with code 1")
                .contains("Fails: round 6, B, " + SIMULATION + " FAILED again when its pair was run again")
                .contains("Fails: nothing was compared")
                .contains("A/B FAILED (");
    }

    @Test
    void aThresholdGivenUnderItsOldNameIsRefusedRatherThanLeftOut() throws IOException {
        scaleBsCpu(comparison(RoundRun.Status.PASSED), 1.5);

        assertThat(CommandLine.run(new String[] {CommandLine.COMPARISON, "lab.results=" + results,
                "ab.cpu.maxRisePercent=80"}, new Properties(), new PrintStream(printed, true, StandardCharsets.UTF_8)))
                .isEqualTo(2);

        assertThat(output()).contains("give comparison.cpu.maxRisePercent for ab.cpu.maxRisePercent");
    }

    @Test
    void anOldNameLeftBlankAsThePomHandsItOverIsUnset() throws IOException {
        comparison(RoundRun.Status.PASSED);

        assertThat(judge("ab.cpu.maxRisePercent=", "abThresholds=")).isZero();
    }

    @Test
    void aResultsRootWithoutAComparisonIsAnArgumentError() {
        assertThat(CommandLine.run(new String[] {CommandLine.COMPARISON, "lab.results=" + results}, new Properties(),
                new PrintStream(printed, true, StandardCharsets.UTF_8))).isEqualTo(2);

        assertThat(output()).startsWith("comparison: no A/B comparison under " + results.resolve("comparisons"));
    }

    @Test
    void bsCpuScaledByOneAndAHalfReadsAsARatioOfOneAndAHalf() throws IOException {
        scaleBsCpu(comparison(RoundRun.Status.PASSED), 1.5);

        SummaryCommand.run(CommandOptions.parse(new String[] {"lab.results=" + results}, new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));

        Metric ratio = Json.read(results.resolve("summary.json"), Summary.class).metrics().stream()
                .filter(metric -> metric.id().equals(ComparisonSection.METRIC_PREFIX + CPU + ".ratio")).findFirst().orElseThrow();
        assertThat(ratio.value()).isCloseTo(1.5, within(1e-6));
    }
}
