package loadlab.lab.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import loadlab.gatling.insert.InsertLedger;
import loadlab.gatling.insert.StepTally;
import org.junit.jupiter.api.Test;

/** -Drepeats on the simulations' own plans: unique scenario names, request and group names as without repeats. */
class RepeatedPlansTest {
    private static final HelloPlan HELLO = LabSettings.of(key -> switch (key) {
        case "profile" -> "smoke";
        case "helloVariants" -> "closed-close,closed-keepalive";
        default -> null;
    }).hello();

    @Test
    void helloRepeatsEachVariantUnderUniqueScenarioNamesAndItsOwnRequestName() {
        List<Repeat<HelloStep>> plan = HELLO.repeated(3);

        assertThat(plan).extracting(Repeat::scenarioName).doesNotHaveDuplicates().containsExactly(
                "Hello closed-close", "Hello closed-close #2", "Hello closed-close #3",
                "Hello closed-keepalive", "Hello closed-keepalive #2", "Hello closed-keepalive #3");
        assertThat(plan).extracting(run -> run.row().requestName()).containsExactly(
                "Hello", "Hello", "Hello", "Hello Keep-Alive", "Hello Keep-Alive", "Hello Keep-Alive");
    }

    @Test
    void helloRunsAnOpenVariantOncePerRateEachUnderItsOwnRequest() {
        HelloPlan hello = LabSettings.of(key -> switch (key) {
            case "profile" -> "smoke";
            case "helloVariants" -> "closed-close,open-keepalive";
            case "rate" -> "300,100";
            default -> null;
        }).hello();

        List<Repeat<HelloStep>> plan = hello.repeated(2);

        assertThat(plan).extracting(Repeat::scenarioName).containsExactly("Hello closed-close", "Hello closed-close #2",
                "Hello open-keepalive-r300", "Hello open-keepalive-r300 #2",
                "Hello open-keepalive-r100", "Hello open-keepalive-r100 #2");
        assertThat(plan).extracting(run -> run.row().requestName()).containsExactly("Hello", "Hello",
                "Hello Open Keep-Alive 300/s", "Hello Open Keep-Alive 300/s",
                "Hello Open Keep-Alive 100/s", "Hello Open Keep-Alive 100/s");
        assertThat(plan).extracting(run -> run.row().injectorRate()).containsExactly(0.0, 0.0, 300.0, 300.0, 100.0, 100.0);
    }

    @Test
    void helloWithOneRepeatIsThePlanWithoutRepeats() {
        assertThat(HELLO.repeated(1)).extracting(Repeat::scenarioName)
                .containsExactly("Hello closed-close", "Hello closed-keepalive");
    }

    @Test
    void transportsRepeatsEachPageUnderUniqueScenarioNamesAndItsOwnGroupName() {
        TransportsPlan transports = LabSettings.of(key -> key.equals("profile") ? "smoke" : null).transports();
        List<Repeat<Page>> one = transports.pages(1);
        List<Repeat<Page>> three = transports.pages(3);

        assertThat(one).extracting(Repeat::scenarioName).containsExactly("AJAX x10", "WS x10", "Fresh WS x10");
        assertThat(three).extracting(Repeat::scenarioName).doesNotHaveDuplicates().hasSize(9)
                .startsWith("AJAX x10", "AJAX x10 #2", "AJAX x10 #3", "WS x10");
        assertThat(three).extracting(run -> run.row().name()).containsExactly(
                "AJAX x10", "AJAX x10", "AJAX x10", "WS x10", "WS x10", "WS x10",
                "Fresh WS x10", "Fresh WS x10", "Fresh WS x10");
    }

    @Test
    void insertRepeatsEachStepInARowAndKeepsOneBookForAllOfThem() {
        InsertLedger ledger = new InsertLedger(List.of(10, 100), 2);

        assertThat(ledger.steps()).extracting(StepTally::concurrency).containsExactly(10, 10, 100, 100);
        assertThat(ledger.steps()).extracting(StepTally::repeat).containsExactly(1, 2, 1, 2);
        ledger.steps().forEach(tally -> {
            tally.started(1);
            tally.finished(2, true);
        });
        ledger.open(0);
        assertThat(ledger.close(4).ok()).isTrue();
        assertThat(ledger.steps()).extracting(tally -> tally.asRun().orElseThrow().repeat()).containsExactly(1, 2, 1, 2);
    }
}
