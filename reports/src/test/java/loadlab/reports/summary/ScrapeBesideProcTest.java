package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.group;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.record.InsertStep;
import loadlab.record.ProcessUsage;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.UsageCsvWriter;
import loadlab.record.UsageSample;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.TimeWindow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run that measured the server from /proc and by scrape: each step priced both ways, side by side. */
class ScrapeBesideProcTest {
    private static final GatlingRun RUN = RunFixtures.run("insertsimulation-1", "InsertSimulation", T0,
            List.of("Concurrency 100", "Concurrency 10"),
            group("Concurrency 100", 4000, 0, 25, 60, new TimeWindow(T0 + 5000, T0 + 9000)),
            request("Insert", List.of("Concurrency 100"), 4000, 0, 24, 58, new TimeWindow(T0 + 5000, T0 + 9000)),
            group("Concurrency 10", 1000, 0, 9, 20, new TimeWindow(T0, T0 + 4000)),
            request("Insert", List.of("Concurrency 10"), 1000, 0, 8, 19, new TimeWindow(T0, T0 + 4000)));
    private static final RecordKey KEY = new RecordKey("InsertSimulation", T0 - 3000);

    @TempDir
    Path reports;

    @Test
    void eachStepsServerCostByScrapeStandsBesideTheOneFromProc() {
        RunRecord record = RunRecord.of("InsertSimulation", KEY.startEpochMillis(), "smoke", Map.of()).with(draft -> {
            draft.insertSteps = List.of(new InsertStep(10, T0, T0 + 4000), new InsertStep(100, T0 + 5000, T0 + 9000));
            draft.usageCsv = RunRecords.usageFileName(KEY);
            draft.serverUsageSource = RunRecord.USAGE_FROM_PROC;
            draft.scrapeCsv = RunRecords.scrapeFileName(KEY);
        });
        // From /proc: 0.2 CPU-s a second throughout. By scrape: the same in the first step, 10 % more in the second.
        try (UsageCsvWriter scrape = UsageCsvWriter.create(RunRecords.under(reports).scrapeFile(KEY), 0, 2)) {
            double cpu = 0;
            for (int second = 0; second <= 10; second++) {
                scrape.append(new UsageSample(T0 + second * 1000L, cpu, UsageSample.UNKNOWN));
                cpu += second < 5 ? 0.2 : 0.22;
            }
        }
        CatalogEntry entry = new CatalogEntry(RUN, KEY, record, proc(), null, "", true, true);

        List<String> notes = ScrapeBesideProc.notes(Optional.of(entry), List.of(), Optional.of(reports));

        assertThat(notes).singleElement().asString()
                .contains("concurrency 10 0.8000 s from /proc, 0.8000 s by scrape (1.000)")
                .contains("concurrency 100 0.2000 s from /proc, 0.2200 s by scrape (1.100)")
                .contains("scraped every second beside /proc");
    }

    @Test
    void aRunMeasuredOneWayHasNoNote() {
        RunRecord record = RunRecord.of("InsertSimulation", KEY.startEpochMillis(), "smoke", Map.of())
                .with(draft -> draft.insertSteps = List.of(new InsertStep(10, T0, T0 + 4000)));
        CatalogEntry entry = new CatalogEntry(RUN, KEY, record, proc(), null, "", true, true);

        assertThat(ScrapeBesideProc.notes(Optional.of(entry), List.of(), Optional.of(reports))).isEmpty();
    }

    private static ProcessUsage proc() {
        List<UsageSample> samples = new java.util.ArrayList<>();
        for (int second = 0; second <= 10; second++) {
            samples.add(new UsageSample(T0 + second * 1000L, 0.2 * second, 100L << 20));
        }
        return new ProcessUsage(42, 2, samples);
    }
}
