package loadlab.reports.sidecar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ReconciliationTest {

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
}
