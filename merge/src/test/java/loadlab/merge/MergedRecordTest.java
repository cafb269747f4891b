package loadlab.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.record.InsertStep;
import loadlab.record.ItemBooks;
import loadlab.record.ItemFiles;
import loadlab.record.Reconciliation;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.books.ItemCheck;
import loadlab.testkit.ItemFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MergedRecordTest {
    private static final String A = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";
    private static final String B = "1d6f3c2a-8e4b-4f1a-b2c3-4d5e6f708192";
    private static final String C = "2e7a4d3b-9f5c-4a2b-83d4-5e6f70819203";
    private static final String D = "3f8b5e4c-a06d-4b3c-94e5-6f7081920314";
    private static final String X = "4a9c6f5d-b17e-4c4d-a5f6-708192031425";

    @TempDir
    Path dir;

    private static RunRecord injector(int index, Reconciliation books, InsertStep... steps) {
        return RunRecord.of("InsertSimulation", 1_000 + index, "smoke", Map.of("injectors", "2", "injector",
                Integer.toString(index))).with(draft -> {
                    draft.reconciliation = books;
                    draft.insertSteps = List.of(steps);
                });
    }

    @Test
    void booksBalanceOverTheWholeSplitThoughNoInjectorsOwnDo() {
        // 100 documents before; injector 0 inserted 60, injector 1 40, each reading the count around its own run.
        RunRecord first = injector(0, new Reconciliation(60, 100, 200));
        RunRecord second = injector(1, new Reconciliation(40, 130, 200));
        assertThat(first.reconciliation().ok()).isFalse();
        assertThat(second.reconciliation().ok()).isFalse();

        Reconciliation split = MergedRecord.books(List.of(first, second));
        assertThat(split).isEqualTo(new Reconciliation(100, 100, 200));
        assertThat(split.ok()).isTrue();
    }

    @Test
    void aLostAcknowledgedInsertFailsTheSplit() {
        Reconciliation split = MergedRecord.books(List.of(injector(0, new Reconciliation(60, 100, 199)),
                injector(1, new Reconciliation(40, 130, 199))));
        assertThat(split.ok()).isFalse();
        assertThat(split.missing()).isEqualTo(1);
    }

    @Test
    void anInjectorWithoutBooksLeavesTheSplitWithout() {
        assertThat(MergedRecord.books(List.of(injector(0, new Reconciliation(60, 100, 200)), injector(1, null))))
                .isNull();
    }

    @Test
    void eachStepSpansTheSplitFromTheFirstRequestToTheLastAnswer() {
        List<InsertStep> steps = MergedRecord.steps(List.of(
                injector(0, null, new InsertStep(10, 1_000, 2_000), new InsertStep(100, 2_100, 3_000)),
                injector(1, null, new InsertStep(100, 2_050, 3_200))));
        assertThat(steps).containsExactly(new InsertStep(10, 1_000, 2_000), new InsertStep(100, 2_050, 3_200));
    }

    @Test
    void aSplitWithoutAnyRecordHasNone() {
        assertThat(MergedRecord.of(null, List.of(Optional.empty(), Optional.empty()), List.of())).isEmpty();
    }

    @Test
    void twoInjectorsWhoseItemsInterleaveBalanceByIdentityOverTheLatestExport() {
        // Injector 0 got A and C answered and exported while injector 1 still inserted; 1 got B and D, exported last.
        Injector first = injector(0, new Reconciliation(2, 0, 3), List.of(A, C), List.of(A, B, C));
        Injector second = injector(1, new Reconciliation(2, 1, 4), List.of(B, D), List.of(A, B, C, D));

        Reconciliation split = MergedRecord.books(List.of(first.record(), second.record()),
                List.of(first.files(), second.files()));

        assertThat(split.items()).isEqualTo(new ItemBooks(4, 4, 0, 0, 0L, 4, List.of(), List.of(), List.of()));
        assertThat(split.ok()).isTrue();
    }

    @Test
    void aLostWriteAndAnUnacknowledgedDocumentFailTheSplitByIdentityThoughItsCountBalances() {
        // D was acknowledged to injector 1 but lost; X was stored though nobody got it acknowledged.
        Injector first = injector(0, new Reconciliation(2, 0, 3), List.of(A, C), List.of(A, B, C));
        Injector second = injector(1, new Reconciliation(2, 1, 4), List.of(B, D), List.of(A, B, C, X));

        Reconciliation split = MergedRecord.books(List.of(first.record(), second.record()),
                List.of(first.files(), second.files()));

        assertThat(split.countBalanced()).isTrue();
        assertThat(split.ok()).isFalse();
        assertThat(split.items().missingItems()).containsExactly(D);
        assertThat(split.items().extraItems()).containsExactly(X);
    }

    @Test
    void anInjectorWhoseAcknowledgedItemsAreNotFoundLeavesTheSplitWithoutBooksByIdentity() {
        Injector first = injector(0, new Reconciliation(2, 0, 4), List.of(A, C), List.of(A, B, C, D));
        Injector second = injector(1, new Reconciliation(2, 0, 4), List.of(B, D), List.of(A, B, C, D));

        Reconciliation split = MergedRecord.books(List.of(first.record(), second.record()),
                List.of(first.files(), new ItemFiles(null, second.files().export())));

        assertThat(split.items()).isNull();
        assertThat(split.itemsNotKept()).isEqualTo("injector 1's acknowledged items were not found beside its record");
        assertThat(split.ok()).isFalse();
    }

    @Test
    void anExportListingFewerDocumentsThanTheLatestCountFollowedNotEveryInsert() {
        // Injector 1's export failed, so injector 0's (taken before 1's last inserts) is the largest.
        Injector first = injector(0, new Reconciliation(2, 0, 3), List.of(A, C), List.of(A, B, C));
        RunRecord second = record(1, new Reconciliation(2, 1, 4).withItemsNotKept("GET /items/export answered 503"));

        Reconciliation split = MergedRecord.books(List.of(first.record(), second),
                List.of(first.files(), new ItemFiles(ItemFixture.items(dir.resolve("acked-1"), B, D), null)));

        assertThat(split.itemsNotKept()).startsWith("the largest export lists 3 documents, fewer than the latest count (4)");
    }

    @Test
    void partsRecordedBeforeTheBooksByIdentityBalanceByCountAlone() {
        Reconciliation split = MergedRecord.books(List.of(record(0, new Reconciliation(60, 100, 200)),
                record(1, new Reconciliation(40, 130, 200))), Arrays.asList(null, null));

        assertThat(split).isEqualTo(new Reconciliation(100, 100, 200));
        assertThat(split.ok()).isTrue();
    }

    @Test
    void theServersUsageOverTheSplitIsThatOfAPartThatReadItsProcessesWithItsScrapeBeside() throws Exception {
        RunRecords first = RunRecords.under(dir.resolve("injector-0"));
        RunRecords second = RunRecords.under(dir.resolve("injector-1"));
        RecordKey firstKey = new RecordKey("InsertSimulation", 1_000);
        RecordKey secondKey = new RecordKey("InsertSimulation", 1_001);
        Files.createDirectories(second.usageFile(secondKey).getParent());
        second.write(injector(1, null).with(draft -> {
            draft.usageCsv = RunRecords.usageFileName(secondKey);
            draft.serverUsageSource = RunRecord.USAGE_FROM_PROC;
            draft.scrapeCsv = RunRecords.scrapeFileName(secondKey);
        }));
        Files.writeString(second.usageFile(secondKey), "# pid=42 cores=2\nfrom proc\n");
        Files.writeString(second.scrapeFile(secondKey), "# pid=0 cores=2\nby scrape\n");
        // The first part only scraped the server: the second, which read its processes, is preferred.
        first.write(injector(0, null).with(draft -> {
            draft.usageCsv = RunRecords.usageFileName(firstKey);
            draft.serverUsageSource = "http://server:8080/prometheus";
        }));
        Files.createDirectories(first.usageFile(firstKey).getParent());
        Files.writeString(first.usageFile(firstKey), "# pid=0 cores=2\nscraped only\n");
        RunRecords merged = RunRecords.under(dir.resolve("reports"));
        RecordKey mergedKey = new RecordKey("InsertSimulation", 999);
        RunRecord split = RunRecord.of("InsertSimulation", 999, "smoke", Map.of());

        RunRecord withUsage = MergedRecord.withServerUsage(split, mergedKey,
                List.of(first.list().get(0), second.list().get(0)), merged);

        assertThat(withUsage.serverUsageSource()).isEqualTo(RunRecord.USAGE_FROM_PROC);
        assertThat(merged.usageFile(mergedKey)).hasContent("# pid=42 cores=2\nfrom proc");
        assertThat(merged.scrapeFile(mergedKey)).hasContent("# pid=0 cores=2\nby scrape");
        assertThat(withUsage.usageCsv()).isEqualTo(merged.usageFile(mergedKey).getFileName().toString());
        assertThat(withUsage.scrapeCsv()).isEqualTo(merged.scrapeFile(mergedKey).getFileName().toString());
    }

    @Test
    void aSplitWhosePartsDidNotMeasureTheServerHasNoServerUsage() {
        RunRecords first = RunRecords.under(dir.resolve("injector-0"));
        first.write(injector(0, null));
        RunRecord split = RunRecord.of("InsertSimulation", 999, "smoke", Map.of());

        RunRecord withUsage = MergedRecord.withServerUsage(split, new RecordKey("InsertSimulation", 999),
                first.list(), RunRecords.under(dir.resolve("reports")));

        assertThat(withUsage.usageCsv()).isNull();
        assertThat(withUsage.serverUsageSource()).isNull();
    }

    /** An injector's record with its own books by identity, and its two files. */
    private Injector injector(int index, Reconciliation count, List<String> acked, List<String> exported) {
        Path ackedFile = ItemFixture.items(dir.resolve("acked-" + index), acked.toArray(String[]::new));
        Path exportFile = ItemFixture.items(dir.resolve("export-" + index), exported.toArray(String[]::new));
        ItemBooks own = ItemCheck.of(List.of(ackedFile), exportFile, null);
        return new Injector(record(index, count.withItems(own)), new ItemFiles(ackedFile, exportFile));
    }

    private static RunRecord record(int index, Reconciliation books) {
        return injector(index, books);
    }

    private record Injector(RunRecord record, ItemFiles files) {
    }
}
