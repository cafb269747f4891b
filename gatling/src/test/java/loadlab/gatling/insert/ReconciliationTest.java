package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ReconciliationTest {

    @Test
    void balancesWhenCountGrewByTheCreatedInserts() {
        Reconciliation books = new Reconciliation(1_000, 1_250, 250);
        assertThat(books.delta()).isEqualTo(250);
        assertThat(books.exact()).isTrue();
        assertThat(books.missing()).isZero();
        books.requireExact();
        assertThat(books).hasToString("items/count 1000 -> 1250 (delta 250), 250 inserts answered 201: exact");
    }

    @Test
    void flagsAcknowledgedInsertsThatAreMissing() {
        Reconciliation books = new Reconciliation(0, 97, 100);
        assertThat(books.exact()).isFalse();
        assertThat(books.missing()).isEqualTo(3);
        assertThatThrownBy(books::requireExact)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("3 acknowledged insert(s) missing");
    }

    @Test
    void flagsWritesNobodySawAcknowledged() {
        Reconciliation books = new Reconciliation(10, 115, 100);
        assertThat(books.missing()).isEqualTo(-5);
        assertThatThrownBy(books::requireExact)
                .hasMessageContaining("5 document(s) more than inserts answered 201");
    }

    @Test
    void flagsACollectionThatShrank() {
        Reconciliation books = new Reconciliation(50, 0, 0);
        assertThat(books.delta()).isEqualTo(-50);
        assertThat(books.exact()).isFalse();
    }

    @Test
    void zeroInsertsAndNoGrowthBalance() {
        assertThat(new Reconciliation(7, 7, 0).exact()).isTrue();
    }

    @Test
    void rejectsNegativeCounts() {
        assertThatThrownBy(() -> new Reconciliation(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
