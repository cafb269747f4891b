package loadlab.gatling.support;

import java.util.HashMap;
import java.util.Map;
import loadlab.lab.settings.LabSettings;

/** Settings as a test gives them on the mvn line: knobs as name, value pairs; the profile supplies the rest. */
public final class GivenSettings {
    private GivenSettings() {
    }

    public static LabSettings settings(String... namesAndValues) {
        return settings(Map.of(), namesAndValues);
    }

    /** The pairs on top of a test's own base knobs, as a later -D wins. */
    public static LabSettings settings(Map<String, String> base, String... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("knobs come as name, value pairs: " + String.join(", ", namesAndValues));
        }
        Map<String, String> properties = new HashMap<>(base);
        for (int i = 0; i < namesAndValues.length; i += 2) {
            properties.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return LabSettings.of(properties::get);
    }
}
