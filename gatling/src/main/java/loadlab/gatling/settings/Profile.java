package loadlab.gatling.settings;

import java.util.Locale;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Named sizes of the whole suite. Every knob's default comes from here; a {@code -Dknob=value}
 * on the mvn line overrides it. docs/experiments.md lists the same table.
 */
public enum Profile {
    /** Every simulation small enough for CI: the whole suite well under 3 minutes. */
    SMOKE(Map.ofEntries(
            Map.entry("users", "2"),
            Map.entry("exchanges", "10"),
            Map.entry("thinkMs", "100"),
            Map.entry("steps", "10,100"),
            Map.entry("requestsPerStep", "5000"),
            Map.entry("rampSeconds", "1"),
            Map.entry("concurrency", "10"),
            Map.entry("requests", "20000"),
            Map.entry("rate", "200"),
            Map.entry("durationSeconds", "10"),
            Map.entry("transports.p99Ms", "500"),
            Map.entry("insert.p99Ms", "5000"),
            Map.entry("helloVariants", "closed-close,closed-keepalive"),
            Map.entry("hello.p99Ms", "1000"),
            Map.entry("crossCheckSeconds", "5"),
            Map.entry("serverHeap", "256m"),
            Map.entry("connections", "200"),
            Map.entry("connectRampSeconds", "5"),
            Map.entry("heldExchanges", "3"),
            Map.entry("heldThinkMs", "5000"),
            Map.entry("connections.p99Ms", "1000"),
            Map.entry("browser", "none"))),

    /** The default: every experiment at reduced scale, a few minutes. */
    QUICK(Map.ofEntries(
            Map.entry("users", "5"),
            Map.entry("exchanges", "10,100"),
            Map.entry("thinkMs", "500"),
            Map.entry("steps", "10,100,1000"),
            Map.entry("requestsPerStep", "50000"),
            Map.entry("rampSeconds", "2"),
            Map.entry("concurrency", "100"),
            Map.entry("requests", "100000"),
            Map.entry("rate", "1000"),
            Map.entry("durationSeconds", "30"),
            Map.entry("transports.p99Ms", "500"),
            Map.entry("insert.p99Ms", "10000"),
            Map.entry("helloVariants", "closed-close,closed-keepalive,open-close"),
            Map.entry("hello.p99Ms", "2000"),
            Map.entry("crossCheckSeconds", "10"),
            Map.entry("serverHeap", "256m"),
            Map.entry("connections", "1000"),
            Map.entry("connectRampSeconds", "10"),
            Map.entry("heldExchanges", "5"),
            Map.entry("heldThinkMs", "5000"),
            Map.entry("connections.p99Ms", "1000"),
            Map.entry("browser", "none"))),

    /** The original experiments' sizes. */
    SEED(Map.ofEntries(
            Map.entry("users", "1"),
            Map.entry("exchanges", "10,100,250,500"),
            Map.entry("thinkMs", "500"),
            Map.entry("steps", "10,100,1000,5000,10000"),
            Map.entry("requestsPerStep", "100000"),
            Map.entry("rampSeconds", "5"),
            Map.entry("concurrency", "100"),
            Map.entry("requests", "500000"),
            Map.entry("rate", "2000"),
            Map.entry("durationSeconds", "60"),
            Map.entry("transports.p99Ms", "500"),
            Map.entry("insert.p99Ms", "30000"),
            Map.entry("helloVariants", "closed-close"),
            Map.entry("hello.p99Ms", "2000"),
            Map.entry("crossCheckSeconds", "30"),
            Map.entry("serverHeap", "256m"),
            Map.entry("connections", "1000"),
            Map.entry("connectRampSeconds", "10"),
            Map.entry("heldExchanges", "5"),
            Map.entry("heldThinkMs", "5000"),
            Map.entry("connections.p99Ms", "1000"),
            Map.entry("browser", "chromium"),
            // The original experiment asked for every test at least three times, to show it is consistent.
            Map.entry("repeats", "3"))),

    /**
     * Capacity: 10 000 persistent WebSockets held at once and an insert step at 10 000 concurrent
     * clients; transports and hello as in quick. Needs {@code ulimit -n} above 11 000.
     */
    STRESS(Map.ofEntries(
            Map.entry("users", "5"),
            Map.entry("exchanges", "10,100"),
            Map.entry("thinkMs", "500"),
            Map.entry("steps", "10,100,1000,10000"),
            Map.entry("requestsPerStep", "50000"),
            Map.entry("rampSeconds", "5"),
            Map.entry("concurrency", "100"),
            Map.entry("requests", "100000"),
            Map.entry("rate", "1000"),
            Map.entry("durationSeconds", "30"),
            Map.entry("transports.p99Ms", "500"),
            Map.entry("insert.p99Ms", "30000"),
            Map.entry("helloVariants", "closed-close,closed-keepalive,open-close"),
            Map.entry("hello.p99Ms", "2000"),
            Map.entry("crossCheckSeconds", "10"),
            Map.entry("serverHeap", "1g"),
            Map.entry("connections", "10000"),
            Map.entry("connectRampSeconds", "30"),
            Map.entry("heldExchanges", "10"),
            Map.entry("heldThinkMs", "5000"),
            Map.entry("connections.p99Ms", "2000"),
            Map.entry("browser", "none")));

    /** Knobs whose default is the same in every profile. */
    private static final Map<String, String> COMMON = Map.ofEntries(
            Map.entry("size", "4096"),
            Map.entry("jsonp", "false"),
            Map.entry("framing", "plain"),
            // The plain framing's list; -Dframing=socketio defaults to its own (Framing#defaultTransports).
            Map.entry("transports", "ajax,ws,fresh"),
            Map.entry("socketio.path", "/socket.io/"),
            Map.entry("socketio.requestEvent", "send_me_data"),
            Map.entry("socketio.responseEvent", "you_have_data"),
            Map.entry("socketio.freshNamespace", "/fresh"),
            Map.entry("keepAlive", "false"),
            Map.entry("model", "closed"),
            Map.entry("serverStartSeconds", "60"),
            // One injector runs the whole plan; -Dinjectors=N -Dinjector=K runs the K-th of N shares (Split).
            Map.entry("injectors", "1"),
            Map.entry("targetLostSeconds", "3"),
            // Each population once; -Drepeats=N runs each N times in a row (the seed profile: 3).
            Map.entry("repeats", "1"),
            Map.entry("crossCheck", "true"),
            // The original experiment's ab -n 500000: no shipped profile sends more, so none is capped.
            Map.entry("crossCheckMaxRequests", "500000"),
            // The browser run after the transports simulation (-Dbrowser=chromium, docs/browser.md).
            Map.entry("browserRepeats", "3"),
            Map.entry("browser.binary", "/usr/bin/chromium"),
            Map.entry("browser.driver", "/usr/bin/chromedriver"));

    private final Map<String, String> defaults;

    Profile(Map<String, String> defaults) {
        this.defaults = defaults;
    }

    public static Profile parse(String name) {
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "-Dprofile must be smoke, quick, seed or stress, got '" + name + "'", e);
        }
    }

    /** Every knob name, for recording a run's settings. */
    public static SortedSet<String> knobs() {
        SortedSet<String> names = new TreeSet<>(COMMON.keySet());
        for (Profile profile : values()) {
            names.addAll(profile.defaults.keySet());
        }
        return names;
    }

    /** The default of a knob, or null when the knob has none (baseUrl: start the reference server). */
    public String defaultOf(String knob) {
        return defaults.getOrDefault(knob, COMMON.get(knob));
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
