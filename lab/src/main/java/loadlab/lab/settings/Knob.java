package loadlab.lab.settings;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import loadlab.record.CommandArguments;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;
import loadlab.record.names.RunVariants;
import loadlab.reports.comparison.ComparisonThresholds;
import loadlab.reports.comparison.JudgeSettings;

/**
 * Every knob of the suite, once: its -D name, its type, its default in each profile, what it means.
 * {@link LabSettings} reads every setting through it; the knob table in docs/experiments.md is
 * {@link KnobTable#markdown()} of it (a test fails when the two differ). A new knob is one constant here.
 */
public enum Knob {
    PROFILE(Section.GENERAL, "profile", Type.TEXT, Defaults.computed("quick"), """
            `smoke`, `quick`, `seed` or `stress`"""),
    LAB_ROOT(Section.GENERAL, CommandArguments.ROOT, Type.PATH, Defaults.computed("the project root (the pom passes it)"), """
            where server/, node-server/ and the other targets are built"""),
    BASE_URL(Section.GENERAL, PlanSettings.BASE_URL, Type.URL, Defaults.NONE, """
            server to drive; unset = start the target"""),
    SERVER_METRICS(Section.GENERAL, "serverMetrics", Type.TEXT, Defaults.all("auto"), """
            where the server's CPU and memory come from: `auto` (a target the suite starts: its processes on this machine;
            a server at `baseUrl`: its metrics, when `metricsUrl` answers with its CPU time), `both` (a started target's
            metrics beside its processes, to hold one figure against the other) or `off` (a server at `baseUrl`: not
            measured) ([server cost by scrape](targets.md#server-cost-by-scrape))"""),
    SERVER_PID(Section.GENERAL, "serverPid", Type.POSITIVE_INTEGER, Defaults.NONE, """
            a server at `baseUrl` that runs on this machine (or in a container whose processes this one sees): its
            process id; its CPU and memory are then sampled from /proc as a started target's are, and with
            `serverMetrics=both` its metrics beside them"""),
    METRICS_URL(Section.GENERAL, "metricsUrl", Type.URL, Defaults.computed("the target's /prometheus"), """
            the server's metrics in the Prometheus text format, with `process_cpu_seconds_total`
            ([CONTRACT.md](../CONTRACT.md#operations))"""),
    LIVE_METRICS(Section.GENERAL, "liveMetrics", Type.TEXT, Defaults.all("127.0.0.1:9464"), """
            where the injector serves its live figures while a run goes (`GET /metrics`, Prometheus text or OpenMetrics):
            `port` or `host:port`, or `off`; bound beyond loopback it asks every caller for the token in `SPLIT_TOKEN`
            ([live figures](live-figures.md))"""),
    LIVE_METRICS_LINGER_SECONDS(Section.GENERAL, "liveMetricsLingerSeconds", Type.INTEGER, Defaults.all("0"), """
            after the run, how long the live figures wait for one scrape of their final values before the injector
            exits (a Prometheus that must see every request: twice its scrape interval); 0: not at all"""),
    TARGET(Section.GENERAL, RunRecord.TARGET_SETTING, Type.TEXT, Defaults.computed("reference (external with baseUrl)"), """
            the target the suite starts (`reference`, `node`, `node-cluster`, `tomcat`, `socketio-node`, `nginx`), or with
            `baseUrl` the name of the server there ([targets](targets.md))"""),
    TARGETS(Section.GENERAL, "targets", Type.LIST, Defaults.NONE, """
            a target set: each simulation once per target, one at a time (`reference,node,...`; a server elsewhere as
            `name=http://host:port`) ([targets](targets.md))"""),
    SERVER_START_SECONDS(Section.GENERAL, "serverStartSeconds", Type.POSITIVE_INTEGER, Defaults.all("60"), """
            longest wait for the reference server's `/health`"""),
    SERVER_HEAP(Section.GENERAL, "serverHeap", Type.SIZE, Defaults.of("256m", "256m", "256m", "1g"), """
            heap of the reference server the suite starts for everything but stored documents; the insert experiment adds
            room for its planned documents on top (750 B × 1.25 each) and the server's store cap is sized on the same
            split, so a full store answers 503 `store_full` instead of the server running out (see [The store's
            cap](reliability.md#the-stores-cap-how-many-documents-fit-in-how-much-heap))"""),
    TARGET_LOST_SECONDS(Section.GENERAL, "targetLostSeconds", Type.POSITIVE_INTEGER, Defaults.all("3"), """
            a target that refuses every connection for this long (or a suite-started server that exits) stops the run at
            once; the run fails with a `Target Lost` request and its record says why"""),
    INJECTION_LAG_MS(Section.GENERAL, PlanSettings.INJECTION_LAG_MS, Type.POSITIVE_INTEGER, Defaults.all("10"), """
            every population's users are timed against its injection profile; a profile that spreads its starts over
            time and whose starts ran later than this at the 99th percentile did not keep its plan: the summary says the
            injector fell behind, and the rows it ran are bound by the injector"""),
    REPEATS(Section.GENERAL, "repeats", Type.POSITIVE_INTEGER, Defaults.of("1", "1", "3", "1"), """
            each population (hello variant, insert step, transports page) runs this many times in a row in the same
            Gatling run, the repeats after the first as scenario "<name> #2", "#3" (request and group names unchanged);
            each step's or page's repeats run back to back before the next, so a row's repeats are one contiguous span;
            the insert books are balanced once, after all of them. The summary shows per row the median, min–max and CV
            across repeats ([reports](../reports/README.md#repeats))"""),
    BROWSER(Section.TRANSPORTS, "browser", Type.TEXT, Defaults.of("none", "none", "chromium", "none"), """
            `chromium`: `TransportsSimulation`'s plan in headless Chromium on the page `/lab/transports.html`,
            beside Gatling's figures ([browser](browser.md)): each transport in a Chromium of its own, its pages
            one after another, while Gatling's pages run (`pages=side-by-side`), or every page in one Chromium after
            them (`in-turn`); `none`: not"""),
    BROWSER_REPEATS(Section.TRANSPORTS, "browserRepeats", Type.INTEGER, Defaults.all("3"), """
            browser tests per transport and N, each after a full page reload"""),
    BROWSER_BINARY(Section.TRANSPORTS, "browser.binary", Type.PATH, Defaults.all("/usr/bin/chromium"), """
            Debian's Chromium"""),
    BROWSER_DRIVER(Section.TRANSPORTS, "browser.driver", Type.PATH, Defaults.all("/usr/bin/chromedriver"), """
            Debian's chromedriver"""),
    USERS(Section.TRANSPORTS, "users", Type.INTEGER, Defaults.of("2", "5", "1", "5"), """
            concurrent "pages" per (transport, N)"""),
    EXCHANGES(Section.TRANSPORTS, "exchanges", Type.INTEGER_LIST, Defaults.of("10", "10,100", "10,100,250,500", "10,100"), """
            exchange counts N, comma-separated"""),
    THINK_MS(Section.TRANSPORTS, "thinkMs", Type.INTEGER, Defaults.of("100", "500", "500", "500"), """
            think time between two exchanges of a page"""),
    THINK_AS(Section.TRANSPORTS, "thinkAs", Type.LIST, Defaults.of("pause", "pause,schedule", "pause,schedule", "pause"),
            """
            how pages space their exchanges, comma-separated: `pause` (the original's: `thinkMs` after each answer) and
            `schedule` (exchange k due `k x thinkMs` after the page's start, pages named `Scheduled AJAX x10`, each
            exchange also timed from when it was due, so a stalled server cannot hide its stall)"""),
    PAGES(Section.TRANSPORTS, "pages", Type.TEXT, Defaults.all("side-by-side"), """
            `side-by-side`: every page (transport and N) starts at once, and the browser's transports with them, one
            Chromium each running its pages one after another, the repeats in rounds (a page's repeat r starts once
            every page has ended its repeat r - 1, [why](#repeats-in-rounds)); `in-turn`: one page after another, the
            browser's after Gatling's (side by side, Gatling's per-exchange times are no higher, the browser's 2 %
            higher on average: [measured](#pages-side-by-side-or-in-turn))"""),
    PAGE_WARM_UP(Section.TRANSPORTS, "pageWarmUp", Type.INTEGER, Defaults.of("100", "1000", "1000", "1000"), """
            exchanges of each transport back to back before the pages, Gatling's and each browser transport's, then 10 more
            at the think time, counted in no figure. Cold, a transport's first page measured 2 to 10 times its later
            ones; after 100, a page's first repeat 1.1 to 1.6 times its median, after 1 000 0.9 to 1.4 times, with
            every median 19 to 62 % lower ([measured](#warming-the-transports-up)); 0: none"""),
    SIZE(Section.TRANSPORTS, "size", Type.INTEGER, Defaults.all("4096"), """
            payload characters per exchange (0..1048576), transports and held sockets"""),
    JSONP(Section.TRANSPORTS, "jsonp", Type.BOOLEAN, Defaults.all("false"), """
            AJAX as JSONP (`callback=_testcb`, as the original)"""),
    TRANSPORTS(Section.TRANSPORTS, "transports", Type.LIST, Defaults.all("ajax,ws,fresh"), """
            which transports, in run order: `ajax`, `ws`, `fresh`; with `-Dframing=socketio` the default is `ws,fresh`
            (AJAX has no Socket.IO form; name it to run plain AJAX beside the Socket.IO WebSockets)"""),
    FRAMING(Section.TRANSPORTS, PlanSettings.FRAMING, Type.TEXT, Defaults.all(RunVariants.PLAIN), """
            how the WebSocket transports frame messages: `plain` (the contract's JSON) or `socketio` (Engine.IO v4 /
            Socket.IO v5 over WebSocket)"""),
    SOCKETIO_PATH(Section.TRANSPORTS, "socketio.path", Type.TEXT, Defaults.all("/socket.io/"), """
            Engine.IO path the Socket.IO transports connect to (`<path>?EIO=4&transport=websocket&...`)"""),
    SOCKETIO_REQUEST_EVENT(Section.TRANSPORTS, "socketio.requestEvent", Type.TEXT, Defaults.all("send_me_data"), """
            event the page emits: `42["<requestEvent>",N]`"""),
    SOCKETIO_RESPONSE_EVENT(Section.TRANSPORTS, "socketio.responseEvent", Type.TEXT, Defaults.all("you_have_data"), """
            event the server answers with: `42["<responseEvent>",N,"<data>"]`"""),
    SOCKETIO_FRESH_NAMESPACE(Section.TRANSPORTS, "socketio.freshNamespace", Type.TEXT, Defaults.all("/fresh"), """
            namespace of the fresh variant (`/` = the main namespace)"""),
    STEPS(Section.INSERT, "steps", Type.INTEGER_LIST,
            Defaults.of("10,100", "10,100,1000", "10,100,1000,5000,10000", "10,100,1000,10000"), """
            concurrency of each step, comma-separated"""),
    REQUESTS_PER_STEP(Section.INSERT, "requestsPerStep", Type.LONG, Defaults.of("5000", "50000", "100000", "50000"), """
            inserts each step sends, from as many clients as its concurrency (`ab -n N -c level`, as the original ran 100
            000 at each level); the steps' budgets are asserted exactly"""),
    STEP_SECONDS(Section.INSERT, "stepSeconds", Type.INTEGER, Defaults.NONE, """
            instead of `requestsPerStep`: each step holds its concurrency this long (time-boxed); giving both is refused"""),
    RAMP_SECONDS(Section.INSERT, "rampSeconds", Type.INTEGER, Defaults.of("1", "2", "5", "5"), """
            the step's clients arrive over this long (no connection storm)"""),
    INSERT_MODELS(Section.INSERT, "insertModels", Type.LIST, Defaults.of("closed", "closed,open", "closed,open",
            "closed,open"), """
            which workloads run, comma-separated: `closed` (the steps above) and `open` (after them: a constant arrival
            rate per step, one new client per insert, so a slow answer cannot hold the next insert back; latency also
            from each insert's planned start)"""),
    INSERT_RATES(Section.INSERT, "insertRates", Type.INTEGER_LIST, Defaults.of("100,200", "250,500,1000",
            "250,500,1000,2000", "500,1000,2000,4000"), """
            open model: inserts per second of each step, comma-separated"""),
    INSERT_RATE_SECONDS(Section.INSERT, "insertRateSeconds", Type.INTEGER, Defaults.of("5", "10", "30", "30"), """
            open model: how long each rate is held"""),
    HELLO_VARIANTS(Section.HELLO, PlanSettings.HELLO_VARIANTS, Type.LIST, Defaults.of("closed-close,closed-keepalive",
            "closed-close,closed-keepalive,open-close", "closed-close,open-close", "closed-close,closed-keepalive,open-close"),
            """
            variants to run, one after another, comma-separated: `closed-close`, `closed-keepalive`, `open-close`,
            `open-keepalive` (load model, then connections)"""),
    MODEL(Section.HELLO, PlanSettings.MODEL, Type.TEXT, Defaults.all("closed"), """
            `closed` (like ab) or `open` (constant arrival rate); given without `helloVariants`, hello runs only the one
            variant `model` and `keepAlive` name"""),
    CONCURRENCY(Section.HELLO, "concurrency", Type.INTEGER, Defaults.of("10", "100", "100", "100"), """
            closed model: concurrent clients (`ab -c`)"""),
    REQUESTS(Section.HELLO, "requests", Type.LONG, Defaults.of("20000", "100000", "500000", "100000"), """
            closed model: total requests (`ab -n`)"""),
    RATE(Section.HELLO, "rate", Type.INTEGER_LIST, Defaults.of("200", "500,1000,2000", "1000,2000,4000",
            "1000,2000,4000"), """
            open model: new requests per second, each rate in turn (a row per rate, `open-close-r1000`), comma-separated"""),
    DURATION_SECONDS(Section.HELLO, "durationSeconds", Type.INTEGER, Defaults.of("10", "20", "30", "30"), """
            open model: how long each rate is held"""),
    WARM_UP_REQUESTS(Section.HELLO, "warmUpRequests", Type.LONG, Defaults.of("2000", "20000", "50000", "20000"), """
            before each variant, at least this many requests at its concurrency and with its connections, under the
            request `Hello warm-up`, which no figure counts; then more until the injector's JIT has been idle for 2 s
            (at most `warmUpSeconds`), so the variant's throughput and CPU per request are the steady state's, as ab's
            and wrk's are against the warm server; `0` with `warmUpSeconds=0`: none"""),
    WARM_UP_SECONDS(Section.HELLO, "warmUpSeconds", Type.INTEGER, Defaults.of("5", "60", "90", "60"), """
            the longest warm-up before each variant, its minimum requests aside"""),
    INTENDED_STARTS(Section.HELLO, "intendedStarts", Type.BOOLEAN, Defaults.all("true"), """
            open variants: each request's planned start and when it went, to the microsecond, so its latency counts from
            its plan (free of coordinated omission) and the injector's lag shows; `false` records nothing of it"""),
    CROSS_CHECK(Section.HELLO, "crossCheck", Type.BOOLEAN, Defaults.all("true"), """
            after the Gatling run, measure each closed variant again with wrk (keep-alive) or ab (new connection per
            request) against the same server at the same concurrency ([cross-check](cross-check.md))"""),
    CROSS_CHECK_SECONDS(Section.HELLO, "crossCheckSeconds", Type.INTEGER, Defaults.of("5", "10", "30", "10"), """
            length of each wrk run"""),
    CROSS_CHECK_MAX_REQUESTS(Section.HELLO, "crossCheckMaxRequests", Type.LONG, Defaults.all("500000"), """
            cap on ab's `-n` (the variant's `requests`)"""),
    KEEP_ALIVE(Section.HELLO_AND_INSERT, PlanSettings.KEEP_ALIVE, Type.BOOLEAN, Defaults.all("false"), """
            `false`: `Connection: close`, a new TCP connection per request (ab without `-k`); `true`: connections kept
            alive (ab `-k`). Hello: given without `helloVariants`, runs only that one variant (with `model`)"""),
    CONNECTIONS(Section.CONNECTIONS, "connections", Type.INTEGER, Defaults.of("200", "1000", "1000", "10000"), """
            persistent WebSockets to hold open at once"""),
    CONNECT_RAMP_SECONDS(Section.CONNECTIONS, "connectRampSeconds", Type.INTEGER, Defaults.of("5", "10", "10", "30"), """
            the connects spread over this long (0: all at once)"""),
    HELD_EXCHANGES(Section.CONNECTIONS, "heldExchanges", Type.INTEGER, Defaults.of("3", "5", "5", "10"), """
            exchanges per socket; a socket must outlive the ramp: (`heldExchanges` − 1) × `heldThinkMs` >
            `connectRampSeconds`"""),
    HELD_THINK_MS(Section.CONNECTIONS, "heldThinkMs", Type.INTEGER, Defaults.all("5000"), """
            think time between two exchanges of a socket"""),
    INJECTORS(Section.INJECTORS, "injectors", Type.POSITIVE_INTEGER, Defaults.all("1"), """
            how many injectors share the plan (each runs its exact share)"""),
    INJECTOR(Section.INJECTORS, "injector", Type.INTEGER, Defaults.NONE, """
            this injector, 0..N-1; unset: `JOB_COMPLETION_INDEX` (a Kubernetes Indexed Job)"""),
    START_AT(Section.INJECTORS, "startAt", Type.INSTANT, Defaults.NONE, """
            ISO-8601 instant every injector waits for before its first request"""),
    COORDINATOR(Section.INJECTORS, "coordinator", Type.URL, Defaults.NONE, """
            the split's coordinator (`deploy/merge-split`): once the target is up, report ready and wait for the start it
            fixes when every injector has (instead of `startAt`); the split's token comes from the environment variable
            `SPLIT_TOKEN`, never the command line"""),
    LAB_RESULTS(Section.INJECTORS, CommandArguments.RESULTS, Type.PATH, Defaults.computed("<root>/reports"), """
            Gatling's results folder for this run, an absolute path (Maven would resolve a relative one against `gatling/`)"""),
    AGAINST(Section.COMPARISON, "against", Type.TEXT, Defaults.NONE, """
            compare with a baseline in the same run: a git ref (`HEAD~1`, a sha, a branch: its reference server is built
            in a worktree under `target/against/`), a server jar, or `http://host:port` (a server running elsewhere). The
            chosen simulations run against it (A) and against the server under test (B: the working tree's reference
            server, or `target`/`baseUrl`) in interleaved rounds; the build fails when B is worse beyond a threshold with
            confidence ([A/B](comparison.md))"""),
    PAIRS(Section.COMPARISON, "pairs", Type.POSITIVE_INTEGER, Defaults.all("4"), """
            pairs of rounds an A/B comparison plans (its first look): pair p is round 2p-1, A then B, and round 2p, B then
            A; when the first look leaves a gated metric beyond its threshold without a verdict, its simulation runs as
            many pairs again (the second look). 1 runs the comparison end to end and judges nothing (a verdict needs 2):
            with `comparison.allowInconclusive=true` only. What each count can detect: [A/B](comparison.md)"""),
    ALLOW_INCONCLUSIVE(Section.COMPARISON, ComparisonThresholds.OVERRIDE_PREFIX + JudgeSettings.ALLOW_INCONCLUSIVE, Type.TEXT,
            Defaults.all("false"), """
            `true`: a gated metric the planned pairs could not judge (missing on a side, fewer pairs than planned, one
            pair) does not fail the comparison; a gated WORSE, a run that failed twice and more KOs on B still do. Like
            every `comparison.*` setting it goes on the comparison's record, and later readings judge by it"""),
    REFERENCE_SERVER(Section.COMPARISON, "lab.referenceServer", Type.PATH, Defaults.computed("the project root"), """
            the reference server the suite starts: a checkout whose `server/` is built, or a server jar (`-Dagainst`
            sets it for side A)"""),
    P99_MS(Section.ASSERTIONS, "p99Ms", Type.INTEGER, Defaults.NONE, """
            bound on the 99th percentile of all requests, for every simulation"""),
    TRANSPORTS_P99_MS(Section.ASSERTIONS, "transports.p99Ms", Type.INTEGER, Defaults.all("500"), """
            the same for one simulation (wins over `p99Ms`)"""),
    INSERT_P99_MS(Section.ASSERTIONS, "insert.p99Ms", Type.INTEGER, Defaults.of("5000", "10000", "30000", "30000"), """
            the same for one simulation (wins over `p99Ms`)"""),
    HELLO_P99_MS(Section.ASSERTIONS, "hello.p99Ms", Type.INTEGER, Defaults.of("1000", "2000", "2000", "2000"), """
            the same for one simulation (wins over `p99Ms`)"""),
    CONNECTIONS_P99_MS(Section.ASSERTIONS, "connections.p99Ms", Type.INTEGER, Defaults.of("1000", "1000", "1000", "2000"), """
            the same for one simulation (wins over `p99Ms`)""");

    /** Where a knob belongs in the docs' table, and the heading of its rows there. */
    public enum Section {
        GENERAL(""),
        TRANSPORTS("**Transports**"),
        INSERT("**Insert**"),
        HELLO("**Hello**"),
        HELLO_AND_INSERT("**Hello and insert**"),
        CONNECTIONS("**Connections** (held WebSockets)"),
        INJECTORS("**Several injectors** ([scale-out](scale-out.md))"),
        COMPARISON("**A/B comparison** ([comparison](comparison.md))"),
        ASSERTIONS("**Assertions**");

        private final String title;

        Section(String title) {
            this.title = title;
        }

        public String title() {
            return title;
        }
    }

    /**
     * What a knob's value is; {@link LabSettings} parses each the same way whatever the knob, and
     * {@link KnobTable} names each in the docs.
     */
    public enum Type {
        TEXT,
        URL,
        PATH,
        LIST,
        INTEGER,
        POSITIVE_INTEGER,
        INTEGER_LIST,
        LONG,
        BOOLEAN,
        SIZE,
        INSTANT
    }

    /**
     * A knob's default per profile (smoke, quick, seed, stress), each possibly unset; or, for a knob
     * whose default the suite works out itself (the project root, the results folder), only its description.
     */
    public record Defaults(List<String> perProfile, String computed) {
        public static final Defaults NONE = new Defaults(Arrays.asList(null, null, null, null), null);

        public static Defaults all(String value) {
            return new Defaults(Arrays.asList(value, value, value, value), null);
        }

        public static Defaults of(String smoke, String quick, String seed, String stress) {
            return new Defaults(Arrays.asList(smoke, quick, seed, stress), null);
        }

        public static Defaults computed(String description) {
            return new Defaults(NONE.perProfile, description);
        }

        public Optional<String> of(Profile profile) {
            return Optional.ofNullable(perProfile.get(profile.ordinal()));
        }
    }

    private final Section section;
    private final String id;
    private final Type type;
    private final Defaults defaults;
    private final String meaning;

    Knob(Section section, String id, Type type, Defaults defaults, String meaning) {
        this.section = section;
        this.id = id;
        this.type = type;
        this.defaults = defaults;
        this.meaning = meaning;
    }

    /** The -D name: {@code users}, {@code insert.p99Ms}. */
    public String id() {
        return id;
    }

    /** The profile's default, or empty when the knob is unset unless given (or worked out by the suite). */
    public Optional<String> defaultIn(Profile profile) {
        return defaults.of(profile);
    }

    public static Optional<Knob> find(String id) {
        return Arrays.stream(values()).filter(knob -> knob.id.equals(id)).findFirst();
    }

    public static Knob byId(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("no knob -D" + id));
    }

    // What the docs table shows of a knob besides its name.

    public Section section() {
        return section;
    }

    public Type type() {
        return type;
    }

    /** What the knob does, on one line: its text block wraps only to be read here. */
    public String meaning() {
        return meaning.replace('\n', ' ');
    }

    /** The default as the docs show it in a profile's column: the value, the suite's own rule, or "unset". */
    public String shownDefault(Profile profile) {
        return defaults.of(profile).orElse(defaults.computed() != null ? defaults.computed() : "unset");
    }

    @Override
    public String toString() {
        return id;
    }
}
