package loadlab.record.names;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import loadlab.record.PlanSettings;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;

/**
 * Which variant of its experiment a run is, read back from its requests and recorded settings. Hello
 * runs differ by load model and keep-alive ("closed-keepalive", "open-close", ...); transports runs by
 * framing ("plain", "socketio"); the summary shows the newest run of each variant.
 */
public final class RunVariants {
    /** The framing of the contract's JSON messages, whose rows and metrics keep their ids. */
    public static final String PLAIN = "plain";

    private RunVariants() {
    }

    /**
     * A run's variant: a transports run's framing; a hello run's variants, comma-separated (see
     * {@link #hello}); "" for other simulations.
     */
    public static String of(GatlingRun run, Map<String, String> settings) {
        if (run.simulation().equals(RunNames.TRANSPORTS_SIMULATION)) {
            return framing(settings);
        }
        return String.join(",", hello(run, settings).keySet());
    }

    /** The variants a variant string of {@link #of} lists. */
    public static List<String> split(String variant) {
        return variant.isEmpty() ? List.of("") : Arrays.asList(variant.split(","));
    }

    /** A transports run's framing: its recorded setting, lower case; plain for a run that records none. */
    public static String framing(Map<String, String> settings) {
        String framing = settings.get(PlanSettings.FRAMING);
        return framing == null || framing.isBlank() ? PLAIN : framing.trim().toLowerCase(Locale.ROOT);
    }

    /**
     * A hello run's rows (a closed variant, or an open variant at one rate), each with the name of the request
     * that times it, in {@link RunNames#HELLO_ROW_ORDER}. A run that drives several names them by request
     * ({@link RunNames#helloRequest}; it records the setting
     * {@value PlanSettings#HELLO_VARIANTS}, or has a request other than plain "Hello"). An older run drove
     * one variant through the request "Hello": its model comes from the setting {@value PlanSettings#MODEL},
     * else from the scenario names ("Hello Open"); keep-alive only from the setting ("unknown").
     */
    public static SortedMap<String, String> hello(GatlingRun run, Map<String, String> settings) {
        SortedMap<String, String> variants = new TreeMap<>(RunNames.HELLO_ROW_ORDER);
        if (!run.simulation().equals(RunNames.HELLO_SIMULATION)) {
            return variants;
        }
        List<String> named = run.rowsOf(StatsKind.REQUEST).stream()
                .filter(row -> row.groups().isEmpty())
                .map(StatsRow::name)
                .filter(name -> RunNames.helloRowOfRequest(name).isPresent())
                .toList();
        boolean byRequest = settings.containsKey(PlanSettings.HELLO_VARIANTS)
                || named.stream().anyMatch(name -> !name.equals(RunNames.HELLO_REQUEST));
        if (byRequest && !named.isEmpty()) {
            named.forEach(name -> variants.put(RunNames.helloRowOfRequest(name).orElseThrow(), name));
        } else {
            variants.put(helloModel(run, settings) + "-" + keepAlive(settings), RunNames.HELLO_REQUEST);
        }
        return variants;
    }

    private static String helloModel(GatlingRun run, Map<String, String> settings) {
        String model = settings.get(PlanSettings.MODEL);
        if (model != null && !model.isBlank()) {
            return model.trim().toLowerCase(Locale.ROOT);
        }
        return run.scenarios().stream().anyMatch(s -> s.toLowerCase(Locale.ROOT).contains("open")) ? "open" : "closed";
    }

    private static String keepAlive(Map<String, String> settings) {
        String value = settings.get(PlanSettings.KEEP_ALIVE);
        if (value == null || value.isBlank()) {
            return "unknown";
        }
        return Boolean.parseBoolean(value.trim()) ? "keepalive" : "close";
    }
}
