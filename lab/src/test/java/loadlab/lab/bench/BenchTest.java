package loadlab.lab.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchTest {

    @Test
    void theOrderRotatesEachRoundAndIsReversedEveryOtherRound() {
        List<String> targets = List.of("nginx", "server", "node", "baseline");
        assertThat(Bench.order(targets, 1)).containsExactly("nginx", "server", "node", "baseline");
        assertThat(Bench.order(targets, 2)).containsExactly("nginx", "baseline", "node", "server");
        assertThat(Bench.order(targets, 3)).containsExactly("node", "baseline", "nginx", "server");
        assertThat(Bench.order(targets, 4)).containsExactly("node", "server", "nginx", "baseline");
    }
}
