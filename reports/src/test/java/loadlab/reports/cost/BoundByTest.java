package loadlab.reports.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;
import loadlab.reports.cost.BoundBy.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each verdict reached from usage series as the samplers write them (2 cores, one sample a second),
 * then the boundaries of every rule on the shares themselves.
 */
class BoundByTest {
    private static final long T0 = 1_800_000_000_000L;
    private static final int CORES = 2;
    private static final TimeWindow WINDOW = new TimeWindow(T0, T0 + 10_000);

    /**
     * A process that burns {@code cpu} CPU-seconds per second, its busiest thread {@code thread}, on
     * a machine busy {@code machine} CPU-seconds per second, sampled every second for 10 s.
     */
    private static ProcessUsage series(double cpu, double thread, double machine) {
        List<UsageSample> samples = new ArrayList<>();
        for (int second = 0; second <= 10; second++) {
            samples.add(new UsageSample(T0 + second * 1000L, 5 + cpu * second, 100L << 20, thread * second,
                    4000 + machine * second, UsageSample.UNKNOWN, UsageSample.UNKNOWN));
        }
        return new ProcessUsage(1, CORES, samples);
    }

    private static Bound decide(ProcessUsage server, ProcessUsage injector) {
        return BoundBy.decide(CpuShares.during(server, injector, WINDOW));
    }

    @Test
    void serverAtNinetyFivePercentOfBothCoresIsServerBound() {
        Bound bound = decide(series(1.9, 0.96, 1.97), series(0.05, 0.03, 1.97));
        assertThat(bound.verdict()).isEqualTo(Verdict.SERVER);
        assertThat(bound.shares().serverPercent()).isCloseTo(95.0, within(1e-9));
        assertThat(bound.why()).contains("the server used 95 % of all cores");
        assertThat(bound.loadGeneratorLimit()).isFalse();
    }

    @Test
    void serverWithOneSaturatedEventLoopAtOneCoreOfTwoIsServerBound() {
        Bound bound = decide(series(1.0, 0.97, 1.3), series(0.25, 0.2, 1.3));
        assertThat(bound.verdict()).isEqualTo(Verdict.SERVER);
        assertThat(bound.why()).contains("busiest thread ran 97 % of a core");
    }

    @Test
    void serverAtOneCoreOfTwoSpreadOverItsLoopsIsNotTheBound() {
        Bound bound = decide(series(1.0, 0.5, 1.3), series(0.25, 0.2, 1.3));
        assertThat(bound.verdict()).isEqualTo(Verdict.LATENCY);
    }

    @Test
    void injectorAtNinetyPercentOfAllCoresIsInjectorBound() {
        Bound bound = decide(series(0.15, 0.1, 1.98), series(1.8, 0.6, 1.98));
        assertThat(bound.verdict()).isEqualTo(Verdict.INJECTOR);
        assertThat(bound.loadGeneratorLimit()).isTrue();
        assertThat(bound.why()).contains("the injector used 90 % of all cores");
    }

    @Test
    void machineAtNinetyEightPercentSharedBetweenServerAndInjectorIsMachineBoundAndNotTheLoadGenerator() {
        Bound bound = decide(series(0.8, 0.45, 1.96), series(1.0, 0.5, 1.96));
        assertThat(bound.verdict()).isEqualTo(Verdict.MACHINE);
        assertThat(bound.loadGeneratorLimit()).isFalse();
        assertThat(bound.shares().machinePercent()).isCloseTo(98.0, within(1e-9));
        assertThat(bound.shares().othersPercent()).isCloseTo(8.0, within(1e-9));
        assertThat(bound.why()).contains("server 40 %, injector 50 %, others 8 %, machine 98 % of 2 cores");
    }

    @Test
    void busyMachineWhereTheServerTookMoreCpuAndTheInjectorLessIsNotTheLoadGenerator() {
        // Before: server 40 %, injector 45 %, machine 88 %. After: the server took more, the injector less.
        Bound before = decide(series(0.8, 0.5, 1.76), series(0.9, 0.6, 1.76));
        Bound after = decide(series(1.1, 0.6, 1.92), series(0.76, 0.5, 1.92));
        assertThat(before.verdict()).isEqualTo(Verdict.LATENCY);
        assertThat(after.verdict()).isEqualTo(Verdict.MACHINE);
        assertThat(after.loadGeneratorLimit()).isFalse();
        assertThat(after.why()).startsWith("the machine's cores were 96 % busy with neither the server nor the injector"
                + " saturated").contains("server 55 %, injector 38 %, others 3 %, machine 96 % of 2 cores");
    }

    @Test
    void saturatedServerEventLoopIsNotTheLoadGeneratorWhenTheInjectorsThreadIsSaturatedToo() {
        Bound bound = decide(series(0.6, 0.95, 1.2), series(0.5, 0.96, 1.2));
        assertThat(bound.verdict()).isEqualTo(Verdict.SERVER_AND_INJECTOR);
        assertThat(bound.loadGeneratorLimit()).isFalse();
        assertThat(bound.why()).startsWith("both saturated").contains("the server's busiest thread ran 95 % of a core")
                .contains("the injector's busiest thread ran 96 % of a core");
    }

    @Test
    void nothingBusyIsLatencyBound() {
        Bound bound = decide(series(0.06, 0.04, 0.3), series(0.08, 0.05, 0.3));
        assertThat(bound.verdict()).isEqualTo(Verdict.LATENCY);
        assertThat(bound.why()).startsWith("nothing saturated");
    }

    @Test
    void outsideServerIsNotMeasuredAndTheRestComesFromTheInjectorsFile() {
        Bound quiet = decide(null, series(0.1, 0.05, 0.4));
        assertThat(quiet.verdict()).isEqualTo(Verdict.LATENCY);
        assertThat(quiet.why()).contains("server not measured");
        assertThat(quiet.shares().machinePercent()).isCloseTo(20.0, within(1e-9));

        assertThat(decide(null, series(1.0, 0.5, 1.95)).verdict()).isEqualTo(Verdict.MACHINE);
        assertThat(decide(null, series(1.6, 0.5, 1.95)).verdict()).isEqualTo(Verdict.MACHINE);
    }

    @Test
    void aSaturatedInjectorAgainstAnUnmeasuredServerExcusesNothing() {
        Bound bound = decide(null, series(1.8, 0.5, 1.95));

        assertThat(bound.verdict()).isEqualTo(Verdict.NOT_MEASURED);
        assertThat(bound.loadGeneratorLimit()).isFalse();
        assertThat(bound.why()).startsWith("the injector used 90 % of all cores, but the server was not measured");
    }

    @Test
    void withoutTheInjectorOnlyASaturatedServerCanBeTold() {
        assertThat(decide(series(1.9, 0.96, 1.97), null).verdict()).isEqualTo(Verdict.SERVER);
        Bound unknown = decide(series(0.8, 0.4, 1.97), null);
        assertThat(unknown.verdict()).isEqualTo(Verdict.NOT_MEASURED);
        assertThat(unknown.why()).startsWith("the injector was not sampled in this window: server 40 %");
        assertThat(unknown.loadGeneratorLimit()).isFalse();
    }

    @Test
    void windowWithFewerThanTwoSamplesIsNotMeasured() {
        Bound bound = BoundBy.decide(CpuShares.during(series(1.9, 0.9, 1.9), series(0.1, 0.1, 1.9),
                new TimeWindow(T0 + 1200, T0 + 1900)));
        assertThat(bound.verdict()).isEqualTo(Verdict.NOT_MEASURED);
        assertThat(bound.why()).startsWith("no usage samples cover this window");
    }

    // The boundaries, on the shares themselves: server %, its thread, injector %, its thread, machine %.

    /** Each rule's boundary: the row just at it, and (where the rule has one) the row just below. */
    @ParameterizedTest(name = "{0}: server {1} % (thread {2}), injector {3} % (thread {4}), machine {5} % -> {6}")
    @CsvSource({
        "a process is saturated from 90 % of all cores,     90,   50,   5,    5,    95,   SERVER",
        "a process is saturated from 90 % of all cores,     89.9, 50,   5,    5,    89.9, LATENCY",
        "a process is saturated from 90 % of all cores,     5,    5,    90,   50,   95,   INJECTOR",
        "a process is saturated from 90 % of all cores,     5,    5,    89.9, 50,   89.9, LATENCY",
        "a thread is saturated from 90 % of one core,       50,   90,   10,   10,   60,   SERVER",
        "a thread is saturated from 90 % of one core,       50,   89.9, 10,   10,   60,   LATENCY",
        "a thread is saturated from 90 % of one core,       10,   10,   50,   90,   60,   INJECTOR",
        "a thread is saturated from 90 % of one core,       10,   10,   50,   89.9, 60,   LATENCY",
        "the machine is busy from 90 % of all cores,        40,   40,   45,   45,   90,   MACHINE",
        "the machine is busy from 90 % of all cores,        40,   40,   45,   45,   89.9, LATENCY",
        "on busy cores a server that used 3/4 is the bound, 75,   50,   20,   20,   100,  SERVER",
        "on busy cores a server that used 3/4 is the bound, 74.9, 50,   20,   20,   100,  MACHINE",
        "the injector is the bound only when saturated,     20,   20,   75,   50,   100,  MACHINE",
        "the injector is the bound only when saturated,     5,    20,   89.9, 89.9, 100,  MACHINE",
        "the injector saturated on busy cores: injector,    5,    20,   50,   90,   98,   INJECTOR",
        "both saturated with cores to spare: both,          25,   95,   25,   95,   55,   SERVER_AND_INJECTOR",
        "both saturated on busy cores: both,                50,   95,   48,   95,   98,   SERVER_AND_INJECTOR",
        "both saturated by their processes: both,           90,   50,   90,   50,   100,  SERVER_AND_INJECTOR",
    })
    void eachRuleHoldsFromItsBoundary(String rule, double server, double serverThread, double injector,
            double injectorThread, double machine, Verdict expected) {
        Verdict verdict = BoundBy.decide(new CpuShares(CORES, server, serverThread, injector, injectorThread, machine))
                .verdict();
        assertThat(verdict).as(rule).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // rule,                                                server, its thread, lag p99 ms, verdict
        "an injector behind its plan bounds an idle row,        20,     20,         35,         INJECTOR",
        "a lag at the limit is within it,                       20,     20,         10,         LATENCY",
        "behind beside a saturated server: both,                95,     95,         35,         SERVER_AND_INJECTOR",
    })
    void anInjectorThatFellBehindItsPlanBoundsTheRowWhateverItsCpu(String rule, double server, double serverThread,
            double lagP99Ms, Verdict expected) {
        Bound bound = BoundBy.decide(new CpuShares(CORES, server, serverThread, 30.0, 30.0, 55.0),
                new InjectorLag("Hello open-close", lagP99Ms, 10));

        assertThat(bound.verdict()).as(rule).isEqualTo(expected);
        if (expected != Verdict.LATENCY) {
            assertThat(bound.why()).contains("the injector fell behind its plan: users of Hello open-close started "
                    + String.format(java.util.Locale.ROOT, "%.1f", lagP99Ms) + " ms late at the 99th percentile, past the"
                    + " run's 10 ms");
        }
    }

    @Test
    void aLaggingInjectorAgainstAnUnmeasuredServerExcusesNothing() {
        Bound bound = BoundBy.decide(new CpuShares(CORES, null, null, 30.0, 30.0, 55.0),
                new InjectorLag("Concurrency 100", 50, 10));

        assertThat(bound.verdict()).isEqualTo(Verdict.NOT_MEASURED);
        assertThat(bound.loadGeneratorLimit()).isFalse();
        assertThat(bound.why()).contains("the server was not measured");
    }

    @Test
    void verdictsReadInLowerCaseAndOnlyTheInjectorIsTheLoadGenerator() {
        assertThat(Verdict.NOT_MEASURED.label()).isEqualTo("not measured");
        assertThat(Verdict.SERVER_AND_INJECTOR.label()).isEqualTo("server and injector");
        assertThat(List.of(Verdict.values())).filteredOn(Verdict::loadGeneratorLimit).containsExactly(Verdict.INJECTOR);
        assertThat(List.of(Verdict.values())).filteredOn(Verdict::injectorSaturated)
                .containsExactly(Verdict.SERVER_AND_INJECTOR, Verdict.INJECTOR);
    }
}
