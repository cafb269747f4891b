package loadlab.record.names;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The names a run's simulation.log carries and the summary keys on: simulations, transports pages
 * and their requests, insert steps, hello requests. The simulations name their requests and groups
 * with these methods and the summary reads them back with the same class, so the two cannot drift
 * apart (RunNamesTest in the gatling module runs each simulation's plan and finds every name here).
 */
public final class RunNames {
    public static final String TRANSPORTS_SIMULATION = "TransportsSimulation";
    public static final String INSERT_SIMULATION = "InsertSimulation";
    public static final String HELLO_SIMULATION = "HelloSimulation";
    public static final String CONNECTIONS_SIMULATION = "ConnectionsSimulation";
    /** Whose runs give an experiment's metrics: the summary's metric ids start with the experiment. */
    private static final Map<String, String> SIMULATION_OF_EXPERIMENT = Map.of("transports", TRANSPORTS_SIMULATION,
            "insert", INSERT_SIMULATION, "hello", HELLO_SIMULATION);

    /** The transport that opens no connection of its own: request and response, one per exchange. */
    public static final String AJAX = "AJAX";
    /** What the fresh-connection variant of a transport's label starts with: "Fresh WS", "Fresh SIO WS". */
    public static final String FRESH_PREFIX = "Fresh ";
    public static final String EXCHANGE_PREFIX = "Exchange ";
    public static final String CONNECT_PREFIX = "Connect ";
    public static final String OPEN_PREFIX = "Open ";
    public static final String HANDSHAKE_PREFIX = "Handshake ";
    public static final String SEND_PREFIX = "Send ";
    public static final String CLOSE_PREFIX = "Close ";
    /**
     * Before a transport's label on pages whose exchanges follow a schedule (-DthinkAs=schedule): "Scheduled AJAX
     * x10", "Exchange Scheduled AJAX"; each such page is also timed from when its exchanges were due.
     */
    public static final String SCHEDULED_PREFIX = "Scheduled ";
    /** Before a transport's label in the requests of the transports warm-up, which no page or row counts. */
    public static final String WARM_UP_PREFIX = "Warm-up ";

    public static final String INSERT_REQUEST = "Insert";
    private static final String INSERT_STEP_PREFIX = "Concurrency ";
    private static final Pattern INSERT_STEP = Pattern.compile(Pattern.quote(INSERT_STEP_PREFIX) + "(\\d+)");
    private static final String INSERT_RATE_PREFIX = "Rate ";
    private static final String INSERT_RATE_SUFFIX = "/s";
    private static final Pattern INSERT_RATE = Pattern.compile(Pattern.quote(INSERT_RATE_PREFIX) + "(\\d+)"
            + Pattern.quote(INSERT_RATE_SUFFIX));
    private static final Pattern TRANSPORT_PAGE = Pattern.compile("(.+) x(\\d+)");
    private static final String REPEAT_SEPARATOR = " #";
    private static final Pattern REPEAT_SCENARIO = Pattern.compile("(.+)" + Pattern.quote(REPEAT_SEPARATOR) + "(\\d+)");
    private static final String HELLO_SCENARIO_PREFIX = "Hello ";

    /** The request that times each hello variant, by the variant's id (-DhelloVariants). */
    private static final Map<String, String> HELLO_REQUESTS = Map.of(
            "closed-close", "Hello",
            "closed-keepalive", "Hello Keep-Alive",
            "open-close", "Hello Open",
            "open-keepalive", "Hello Open Keep-Alive");
    /**
     * The requests a hello run sends before each variant to warm both JVMs up: no figure counts them
     * (no variant's request, outside every variant's window).
     */
    public static final String HELLO_WARM_UP_REQUEST = "Hello warm-up";
    /** The one hello request of runs from before the variants (plain "Hello"). */
    public static final String HELLO_REQUEST = HELLO_REQUESTS.get("closed-close");
    /** An open hello variant at one of its rates: "open-close-r1000", timed by "Hello Open 1000/s". */
    private static final String HELLO_RATE_INFIX = "-r";
    private static final Pattern HELLO_RATE_ROW = Pattern.compile("(open-[a-z]+)" + Pattern.quote(HELLO_RATE_INFIX)
            + "(\\d+)");
    private static final String HELLO_RATE_SUFFIX = "/s";
    /** Hello rows by variant, then an open variant's rows by rising rate ("open-close-r500" before "-r1000"). */
    public static final Comparator<String> HELLO_ROW_ORDER = Comparator.comparing(RunNames::helloVariantOfRow)
            .thenComparingInt(row -> helloRate(row).orElse(0)).thenComparing(Comparator.naturalOrder());
    private static final Pattern HELLO_RATE_REQUEST = Pattern.compile("(.+) (\\d+)" + Pattern.quote(HELLO_RATE_SUFFIX));

    /** The simulation that measures a summary metric: HelloSimulation for "hello.closed-close.p95_ms". */
    public static Optional<String> simulationOfMetric(String metricId) {
        int dot = metricId.indexOf('.');
        return Optional.ofNullable(SIMULATION_OF_EXPERIMENT.get(dot < 0 ? metricId : metricId.substring(0, dot)));
    }

    private RunNames() {
    }

    /** One page of a transport: its group (and scenario) name, e.g. "AJAX x100". */
    public static String transportPage(String transport, int exchanges) {
        return transport + " x" + exchanges;
    }

    /** The pattern of {@link #transportPage}: group 1 the transport, group 2 the exchanges. */
    public static Pattern transportPagePattern() {
        return TRANSPORT_PAGE;
    }

    /** A transports group such as "Fresh WS x100" read back: the transport label and the exchange count. */
    public static Optional<TransportPage> transportPageOf(String group) {
        Matcher matcher = TRANSPORT_PAGE.matcher(group);
        return matcher.matches()
                ? Optional.of(new TransportPage(matcher.group(1), Integer.parseInt(matcher.group(2))))
                : Optional.empty();
    }

    /** "Fresh WS" is the fresh-connection variant of "WS"; empty for a transport that is not fresh. */
    public static Optional<String> persistentOf(String transport) {
        return transport.startsWith(FRESH_PREFIX) && transport.length() > FRESH_PREFIX.length()
                ? Optional.of(transport.substring(FRESH_PREFIX.length()))
                : Optional.empty();
    }

    /** The requests that set up one connection of a transport, in order: "Connect SIO WS", "Open SIO WS", ... */
    public static List<String> setupRequests(String transport) {
        return Stream.of(CONNECT_PREFIX, OPEN_PREFIX, HANDSHAKE_PREFIX).map(prefix -> prefix + transport).toList();
    }

    /** A transport's label on its scheduled pages: "AJAX" -> "Scheduled AJAX". */
    public static String scheduled(String transport) {
        return SCHEDULED_PREFIX + transport;
    }

    /** The request timing one exchange of a transport: "Exchange Fresh WS". */
    public static String exchange(String transport) {
        return EXCHANGE_PREFIX + transport;
    }

    /**
     * The scenario of a row's repeat: the row's own name for the first, then "name #2", "name #3" (Gatling
     * requires unique scenario names; request and group names stay the row's).
     */
    public static String repeatScenario(String row, int repeat) {
        if (repeat < 1) {
            throw new IllegalArgumentException("repeat counts from 1, got " + repeat);
        }
        return repeat == 1 ? row : row + REPEAT_SEPARATOR + repeat;
    }

    /** The row a scenario of {@link #repeatScenario} runs: "Concurrency 100 #2" is a repeat of "Concurrency 100". */
    public static String rowOfScenario(String scenario) {
        Matcher matcher = REPEAT_SCENARIO.matcher(scenario);
        return matcher.matches() ? matcher.group(1) : scenario;
    }

    /** The scenario of a hello variant: "Hello open-close". */
    public static String helloScenario(String variantId) {
        return HELLO_SCENARIO_PREFIX + variantId;
    }

    /** The group of one insert step: "Concurrency 100". */
    public static String insertStep(int concurrency) {
        return INSERT_STEP_PREFIX + concurrency;
    }

    /** The pattern of {@link #insertStep}: group 1 the concurrency. */
    public static Pattern insertStepPattern() {
        return INSERT_STEP;
    }

    public static OptionalInt insertConcurrency(String group) {
        Matcher matcher = INSERT_STEP.matcher(group);
        return matcher.matches() ? OptionalInt.of(Integer.parseInt(matcher.group(1))) : OptionalInt.empty();
    }

    /** The group of one open insert step, a constant arrival rate: "Rate 200/s". */
    public static String insertRateStep(int rate) {
        return INSERT_RATE_PREFIX + rate + INSERT_RATE_SUFFIX;
    }

    /** The rate of an open insert step's group ("Rate 200/s" -> 200); empty for any other group. */
    public static OptionalInt insertRate(String group) {
        Matcher matcher = INSERT_RATE.matcher(group);
        return matcher.matches() ? OptionalInt.of(Integer.parseInt(matcher.group(1))) : OptionalInt.empty();
    }

    /**
     * The row of an open hello variant at one rate: ("open-close", 1000) -> "open-close-r1000". A closed variant
     * has one row, its own id; an open one a row per rate (-Drate), so each level has its own request and metrics.
     */
    public static String helloRateRow(String variantId, int rate) {
        if (!HELLO_REQUESTS.containsKey(variantId) || !variantId.startsWith("open-") || rate <= 0) {
            throw new IllegalArgumentException("an open hello variant at a positive rate, got " + variantId + " at " + rate);
        }
        return variantId + HELLO_RATE_INFIX + rate;
    }

    /**
     * The request that times a hello row: "closed-keepalive" -> "Hello Keep-Alive", "open-close-r1000" ->
     * "Hello Open 1000/s"; empty for an id that names no row.
     */
    public static Optional<String> helloRequest(String rowId) {
        Matcher rate = HELLO_RATE_ROW.matcher(rowId);
        if (rate.matches()) {
            return Optional.ofNullable(HELLO_REQUESTS.get(rate.group(1)))
                    .map(request -> request + " " + Integer.parseInt(rate.group(2)) + HELLO_RATE_SUFFIX);
        }
        return Optional.ofNullable(HELLO_REQUESTS.get(rowId));
    }

    /** The hello row a request times, the inverse of {@link #helloRequest}; empty for any other request. */
    public static Optional<String> helloRowOfRequest(String request) {
        Matcher rate = HELLO_RATE_REQUEST.matcher(request);
        String name = rate.matches() ? rate.group(1) : request;
        Optional<String> variant = HELLO_REQUESTS.entrySet().stream()
                .filter(entry -> entry.getValue().equals(name))
                .map(Map.Entry::getKey)
                .findFirst();
        if (!rate.matches()) {
            return variant;
        }
        return variant.filter(id -> id.startsWith("open-")).map(id -> helloRateRow(id, Integer.parseInt(rate.group(2))));
    }

    /** The variant of a hello row: "open-close-r1000" -> "open-close"; a closed row is its variant. */
    public static String helloVariantOfRow(String rowId) {
        Matcher rate = HELLO_RATE_ROW.matcher(rowId);
        return rate.matches() ? rate.group(1) : rowId;
    }

    /** The rate of an open hello row ("open-close-r1000" -> 1000); empty for a row of no rate. */
    public static OptionalInt helloRate(String rowId) {
        Matcher rate = HELLO_RATE_ROW.matcher(rowId);
        return rate.matches() ? OptionalInt.of(Integer.parseInt(rate.group(2))) : OptionalInt.empty();
    }
}
