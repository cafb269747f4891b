package loadlab.lab.settings;

import loadlab.record.names.RunNames;

/**
 * One run of one row's population under -Drepeats: the row (a hello variant, an insert step, a
 * transports page), which repeat it is, and the scenario name it runs under.
 *
 * @param repeat       1..N
 * @param scenarioName the row's own name for the first repeat, then "name #2", "name #3": Gatling
 *                     requires unique scenario names, while request and group names (which the summary
 *                     keys on) stay the row's
 */
public record Repeat<T>(T row, int repeat, String scenarioName) {

    public Repeat {
        if (repeat < 1) {
            throw new IllegalArgumentException("repeat counts from 1, got " + repeat);
        }
    }

    /** The scenario name of a row's repeat: unchanged for the first, suffixed " #k" after it. */
    public static String scenarioName(String name, int repeat) {
        return RunNames.repeatScenario(name, repeat);
    }
}
