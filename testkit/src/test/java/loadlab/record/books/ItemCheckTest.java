package loadlab.record.books;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.stream.IntStream;
import loadlab.record.ItemBooks;
import loadlab.record.Reconciliation;
import loadlab.testkit.ItemFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** CONTRACT.md, "Database insert": every item a 201 named is listed exactly once in the export. */
class ItemCheckTest {
    private static final String A = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";
    private static final String B = "1d6f3c2a-8e4b-4f1a-b2c3-4d5e6f708192";
    private static final String C = "2e7a4d3b-9f5c-4a2b-83d4-5e6f70819203";
    private static final String D = "3f8b5e4c-a06d-4b3c-94e5-6f7081920314";
    private static final String X = "4a9c6f5d-b17e-4c4d-a5f6-708192031425";

    @TempDir
    Path dir;

    @Test
    void aLostWriteAndAnUnacknowledgedDocumentFailByIdentityThoughTheCountBalances() {
        // Three 201s, three documents more than before: the count balances, but C was lost and X stored instead.
        ItemBooks items = ItemCheck.of(List.of(file("acked", A, B, C)), export(A, X, B), 0L);
        Reconciliation books = new Reconciliation(3, 0, 3).withItems(items);

        assertThat(books.countBalanced()).isTrue();
        assertThat(books.ok()).isFalse();
        assertThat(items.missing()).isEqualTo(1);
        assertThat(items.missingItems()).containsExactly(C);
        assertThat(items.extras()).isEqualTo(1);
        assertThat(items.extraItems()).containsExactly(X);
        assertThat(books.toString()).contains("by identity: 3 acknowledged, 2 of them stored, 1 missing (" + C + ")");
    }

    @Test
    void everyAcknowledgedItemStoredOnceBalances() {
        ItemBooks items = ItemCheck.of(List.of(file("acked", A, B, C)), export(C, A, B), 0L);

        assertThat(items).isEqualTo(new ItemBooks(3, 3, 0, 0, 0L, 3, List.of(), List.of(), List.of()));
        assertThat(items.ok()).isTrue();
        assertThat(new Reconciliation(3, 0, 3).withItems(items).ok()).isTrue();
    }

    @Test
    void anItemStoredTwiceIsListedAsADuplicate() {
        ItemBooks items = ItemCheck.of(List.of(file("acked", A, B)), export(A, B, B), 0L);

        assertThat(items.ok()).isFalse();
        assertThat(items.duplicates()).isEqualTo(1);
        assertThat(items.duplicateItems()).containsExactly(B);
        assertThat(items.missing()).isZero();
        assertThat(items.extras()).isZero();
    }

    @Test
    void missingItemsAreListedAsAcknowledgedTheFirstTwentyOfThem() {
        List<String> acked = uuids(30, 1);

        ItemBooks items = ItemCheck.of(List.of(file("acked", acked.toArray(String[]::new))), export(), 0L);

        assertThat(items.missing()).isEqualTo(30);
        assertThat(items.stored()).isZero();
        assertThat(items.missingItems()).containsExactlyElementsOf(acked.subList(0, ItemBooks.LISTED));
    }

    @Test
    void twoInjectorsWhoseAcknowledgedItemsInterleaveBalanceOverTheLatestExport() {
        // Injector 0 got A, C, D answered, injector 1 B in between; the last export lists them in another order.
        Path first = file("acked-0", A, C, D);
        Path second = file("acked-1", B);

        ItemBooks items = ItemCheck.of(List.of(first, second), export(D, B, A, C), 0L);

        assertThat(items).isEqualTo(new ItemBooks(4, 4, 0, 0, 0L, 4, List.of(), List.of(), List.of()));
    }

    @Test
    void oneInjectorOfSeveralJudgesItsOwnItemsAndNoExtras() {
        ItemBooks items = ItemCheck.of(List.of(file("acked-0", A, C)), export(A, B, C, D), null);

        assertThat(items.ok()).isTrue();
        assertThat(items.extras()).isNull();
        assertThat(items.extraItems()).isEmpty();
    }

    @Test
    void documentsStoredBeforeTheRunAreNotExtras() {
        ItemBooks items = ItemCheck.of(List.of(file("acked", A)), export(B, C, A), 2L);

        assertThat(items.extras()).isZero();
        assertThat(items.extraItems()).isEmpty();
    }

    @Test
    void extrasAreNamedOnlyWhenTheStoreHeldNothingBefore() {
        // B was there before, X came during the run unacknowledged: which is which cannot be told.
        ItemBooks items = ItemCheck.of(List.of(file("acked", A)), export(B, A, X), 1L);

        assertThat(items.extras()).isEqualTo(1);
        assertThat(items.extraItems()).isEmpty();
    }

    @Test
    void anAcknowledgedItemThatIsNoUuidIsTalliedByItsText() {
        ItemBooks items = ItemCheck.of(List.of(file("acked", "item-1", "ITEM-2")), export("item-1"), 0L);

        assertThat(items.missingItems()).containsExactly("ITEM-2");
        assertThat(items.stored()).isEqualTo(1);
    }

    @Test
    void aHundredThousandItemsAreTalliedExactly() {
        List<String> acked = uuids(100_000, 2);
        List<String> stored = new ArrayList<>(acked.subList(1, acked.size()));
        stored.add(acked.get(5));
        Collections.shuffle(stored, new Random(3));

        ItemBooks items = ItemCheck.of(List.of(file("acked", acked.toArray(String[]::new))),
                export(stored.toArray(String[]::new)), 0L);

        assertThat(items.stored()).isEqualTo(99_999);
        assertThat(items.missingItems()).containsExactly(acked.get(0));
        assertThat(items.duplicateItems()).containsExactly(acked.get(5));
        assertThat(items.extras()).isZero();
    }

    @Test
    void anExportWithoutItsCountLineWasCutAndProvesNothing() {
        Path cut = write("export", String.join("", ItemLines.line("1", A), ItemLines.line("2", B)));

        assertThatThrownBy(() -> ItemCheck.of(List.of(file("acked", A)), cut, 0L))
                .isInstanceOf(UnreadableItemsException.class).hasMessageContaining("it was cut");
    }

    private Path file(String name, String... items) {
        return ItemFixture.items(dir.resolve(name + "-" + System.nanoTime() + ".ndjson.gz"), items);
    }

    private Path export(String... items) {
        return file("export", items);
    }

    private Path write(String name, String text) {
        return ItemFixture.gzipped(dir.resolve(name + "-" + System.nanoTime() + ".ndjson.gz"), text);
    }

    private static List<String> uuids(int count, long seed) {
        Random random = new Random(seed);
        return IntStream.range(0, count).mapToObj(i -> new UUID(random.nextLong(), random.nextLong()).toString()).toList();
    }
}
