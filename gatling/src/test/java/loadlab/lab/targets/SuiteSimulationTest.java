package loadlab.lab.targets;

import static loadlab.gatling.support.GivenSettings.settings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SuiteSimulationTest {

    @Test
    void eachExperimentNeedsItsEndpoint() {
        assertThat(SuiteSimulation.HELLO.needs(settings())).containsExactly(ContractPart.HELLO);
        assertThat(SuiteSimulation.INSERT.needs(settings())).containsExactly(ContractPart.ITEMS);
        assertThat(SuiteSimulation.CONNECTIONS.needs(settings())).containsExactly(ContractPart.WS);
    }

    @Test
    void plainTransportsNeedAjaxAndBothSockets() {
        assertThat(SuiteSimulation.TRANSPORTS.needs(settings()))
                .containsExactlyInAnyOrder(ContractPart.AJAX, ContractPart.WS, ContractPart.FRESH_WS);
        assertThat(SuiteSimulation.TRANSPORTS.needs(settings("transports", "ws"))).containsExactly(ContractPart.WS);
    }

    @Test
    void socketIoTransportsNeedSocketIoAndAjaxOnlyWhenAsked() {
        assertThat(SuiteSimulation.TRANSPORTS.needs(settings("framing", "socketio"))).containsExactly(ContractPart.SOCKETIO);
        assertThat(SuiteSimulation.TRANSPORTS.needs(settings("framing", "socketio", "transports", "ajax,ws")))
                .containsExactlyInAnyOrder(ContractPart.AJAX, ContractPart.SOCKETIO);
    }

    @Test
    void takesTheClassNameOrTheSimpleName() {
        assertThat(SuiteSimulation.parse("loadlab.gatling.InsertSimulation")).isEqualTo(SuiteSimulation.INSERT);
        assertThat(SuiteSimulation.parse("HelloSimulation")).isEqualTo(SuiteSimulation.HELLO);
        assertThatThrownBy(() -> SuiteSimulation.parse("Nope")).hasMessageContaining("loadlab.gatling.HelloSimulation");
    }

    @Test
    void aForkingRunnerRunsEverySimulationUnlessSomeAreNamedThenThoseInSuiteOrder() {
        assertThat(SuiteSimulation.chosen(" ")).containsExactly(SuiteSimulation.values());
        assertThat(SuiteSimulation.chosen("InsertSimulation, loadlab.gatling.HelloSimulation,InsertSimulation"))
                .containsExactly(SuiteSimulation.HELLO, SuiteSimulation.INSERT);
    }

    @Test
    void namesEverySimulationTheSuiteHas() throws ClassNotFoundException {
        for (SuiteSimulation simulation : SuiteSimulation.values()) {
            // Loaded, not initialised: a simulation's static fields would read the knobs and plan a run.
            assertThat(Class.forName(simulation.className(), false, getClass().getClassLoader()).getSimpleName())
                    .isEqualTo(simulation.simpleName());
        }
    }
}
