package loadlab.gatling.hello;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Test;

class RequestBudgetTest {

    @Test
    void handsOutExactlyTheTotal() {
        RequestBudget budget = new RequestBudget(3);
        assertThat(budget.take()).isTrue();
        assertThat(budget.take()).isTrue();
        assertThat(budget.take()).isTrue();
        assertThat(budget.take()).isFalse();
        assertThat(budget.take()).isFalse();
        assertThat(budget.remaining()).isZero();
    }

    @Test
    void concurrentTakersNeverOverspend() throws Exception {
        RequestBudget budget = new RequestBudget(100_000);
        LongAdder taken = new LongAdder();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                workers.add(pool.submit(() -> {
                    while (budget.take()) {
                        taken.increment();
                    }
                }));
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(taken.sum()).isEqualTo(100_000);
    }
}
