package loadlab.lab.settings;

import java.net.URI;
import java.net.URISyntaxException;
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
import loadlab.lab.launch.BaseUrl;
import loadlab.record.CommandArguments;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;
import loadlab.record.split.CoordinatorProtocol;

/**
 * The one place that reads the suite's knobs: a {@code -Dname=value} system property wins,
 * otherwise the profile ({@code -Dprofile=smoke|quick|seed|stress}, default quick) supplies the value.
 * A blank value counts as unset. Every plan is this injector's share of it ({@link #split()}).
 */
public final class LabSettings {
    public static final Profile DEFAULT_PROFILE = Profile.QUICK;
    public static final String DEFAULT_TARGET = RunRecord.REFERENCE_TARGET;
    public static final String EXTERNAL_TARGET = "external";

    /** Set by a Kubernetes Indexed Job in each pod: its completion index, this injector's number. */
    public static final String JOB_COMPLETION_INDEX = "JOB_COMPLETION_INDEX";

    private final Function<String, String> properties;
    private final Function<String, String> environment;
    private final Profile profile;

    private LabSettings(Function<String, String> properties, Function<String, String> environment) {
        this.properties = properties;
        this.environment = environment;
        String name = given(Knob.PROFILE);
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
        return Optional.ofNullable(given(Knob.BASE_URL)).map(BaseUrl::parse);
    }

    /**
     * -Dtarget: the server this run measures. Without -DbaseUrl, the shipped target the suite starts
     * (default {@value #DEFAULT_TARGET}); with it, a name for the server there ({@value #EXTERNAL_TARGET}
     * unless given). Recorded with every run, so the summary can put targets side by side.
     */
    public String targetName() {
        String name = given(Knob.TARGET);
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
        if (given(Knob.TARGETS) == null) {
            return List.of(new TargetChoice(targetName(), baseUrl()));
        }
        if (given(Knob.TARGET) != null) {
            throw new IllegalArgumentException("give -Dtarget (one target) or -Dtargets (a set), not both");
        }
        if (baseUrl().isPresent()) {
            throw new IllegalArgumentException("-Dtargets takes no -DbaseUrl: name a server elsewhere in it as"
                    + " name=http://host:port");
        }
        List<TargetChoice> choices = list(Knob.TARGETS).stream().map(TargetChoice::parse).toList();
        if (choices.stream().map(TargetChoice::name).distinct().count() != choices.size()) {
            throw new IllegalArgumentException("-Dtargets names a target twice: " + choices);
        }
        return choices;
    }

    /** The project root (the pom passes it as -Dlab.root); falls back to the working directory. */
    public Path root() {
        String root = given(Knob.LAB_ROOT);
        return Path.of(root == null ? "" : root).toAbsolutePath().normalize();
    }

    /**
     * Where runs, their records and server logs go: Gatling's results folder, which the pom passes as
     * -Dlab.results ({@code <root>/reports} unless given).
     */
    public Path results() {
        String results = given(Knob.LAB_RESULTS);
        if (results == null) {
            return root().resolve(CommandArguments.DEFAULT_RESULTS);
        }
        // Maven resolves the plugin's results folder against gatling/, this JVM against where mvn runs: Gatling's runs
        // and the lab's records would part ways.
        if (!Path.of(results).isAbsolute()) {
            throw new IllegalArgumentException("-Dlab.results=" + results + " is relative, and Maven would put Gatling's"
                    + " runs under gatling/ but the records under the directory mvn runs in: give an absolute path"
                    + " (-Dlab.results=$PWD/" + results + ")");
        }
        return Path.of(results).normalize();
    }

    /**
     * This injector's part of every plan: -Dinjectors=N (default 1) and -Dinjector=K, else K from the
     * environment variable {@value #JOB_COMPLETION_INDEX} (a Kubernetes Indexed Job sets it).
     */
    public Split split() {
        int injectors = positiveInt(Knob.INJECTORS);
        String index = given(Knob.INJECTOR);
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

    /** -DserverMetrics: where the server's cost comes from. */
    public ServerMetrics serverMetrics() {
        return ServerMetrics.parse(value(Knob.SERVER_METRICS));
    }

    /** -DserverPid: the process of a server at -DbaseUrl on this machine, whose usage is then read from /proc. */
    public Optional<ProcessHandle> serverPid() {
        String text = given(Knob.SERVER_PID);
        if (text == null) {
            return Optional.empty();
        }
        long pid = longValue(Knob.SERVER_PID);
        Checks.positive(Knob.SERVER_PID.id(), pid);
        return Optional.of(ProcessHandle.of(pid).orElseThrow(() -> new IllegalArgumentException(
                "-DserverPid=" + pid + ": no such process on this machine (or not visible from it)")));
    }

    /** -DmetricsUrl, else the target's {@code /prometheus}. */
    public URI metricsUrl(BaseUrl target) {
        String text = given(Knob.METRICS_URL);
        if (text == null) {
            return target.resolve("/prometheus");
        }
        try {
            URI uri = new URI(text);
            if (!("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) || uri.getHost() == null) {
                throw new URISyntaxException(text, "not an http(s)://host:port/path URL");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("-DmetricsUrl must be the server's metrics URL, got '" + text + "'", e);
        }
    }

    /** -DliveMetrics: where the injector serves its live figures, or empty ({@code off}). */
    public Optional<LiveAddress> liveMetrics() {
        return LiveAddress.parse(value(Knob.LIVE_METRICS));
    }

    /** -DliveMetricsLingerSeconds: how long the live figures wait for a scrape of their final values. */
    public Duration liveMetricsLinger() {
        int seconds = parseInt(Knob.LIVE_METRICS_LINGER_SECONDS, value(Knob.LIVE_METRICS_LINGER_SECONDS));
        if (seconds < 0) {
            throw new IllegalArgumentException("-DliveMetricsLingerSeconds must be 0 or more, got " + seconds);
        }
        return Duration.ofSeconds(seconds);
    }

    /** The split's token when the environment has one ({@value CoordinatorProtocol#TOKEN_ENV}), checked. */
    public Optional<String> setToken() {
        return Optional.ofNullable(blankToNull(environment.apply(CoordinatorProtocol.TOKEN_ENV)))
                .map(token -> CoordinatorProtocol.checked(token.strip()));
    }

    /** -Dcoordinator: the split's coordinator this injector asks for the start (instead of -DstartAt). */
    public Optional<URI> coordinator() {
        String text = given(Knob.COORDINATOR);
        if (text == null) {
            return Optional.empty();
        }
        if (given(Knob.START_AT) != null) {
            throw new IllegalArgumentException("-Dcoordinator and -DstartAt both fix the start: give one");
        }
        try {
            URI uri = new URI(text);
            if (!"http".equals(uri.getScheme()) || uri.getHost() == null) {
                throw new URISyntaxException(text, "not an http://host:port URL");
            }
            return Optional.of(uri);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("-Dcoordinator must be the coordinator's http://host:port, got '" + text + "'", e);
        }
    }

    /**
     * The split's token, which -Dcoordinator asks of every call: from the environment
     * ({@value loadlab.record.split.CoordinatorProtocol#TOKEN_ENV}), so a secret stays off the command line.
     */
    public String coordinatorToken() {
        String token = blankToNull(environment.apply(CoordinatorProtocol.TOKEN_ENV));
        if (token == null) {
            throw new IllegalArgumentException("-Dcoordinator needs the split's token in the environment variable "
                    + CoordinatorProtocol.TOKEN_ENV + ", as the coordinator has it");
        }
        return CoordinatorProtocol.checked(token.strip());
    }

    /** -DstartAt: the instant (ISO-8601, e.g. 2026-12-01T16:00:00Z) every injector waits for before its first request. */
    public Optional<Instant> startAt() {
        String text = given(Knob.START_AT);
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
        return ServerHeap.of(value(Knob.SERVER_HEAP), plannedDocuments);
    }

    /** -Dagainst: the baseline (A) of an A/B comparison, as given; empty for an ordinary run. */
    public Optional<String> against() {
        return Optional.ofNullable(given(Knob.AGAINST));
    }

    /** -Dpairs: how many pairs of rounds (AB, then BA) an A/B comparison plans for its first look. */
    public int pairs() {
        return positiveInt(Knob.PAIRS);
    }

    /**
     * -Dlab.referenceServer: the reference server the suite starts, a checkout whose server/ is built
     * or a server jar; the project root unless given (side A of a comparison gives its own).
     */
    public Path referenceServer() {
        String given = given(Knob.REFERENCE_SERVER);
        return given == null ? root() : Path.of(given).toAbsolutePath().normalize();
    }

    /** A target that refuses every connection for this long stops the run. */
    public Duration targetLostAfter() {
        return Duration.ofSeconds(positiveInt(Knob.TARGET_LOST_SECONDS));
    }

    /** -Drepeats: how many times each population (hello variant, insert step, transports page) runs, in a row. */
    public int repeats() {
        return positiveInt(Knob.REPEATS);
    }

    public Duration serverStartTimeout() {
        return Duration.ofSeconds(positiveInt(Knob.SERVER_START_SECONDS));
    }

    public TransportsPlan transports() {
        Framing framing = framing();
        return new TransportsPlan(
                integer(Knob.USERS),
                integers(Knob.EXCHANGES),
                Duration.ofMillis(integer(Knob.THINK_MS)),
                integer(Knob.SIZE),
                bool(Knob.JSONP),
                framing,
                transportIds(framing).stream().map(Transport::parse).map(t -> t.framed(framing)).toList(),
                list(Knob.THINK_AS).stream().map(Cadence::parse).toList(),
                PageOrder.parse(value(Knob.PAGES)),
                integer(Knob.PAGE_WARM_UP),
                socketIo(),
                p99Ms("transports")).share(split());
    }

    /** -Dbrowser: the transports experiment also in a real browser after the simulation (seed: on). */
    public BrowserPlan browser() {
        return new BrowserPlan(value(Knob.BROWSER), integer(Knob.BROWSER_REPEATS), Path.of(value(Knob.BROWSER_BINARY)),
                Path.of(value(Knob.BROWSER_DRIVER)));
    }

    /** -Dframing: plain (the contract's JSON messages, default) or socketio. */
    public Framing framing() {
        return Framing.parse(value(Knob.FRAMING));
    }

    public SocketIoPlan socketIo() {
        return new SocketIoPlan(value(Knob.SOCKETIO_PATH), value(Knob.SOCKETIO_REQUEST_EVENT),
                value(Knob.SOCKETIO_RESPONSE_EVENT), value(Knob.SOCKETIO_FRESH_NAMESPACE));
    }

    /** -Dtransports, else the framing's list: socketio runs AJAX only when asked to. */
    private List<String> transportIds(Framing framing) {
        return given(Knob.TRANSPORTS) != null ? list(Knob.TRANSPORTS) : framing.defaultTransports();
    }

    /**
     * Steps of -DrequestsPerStep requests each (the profile's default), or time-boxed steps of
     * -DstepSeconds when that is given instead; giving both is refused.
     */
    public InsertPlan insert() {
        return closedInsert().withOpenSteps(list(Knob.INSERT_MODELS).stream().map(LoadModel::parseInsert).toList(),
                integers(Knob.INSERT_RATES), Duration.ofSeconds(integer(Knob.INSERT_RATE_SECONDS))).share(split());
    }

    private InsertPlan closedInsert() {
        Duration ramp = Duration.ofSeconds(integer(Knob.RAMP_SECONDS));
        if (given(Knob.STEP_SECONDS) == null) {
            return InsertPlan.budgeted(integers(Knob.STEPS), longValue(Knob.REQUESTS_PER_STEP), ramp, bool(Knob.KEEP_ALIVE),
                    p99Ms("insert"));
        }
        if (given(Knob.REQUESTS_PER_STEP) != null) {
            throw new IllegalArgumentException("give -DrequestsPerStep (each step sends that many inserts, like ab -n)"
                    + " or -DstepSeconds (each step lasts that long), not both");
        }
        return InsertPlan.timeBoxed(integers(Knob.STEPS), Duration.ofSeconds(integer(Knob.STEP_SECONDS)), ramp,
                bool(Knob.KEEP_ALIVE), p99Ms("insert"));
    }

    public HelloPlan hello() {
        return new HelloPlan(
                helloVariants(),
                integer(Knob.CONCURRENCY),
                longValue(Knob.REQUESTS),
                integers(Knob.RATE),
                Duration.ofSeconds(integer(Knob.DURATION_SECONDS)),
                p99Ms("hello"),
                longValue(Knob.WARM_UP_REQUESTS),
                Duration.ofSeconds(integer(Knob.WARM_UP_SECONDS))).share(split());
    }

    /**
     * -DhelloVariants, else the profile's list; but an explicit -DkeepAlive or -Dmodel without
     * -DhelloVariants runs exactly that one variant, as before the list existed (bench/run relies on it).
     * HelloPlan rejects an empty or repeating list.
     */
    public List<HelloVariant> helloVariants() {
        if (given(Knob.HELLO_VARIANTS) == null && (given(Knob.KEEP_ALIVE) != null || given(Knob.MODEL) != null)) {
            return List.of(HelloVariant.of(LoadModel.parse(value(Knob.MODEL)), bool(Knob.KEEP_ALIVE)));
        }
        return list(Knob.HELLO_VARIANTS).stream().map(HelloVariant::parse).toList();
    }

    /** -DintendedStarts: open variants record each request's planned start, its send and its answer. */
    public boolean intendedStarts() {
        return bool(Knob.INTENDED_STARTS);
    }

    /** -DcrossCheck, -DcrossCheckSeconds, -DcrossCheckMaxRequests: hello measured again by wrk and ab. */
    public CrossCheckPlan crossCheck() {
        return new CrossCheckPlan(bool(Knob.CROSS_CHECK), Duration.ofSeconds(integer(Knob.CROSS_CHECK_SECONDS)),
                longValue(Knob.CROSS_CHECK_MAX_REQUESTS));
    }

    public ConnectionsPlan connections() {
        return new ConnectionsPlan(
                integer(Knob.CONNECTIONS),
                Duration.ofSeconds(integer(Knob.CONNECT_RAMP_SECONDS)),
                integer(Knob.HELD_EXCHANGES),
                Duration.ofMillis(integer(Knob.HELD_THINK_MS)),
                integer(Knob.SIZE),
                p99Ms("connections")).share(split());
    }

    /** Every knob with the value this run uses (given, else the profile's), for the run's record. */
    public SortedMap<String, String> knobs() {
        SortedMap<String, String> knobs = new TreeMap<>();
        knobs.put(PlanSettings.PROFILE, profile.id());
        knobs.put(PlanSettings.BASE_URL, Optional.ofNullable(given(Knob.BASE_URL)).orElse(""));
        try {
            knobs.put(RunRecord.TARGET_SETTING, targetName());
        } catch (IllegalArgumentException e) {
            // Left out: starting the target reports the bad -Dtarget.
        }
        knobs.put("stepSeconds", Optional.ofNullable(given(Knob.STEP_SECONDS)).orElse(""));
        knobs.put(PlanSettings.START_AT, Optional.ofNullable(given(Knob.START_AT)).orElse(""));
        try {
            Split split = split();
            knobs.put(PlanSettings.INJECTORS, Integer.toString(split.injectors()));
            knobs.put(PlanSettings.INJECTOR, Integer.toString(split.injector()));
        } catch (IllegalArgumentException e) {
            // Left as given: every plan reports the bad -Dinjectors or -Dinjector.
        }
        for (String knob : Profile.knobs()) {
            knobs.put(knob, Optional.ofNullable(given(Knob.byId(knob))).orElse(Objects.toString(profile.defaultOf(knob), "")));
        }
        try {
            knobs.put("transports", String.join(",", transportIds(framing())));
        } catch (IllegalArgumentException e) {
            // Left as given: the transports experiment reports the bad -Dframing.
        }
        try {
            knobs.put(PlanSettings.HELLO_VARIANTS,
                    helloVariants().stream().map(HelloVariant::id).collect(Collectors.joining(",")));
        } catch (IllegalArgumentException e) {
            // Left as given: only the hello experiment reads it, and it reports the error.
        }
        // The summary shows a run as its profile plus these: the knobs given that differ from the profile's defaults.
        knobs.put(RunRecord.GIVEN_SETTINGS, knobs.keySet().stream()
                .filter(knob -> !knob.equals(PlanSettings.PROFILE) && differsFromProfile(knob))
                .collect(Collectors.joining(",")));
        return knobs;
    }

    private boolean differsFromProfile(String id) {
        return Knob.find(id).map(knob -> {
            String given = given(knob);
            return given != null && !knob.defaultIn(profile).map(given::equals).orElse(false);
        }).orElse(false);
    }

    /** -D{experiment}.p99Ms, else -Dp99Ms for every experiment, else the profile's bound. */
    private int p99Ms(String experiment) {
        Knob bound = Knob.byId(experiment + ".p99Ms");
        if (given(bound) != null) {
            return integer(bound);
        }
        String any = given(Knob.P99_MS);
        return any != null ? parseInt(Knob.P99_MS, any) : integer(bound);
    }

    /** The knob as given on the command line (trimmed), or null when it was not or was blank. */
    private String given(Knob knob) {
        return blankToNull(properties.apply(knob.id()));
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }

    /** As given, else the profile's default (Knob); a knob without either is a bug in the table. */
    private String value(Knob knob) {
        String text = given(knob);
        if (text != null) {
            return text;
        }
        return knob.defaultIn(profile).orElseThrow(() -> new IllegalStateException("no default for -D" + knob.id()));
    }

    private int integer(Knob knob) {
        return parseInt(knob, value(knob));
    }

    private int positiveInt(Knob knob) {
        int value = integer(knob);
        Checks.positive(knob.id(), value);
        return value;
    }

    private long longValue(Knob knob) {
        return parsed(knob, "an integer", Long::parseLong);
    }

    private <T> T parsed(Knob knob, String kind, Function<String, T> parse) {
        String text = value(knob);
        try {
            return parse.apply(text);
        } catch (NumberFormatException e) {
            throw notA(kind, knob, text, e);
        }
    }

    private boolean bool(Knob knob) {
        String text = value(knob);
        if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(text);
        }
        throw new IllegalArgumentException("-D" + knob.id() + " must be true or false, got '" + text + "'");
    }

    private List<String> list(Knob knob) {
        return Arrays.stream(value(knob).split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .toList();
    }

    private List<Integer> integers(Knob knob) {
        return list(knob).stream().map(s -> parseInt(knob, s)).toList();
    }

    private int parseInt(Knob knob, String text) {
        return parseInt(knob.id(), text);
    }

    private int parseInt(String source, String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw notA("an integer", source, text, e);
        }
    }

    private static IllegalArgumentException notA(String kind, Knob knob, String text, Exception e) {
        return notA(kind, knob.id(), text, e);
    }

    private static IllegalArgumentException notA(String kind, String source, String text, Exception e) {
        return new IllegalArgumentException("-D" + source + " must be " + kind + ", got '" + text + "'", e);
    }
}
