package loadlab.lab.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BenchReportTest {
    private static final BenchOptions OPTIONS = BenchOptions.parse(new String[] {"-r", "2", "--no-gatling"}, Map.of());

    private static Samples twoRounds() {
        Samples samples = new Samples();
        for (int round = 1; round <= 2; round++) {
            samples.add("hello wrk", "server", round, 40_000 + round * 1000);
            samples.add("hello wrk", "nginx", round, 40_000);
            samples.add("hello wrk", "node", round, 10_000);
            samples.add("hello wrk cpu us per req", "server", round, 22);
            samples.add("hello wrk cpu us per req", "nginx", round, round == 1 ? 20 : 17);
            samples.add("hello wrk user cpu us per req", "server", round, 12);
            samples.add("hello wrk system cpu us per req", "server", round, 10);
            samples.add("hello wrk user cpu us per req", "nginx", round, 6);
            samples.add("hello wrk system cpu us per req", "nginx", round, 12);
            samples.add("ajax 4KiB wrk", "server", round, 21_000);
            samples.add("items POST wrk", "server", round, 14_000);
            samples.add("items POST wrk errors", "server", round, round - 1);
        }
        return samples;
    }

    @Test
    void theHelloRowsGiveMediansAndTheRoundsRatiosWithTheirRange() {
        String markdown = new BenchReport("20261207T180000Z", List.of("Machine: test."), OPTIONS,
                List.of("nginx", "server", "node"), twoRounds()).markdown();
        assertThat(markdown).startsWith("# Benchmark 20261207T180000Z\n\nMachine: test.\n");
        assertThat(markdown).contains("| wrk keep-alive | 41500 | 40000 | 10000 | 1.04 (1.03–1.05) | 4.15 (4.10–4.20) |");
        assertThat(markdown).contains("| /ajax?size=4096, wrk | 21000 | 0.51 × /hello | ≥ 0.5 |");
        assertThat(markdown).contains("× /hello; non-201 + socket errors: 1 |");
    }

    @Test
    void aGoalThatOneRoundMetAndTheOtherMissedSaysSo() {
        String markdown = new BenchReport("s", List.of(), OPTIONS, List.of("nginx", "server", "node"), twoRounds()).markdown();
        // 22 / 20 = 1.10 met 1.2; 22 / 17 = 1.29 did not.
        assertThat(markdown).contains("| /hello, wrk keep-alive | 22 | 18.5 | nan | 1.20 (1.10–1.29) | nan |"
                + " ≤ 1.2: met in 1 of 2 rounds, ≤ 0.45: not measured |");
        assertThat(markdown).contains("| /hello, wrk keep-alive | 12 / 10 | 6 / 12 | nan / nan | +6.0, -2.0 |");
    }

    @Test
    void everyFigureIsListedRawAtTheEnd() {
        String markdown = new BenchReport("s", List.of(), OPTIONS, List.of("nginx", "server"), twoRounds()).markdown();
        assertThat(markdown).contains("Raw values (metric, target, round, value):\n\n```\nhello wrk\tserver\t1\t41000\n");
        assertThat(markdown).doesNotContain("baseline (req/s)").doesNotContain("Load generators on /hello");
    }
}
