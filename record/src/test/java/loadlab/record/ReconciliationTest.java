package loadlab.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReconciliationTest {
    private static final String ITEM = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";

    private static ItemBooks exact(long items) {
        return new ItemBooks(items, items, 0, 0, 0L, items, List.of(), List.of(), List.of());
    }

    @Test
    void balancesWhenCountGrewByTheCreatedInserts() {
        Reconciliation books = new Reconciliation(250, 1_000, 1_250);
        assertThat(books.storedDelta()).isEqualTo(250);
        assertThat(books.ok()).isTrue();
        assertThat(books.missing()).isZero();
        books.requireBalanced();
        assertThat(books).hasToString("items/count 1000 -> 1250 (delta 250), 250 inserts answered 201: exact");
    }

    @Test
    void flagsAcknowledgedInsertsThatAreMissing() {
        Reconciliation books = new Reconciliation(100, 0, 97);
        assertThat(books.ok()).isFalse();
        assertThat(books.missing()).isEqualTo(3);
        assertThatThrownBy(books::requireBalanced)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("3 acknowledged insert(s) missing");
    }

    @Test
    void flagsWritesNobodySawAcknowledged() {
        Reconciliation books = new Reconciliation(100, 10, 115);
        assertThat(books.missing()).isEqualTo(-5);
        assertThatThrownBy(books::requireBalanced)
                .hasMessageContaining("5 document(s) more than inserts answered 201");
    }

    @Test
    void flagsACollectionThatShrank() {
        Reconciliation books = new Reconciliation(0, 50, 0);
        assertThat(books.storedDelta()).isEqualTo(-50);
        assertThat(books.ok()).isFalse();
    }

    @Test
    void zeroInsertsAndNoGrowthBalance() {
        assertThat(new Reconciliation(0, 7, 7).ok()).isTrue();
    }

    @Test
    void rejectsNegativeCounts() {
        assertThatThrownBy(() -> new Reconciliation(0, -1, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void balancesOnlyWhenTheCountAndTheBooksByIdentityBothDo() {
        assertThat(new Reconciliation(3, 0, 3).withItems(exact(3)).ok()).isTrue();
        assertThat(new Reconciliation(3, 0, 4).withItems(exact(3)).ok()).isFalse();
        assertThat(new Reconciliation(3, 0, 3).withItems(new ItemBooks(3, 2, 1, 0, 1L, 3, List.of(ITEM), List.of(),
                List.of())).ok()).isFalse();
    }

    @Test
    void booksByIdentityThatWereNotKeptDoNotBalance() {
        Reconciliation books = new Reconciliation(3, 0, 3).withItemsNotKept("GET /items/export answered 404");

        assertThat(books.countBalanced()).isTrue();
        assertThat(books.ok()).isFalse();
        assertThatThrownBy(books::requireBalanced)
                .hasMessageEndingWith("by identity: not kept (GET /items/export answered 404)");
    }

    @Test
    void aRecordFromBeforeTheBooksByIdentityIsJudgedByItsCount() {
        assertThat(new Reconciliation(3, 0, 3).ok()).isTrue();
    }

    @Test
    void a201ThatNamedNoItemLeavesTheBooksByIdentityUnbalanced() {
        Reconciliation books = new Reconciliation(4, 0, 4).withItems(exact(3));

        assertThat(books.itemsBalanced()).isFalse();
        assertThat(books.toString()).endsWith(", 1 201(s) named no item");
    }

    @Test
    void oneInjectorOfSeveralIsHeldToItsOwnItemsNotToTheCount() {
        Reconciliation own = new Reconciliation(3, 10, 20).withItems(exact(3));
        own.requireItemsBalanced();

        Reconciliation lost = new Reconciliation(3, 10, 20).withItems(new ItemBooks(3, 2, 1, 0, null, 19, List.of(ITEM),
                List.of(), List.of()));
        assertThatThrownBy(lost::requireItemsBalanced).hasMessageContaining("1 missing (" + ITEM + ")");
    }

    @Test
    void refusesBooksByIdentityAndAReasonForHavingNone() {
        assertThatThrownBy(() -> new Reconciliation(1, 0, 1, exact(1), "why"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
