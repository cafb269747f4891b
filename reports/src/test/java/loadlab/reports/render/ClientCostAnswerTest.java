package loadlab.reports.render;

import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.record.crosscheck.CrossCheckTool;
import loadlab.record.crosscheck.ToolResult;
import loadlab.reports.summary.CatalogEntry;
import loadlab.reports.summary.CrossCheckSection;
import loadlab.reports.summary.HelloSection;
import loadlab.reports.summary.RunFixtures;
import org.junit.jupiter.api.Test;

/** The hello answer puts what each client itself cost per request side by side, where both were measured. */
class ClientCostAnswerTest {
    private static final CrossCheck AB = CrossCheck.measured("closed-close", CrossCheckTool.AB, "ab", T0 + 11_000,
            T0 + 14_000, new ToolResult(6000, 6000, 0, 0, Map.of(), 3.0, 2000.0), 1.2);
    private static final CrossCheck WRK = CrossCheck.measured("closed-keepalive", CrossCheckTool.WRK, "wrk", T0 + 14_000,
            T0 + 19_000, new ToolResult(50_000, 50_000, 0, 0, Map.of(), 5.0, 10_000.0), null);

    private static List<String> answers(CatalogEntry entry) {
        HelloSection hello = HelloSection.of(List.of(entry));
        return ExperimentAnswers.hello(hello, CrossCheckSection.of(hello, List.of(entry)));
    }

    @Test
    void gatlingsCpuPerRequestStandsBesideTheToolsWithTheirRatio() {
        List<String> answers = answers(RunFixtures.sampledTwoVariantHello(List.of(AB, WRK), true));

        // Gatling 0.75 CPU-s per second over closed-close's 4 s and 2000 requests: 1500 µs; ab 1.2 s / 6000: 200 µs.
        // wrk's own CPU was not measured: no figure for keep-alive rather than a ratio against nothing.
        assertThat(answers).hasSize(3);
        assertThat(answers.get(2)).isEqualTo("The client's own CPU per request, Gatling's beside the independent client's"
                + " in the same run: closed-close Gatling 1500 \u00b5s, ab 200 \u00b5s (7.50x, goal 2.5x: missed).");
    }

    @Test
    void noClientFigureNoSentence() {
        assertThat(answers(RunFixtures.sampledTwoVariantHello(List.of(AB, WRK), false))).hasSize(2);
    }
}
