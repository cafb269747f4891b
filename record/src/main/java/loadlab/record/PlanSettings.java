package loadlab.record;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The names of the recorded settings the summary and the merge read (the suite names its knobs with
 * these constants), and which settings describe the whole plan, and so must be the same in every
 * injector's run of a set, and which are each injector's own; the merge compares records with {@link #of}.
 */
public final class PlanSettings {
    /** How many injectors share the plan: part of the plan (each share is computed from it). */
    public static final String INJECTORS = "injectors";
    /** Which injector this is, 0..N-1. */
    public static final String INJECTOR = "injector";
    /** When every injector sends its first request. */
    public static final String START_AT = "startAt";
    /** The server at -DbaseUrl, blank when the suite started its own. */
    public static final String BASE_URL = "baseUrl";
    public static final String PROFILE = "profile";
    /** A transports run's message framing ("plain", "socketio"). */
    public static final String FRAMING = "framing";
    /** The hello variants a run drove, comma-separated ids ("closed-close,open-keepalive"). */
    public static final String HELLO_VARIANTS = "helloVariants";
    /** The load model of a hello run from before the variants ("closed", "open"). */
    public static final String MODEL = "model";
    /** Whether connections were kept alive. */
    public static final String KEEP_ALIVE = "keepAlive";
    /** The injection lag (99th percentile, ms) past which a population's injector did not keep its plan. */
    public static final String INJECTION_LAG_MS = "injectionLagMs";
    /** The limit of runs from before {@link #INJECTION_LAG_MS} was a setting. */
    public static final double DEFAULT_INJECTION_LAG_MS = 10;

    /**
     * Each injector's own: which one it is, when it starts, how it was invoked, where its files are, how
     * long it waits for its own server and how that server is sized, where it serves its live figures and how it
     * measures the server. The rest is the plan's.
     */
    public static final Set<String> PER_INJECTOR = Set.of(INJECTOR, START_AT, "coordinator", RunRecord.GIVEN_SETTINGS,
            "lab.root", "lab.results", "lab.referenceServer", "browser.binary", "browser.driver", "serverStartSeconds",
            "targetLostSeconds", "serverHeap", "liveMetrics", "liveMetricsLingerSeconds", "serverMetrics", "metricsUrl",
            "serverPid");
    /** Compared on their own by a merge (profile, target), not as part of the plan. */
    public static final Set<String> COMPARED_APART = Set.of(PROFILE, RunRecord.TARGET_SETTING, BASE_URL);

    private PlanSettings() {
    }

    /** The share-independent plan: every setting but the injector's own and those compared apart, in key order. */
    public static Map<String, String> of(Map<String, String> settings) {
        Map<String, String> plan = new TreeMap<>(settings);
        plan.keySet().removeAll(PER_INJECTOR);
        plan.keySet().removeAll(COMPARED_APART);
        return plan;
    }
}
