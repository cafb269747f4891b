package loadlab.lab.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SamplesTest {

    @Test
    void theMedianIsTheMiddleRoundOrTheMeanOfTheTwoMiddleOnes() {
        Samples samples = new Samples();
        samples.add("hello wrk", "server", 1, 30);
        samples.add("hello wrk", "server", 2, 10);
        samples.add("hello wrk", "server", 3, 20);
        samples.add("hello wrk", "nginx", 1, 5);
        samples.add("hello wrk", "nginx", 2, 8);
        assertThat(samples.medianText("hello wrk", "server")).isEqualTo("20");
        assertThat(samples.medianText("hello wrk", "nginx")).isEqualTo("6.5");
        assertThat(samples.medianText("hello wrk", "node")).isEqualTo("nan");
    }

    @Test
    void ratiosAreTakenRoundByRoundOverTheRoundsBothTargetsHave() {
        Samples samples = new Samples();
        samples.add("cpu", "server", 1, 12);
        samples.add("cpu", "server", 2, 30);
        samples.add("cpu", "server", 3, 99);
        samples.add("cpu", "nginx", 1, 10);
        samples.add("cpu", "nginx", 2, 20);
        assertThat(samples.roundRatios("cpu", "server", "nginx")).containsExactly(1.2, 1.5);
        assertThat(samples.roundRatio("cpu", "server", "nginx")).isEqualTo("1.35 (1.20–1.50)");
        assertThat(samples.roundRatio("cpu", "server", "node")).isEqualTo("nan");
    }

    @Test
    void aGoalIsMetOrMissedOnlyWhenEveryRoundSaysSo() {
        Samples samples = new Samples();
        for (int round = 1; round <= 3; round++) {
            samples.add("cpu", "nginx", round, 10);
        }
        samples.add("cpu", "server", 1, 11);
        samples.add("cpu", "server", 2, 13);
        samples.add("cpu", "server", 3, 12);
        assertThat(samples.goal(1.3, "cpu", "server", "nginx")).isEqualTo("met");
        assertThat(samples.goal(1.05, "cpu", "server", "nginx")).isEqualTo("missed");
        assertThat(samples.goal(1.2, "cpu", "server", "nginx")).isEqualTo("met in 2 of 3 rounds");
        assertThat(samples.goal(1.2, "cpu", "server", "node")).isEqualTo("not measured");
    }

    @Test
    void aSpanCoversEveryTargetAndRound() {
        Samples samples = new Samples();
        samples.add("hello wrk load average", "server", 1, 2.5);
        samples.add("hello wrk load average", "nginx", 1, 1.75);
        samples.add("hello wrk load average", "nginx", 2, 3);
        assertThat(samples.span("hello wrk load average")).isEqualTo("1.75–3");
        assertThat(samples.span("hello ab load average")).isEqualTo("nan");
        assertThat(samples.sum("hello wrk load average")).isEqualTo(7.25);
    }
}
