package loadlab.adapter.log;

import java.util.List;

/**
 * The run record that opens every {@code simulation.log} (kind 0). Record timestamps are
 * milliseconds after {@link #runStart()}; user records name their scenario by its index in
 * {@link #scenarios()}.
 *
 * @param gatlingVersion  the version that wrote the log; Gatling's reader accepts only its own
 * @param simulationClass the simulation's class name
 * @param runStart        epoch milliseconds
 */
public record RunHeader(
        LogString gatlingVersion,
        LogString simulationClass,
        long runStart,
        LogString description,
        List<LogString> scenarios,
        List<AssertionBytes> assertions) {

    public RunHeader {
        scenarios = List.copyOf(scenarios);
        assertions = List.copyOf(assertions);
    }

    public RunHeader withGatlingVersion(String version) {
        return new RunHeader(LogString.of(version), simulationClass, runStart, description, scenarios, assertions);
    }

    public RunHeader withSimulationClass(String className) {
        return new RunHeader(gatlingVersion, LogString.of(className), runStart, description, scenarios, assertions);
    }

    public RunHeader withScenarios(List<LogString> names) {
        return new RunHeader(gatlingVersion, simulationClass, runStart, description, names, assertions);
    }
}
