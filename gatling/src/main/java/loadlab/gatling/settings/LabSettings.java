package loadlab.gatling.settings;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import loadlab.gatling.server.BaseUrl;
import loadlab.reports.sidecar.RunSidecar;

/**
 * The one place that reads the suite's knobs: a {@code -Dname=value} system property wins,
 * otherwise the profile ({@code -Dprofile=smoke|quick|seed|stress}, default quick) supplies the value.
 * A blank value counts as unset. Every plan is this injector's share of it ({@link #split()}).
 */
public final class LabSettings {
    public static final Profile DEFAULT_PROFILE = Profile.QUICK;
    public static final String DEFAULT_TARGET = "reference";
    public static final String EXTERNAL_TARGET = "external";

    /** Set by a Kubernetes Indexed Job in each pod: its completion index, this injector's number. */
    public static final String JOB_COMPLETION_INDEX = "JOB_COMPLETION_INDEX";

    private final Function<String, String> properties;
    private final Function<String, String> environment;
    private final Profile profile;

    private LabSettings(Function<String, String> properties, Function<String, String> environment) {
        this.properties = properties;
        this.environment = environment;
        String name = given("profile");
        this.profile = name == null ? DEFAULT_PROFILE : Profile.parse(name);
    }

    public static LabSettings fromSystemProperties() {
        return of(System::getProperty, System::getenv);
    }

    public static LabSettings of(Function<String, String> properties) {
        return of(properties, name -> null);
    }

    public static LabSettings of(Function<String, String> properties, Function<String, String> environment) {
        return new LabSettings(properties, environment);
    }

    public Profile profile() {
        return profile;
    }

    /** The server to drive; empty means: start the reference server for this run. */
    public Optional<BaseUrl> baseUrl() {
        return Optional.ofNullable(given("baseUrl")).map(BaseUrl::parse);
    }

    /**
     * -Dtarget: the server this run measures. Without -DbaseUrl, the shipped target the suite starts
     * (default {@value #DEFAULT_TARGET}); with it, a name for the server there ({@value #EXTERNAL_TARGET}
     * unless given). Recorded with every run, so the summary can put targets side by side.
     */
    public String targetName() {
        String name = given("target");
        if (name == null) {
            return baseUrl().isPresent() ? EXTERNAL_TARGET : DEFAULT_TARGET;
        }
        return TargetChoice.parse(name).name();
    }

    /**
     * -Dtargets=a,b,...: the targets of a set run, one after the other, each against the same plan: shipped
     * targets by name, servers running elsewhere as {@code name=http://host:port}; else the one target of
     * -Dtarget (and -DbaseUrl). A set starts its shipped targets itself, so it takes no -DbaseUrl.
     */
    public List<TargetChoice> targetSet() {
        if (given("targets") == null) {
            return List.of(new TargetChoice(targetName(), baseUrl()));
        }
        if (given("target") != null) {
            throw new IllegalArgumentException("give -Dtarget (one target) or -Dtargets (a set), not both");
        }
        if (baseUrl().isPresent()) {
            throw new IllegalArgumentException("-Dtargets takes no -DbaseUrl: name a server elsewhere in it as"
                    + " name=http://host:port");
        }
        List<TargetChoice> choices = list("targets").stream().map(TargetChoice::parse).toList();
        if (choices.stream().map(TargetChoice::name).distinct().count() != choices.size()) {
            throw new IllegalArgumentException("-Dtargets names a target twice: " + choices);
        }
        return choices;
    }

    /** The project root (the pom passes it as -Dlab.root); falls back to the working directory. */
    public Path root() {
        String root = given("lab.root");
        return Path.of(root == null ? "" : root).toAbsolutePath().normalize();
    }

    /**
     * Where runs, their records and server logs go: Gatling's results folder, which the pom passes as
     * -Dlab.results ({@code <root>/reports} unless given).
     */
    public Path results() {
        String results = given("lab.results");
        return results == null ? root().resolve("reports") : Path.of(results).toAbsolutePath().normalize();
    }

    /**
     * This injector's part of every plan: -Dinjectors=N (default 1) and -Dinjector=K, else K from the
     * environment variable {@value #JOB_COMPLETION_INDEX} (a Kubernetes Indexed Job sets it).
     */
    public Split split() {
        int injectors = positiveInt("injectors");
        String index = given("injector");
        String source = "-Dinjector";
        if (index == null) {
            index = blankToNull(environment.apply(JOB_COMPLETION_INDEX));
            source = JOB_COMPLETION_INDEX;
        }
        if (index == null) {
            if (injectors > 1) {
                throw new IllegalArgumentException("-Dinjectors=" + injectors
                        + " needs this injector's number: -Dinjector=0.." + (injectors - 1) + " or " + JOB_COMPLETION_INDEX);
            }
            return Split.WHOLE;
        }
        return new Split(injectors, parseInt(source, index));
    }

    /** -DstartAt: the instant (ISO-8601, e.g. 2026-12-01T16:00:00Z) every injector waits for before its first request. */
    public Optional<Instant> startAt() {
        String text = given("startAt");
        if (text == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Instant.parse(text));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("-DstartAt must be an ISO-8601 instant such as 2026-12-01T16:00:00Z, got '"
                    + text + "'", e);
        }
    }

    /**
     * Heap of the reference server the suite starts: {@code -DserverHeap} ({@code 256m} for the
     * everyday profiles) plus room for the documents the run plans to store.
     */
    public ServerHeap serverHeap(long plannedDocuments) {
        return ServerHeap.of(value("serverHeap"), plannedDocuments);
    }

    /** A target that refuses every connection for this long stops the run. */
    public Duration targetLostAfter() {
        return Duration.ofSeconds(positiveInt("targetLostSeconds"));
    }

    /** -Drepeats: how many times each population (hello variant, insert step, transports page) runs, in a row. */
    public int repeats() {
        return positiveInt("repeats");
    }

    public Duration serverStartTimeout() {
        return Duration.ofSeconds(positiveInt("serverStartSeconds"));
    }

    public TransportsPlan transports() {
        Framing framing = framing();
        return new TransportsPlan(
                integer("users"),
                integers("exchanges"),
                Duration.ofMillis(integer("thinkMs")),
                integer("size"),
                bool("jsonp"),
                framing,
                transportIds(framing).stream().map(Transport::parse).map(t -> t.framed(framing)).toList(),
                socketIo(),
                p99Ms("transports")).share(split());
    }

    /** -Dbrowser: the transports experiment also in a real browser after the simulation (seed: on). */
    public BrowserPlan browser() {
        return new BrowserPlan(value("browser"), integer("browserRepeats"), Path.of(value("browser.binary")),
                Path.of(value("browser.driver")));
    }

    /** -Dframing: plain (the contract's JSON messages, default) or socketio. */
    public Framing framing() {
        return Framing.parse(value("framing"));
    }

    public SocketIoPlan socketIo() {
        return new SocketIoPlan(value("socketio.path"), value("socketio.requestEvent"),
                value("socketio.responseEvent"), value("socketio.freshNamespace"));
    }

    /** -Dtransports, else the framing's list: socketio runs AJAX only when asked to. */
    private List<String> transportIds(Framing framing) {
        return given("transports") != null ? list("transports") : framing.defaultTransports();
    }

    /**
     * Steps of -DrequestsPerStep requests each (the profile's default), or time-boxed steps of
     * -DstepSeconds when that is given instead; giving both is refused.
     */
    public InsertPlan insert() {
        Duration ramp = Duration.ofSeconds(integer("rampSeconds"));
        if (given("stepSeconds") == null) {
            return InsertPlan.budgeted(integers("steps"), longValue("requestsPerStep"), ramp, bool("keepAlive"),
                    p99Ms("insert")).share(split());
        }
        if (given("requestsPerStep") != null) {
            throw new IllegalArgumentException("give -DrequestsPerStep (each step sends that many inserts, like ab -n)"
                    + " or -DstepSeconds (each step lasts that long), not both");
        }
        return InsertPlan.timeBoxed(integers("steps"), Duration.ofSeconds(integer("stepSeconds")), ramp,
                bool("keepAlive"), p99Ms("insert")).share(split());
    }

    public HelloPlan hello() {
        return new HelloPlan(
                helloVariants(),
                integer("concurrency"),
                longValue("requests"),
                decimal("rate"),
                Duration.ofSeconds(integer("durationSeconds")),
                p99Ms("hello")).share(split());
    }

    /**
     * -DhelloVariants, else the profile's list; but an explicit -DkeepAlive or -Dmodel without
     * -DhelloVariants runs exactly that one variant, as before the list existed (bench/run relies on it).
     * HelloPlan rejects an empty or repeating list.
     */
    public List<HelloVariant> helloVariants() {
        if (given("helloVariants") == null && (given("keepAlive") != null || given("model") != null)) {
            return List.of(HelloVariant.of(LoadModel.parse(value("model")), bool("keepAlive")));
        }
        return list("helloVariants").stream().map(HelloVariant::parse).toList();
    }

    /** -DcrossCheck, -DcrossCheckSeconds, -DcrossCheckMaxRequests: hello measured again by wrk and ab. */
    public CrossCheckPlan crossCheck() {
        return new CrossCheckPlan(bool("crossCheck"), Duration.ofSeconds(integer("crossCheckSeconds")),
                longValue("crossCheckMaxRequests"));
    }

    public ConnectionsPlan connections() {
        return new ConnectionsPlan(
                integer("connections"),
                Duration.ofSeconds(integer("connectRampSeconds")),
                integer("heldExchanges"),
                Duration.ofMillis(integer("heldThinkMs")),
                integer("size"),
                p99Ms("connections")).share(split());
    }

    /** Every knob with the value this run uses (given, else the profile's), for the run's record. */
    public SortedMap<String, String> knobs() {
        SortedMap<String, String> knobs = new TreeMap<>();
        knobs.put("profile", profile.id());
        knobs.put("baseUrl", Optional.ofNullable(given("baseUrl")).orElse(""));
        try {
            knobs.put(RunSidecar.TARGET_SETTING, targetName());
        } catch (IllegalArgumentException e) {
            // Left out: starting the target reports the bad -Dtarget.
        }
        knobs.put("stepSeconds", Optional.ofNullable(given("stepSeconds")).orElse(""));
        knobs.put("startAt", Optional.ofNullable(given("startAt")).orElse(""));
        try {
            Split split = split();
            knobs.put("injectors", Integer.toString(split.injectors()));
            knobs.put("injector", Integer.toString(split.injector()));
        } catch (IllegalArgumentException e) {
            // Left as given: every plan reports the bad -Dinjectors or -Dinjector.
        }
        for (String knob : Profile.knobs()) {
            knobs.put(knob, Optional.ofNullable(given(knob)).orElse(Objects.toString(profile.defaultOf(knob), "")));
        }
        try {
            knobs.put("transports", String.join(",", transportIds(framing())));
        } catch (IllegalArgumentException e) {
            // Left as given: the transports experiment reports the bad -Dframing.
        }
        try {
            knobs.put("helloVariants", helloVariants().stream().map(HelloVariant::id).collect(Collectors.joining(",")));
        } catch (IllegalArgumentException e) {
            // Left as given: only the hello experiment reads it, and it reports the error.
        }
        // The summary shows a run as its profile plus these.
        knobs.put(RunSidecar.GIVEN_SETTINGS, knobs.keySet().stream()
                .filter(knob -> !knob.equals("profile") && given(knob) != null)
                .collect(Collectors.joining(",")));
        return knobs;
    }

    /** -D{experiment}.p99Ms, else -Dp99Ms for every experiment, else the profile's bound. */
    private int p99Ms(String experiment) {
        String key = experiment + ".p99Ms";
        if (given(key) != null) {
            return parseInt(key, given(key));
        }
        return parseInt("p99Ms", Optional.ofNullable(given("p99Ms")).orElse(profile.defaultOf(key)));
    }

    private String given(String knob) {
        return blankToNull(properties.apply(knob));
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }

    private String value(String knob) {
        String text = given(knob);
        if (text != null) {
            return text;
        }
        String fallback = profile.defaultOf(knob);
        if (fallback == null) {
            throw new IllegalStateException("no default for -D" + knob);
        }
        return fallback;
    }

    private int integer(String knob) {
        return parseInt(knob, value(knob));
    }

    private int positiveInt(String knob) {
        int value = integer(knob);
        Checks.positive(knob, value);
        return value;
    }

    private long longValue(String knob) {
        String text = value(knob);
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw notA("an integer", knob, text, e);
        }
    }

    private double decimal(String knob) {
        String text = value(knob);
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw notA("a number", knob, text, e);
        }
    }

    private boolean bool(String knob) {
        String text = value(knob);
        if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(text);
        }
        throw new IllegalArgumentException("-D" + knob + " must be true or false, got '" + text + "'");
    }

    private List<String> list(String knob) {
        return Arrays.stream(value(knob).split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .toList();
    }

    private List<Integer> integers(String knob) {
        return list(knob).stream().map(s -> parseInt(knob, s)).toList();
    }

    private int parseInt(String knob, String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw notA("an integer", knob, text, e);
        }
    }

    private static IllegalArgumentException notA(String kind, String knob, String text, Exception e) {
        return new IllegalArgumentException("-D" + knob + " must be " + kind + ", got '" + text + "'", e);
    }
}
