package loadlab.reports.summary;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import loadlab.reports.gatling.GatlingRun;
import loadlab.reports.gatling.StatsKind;
import loadlab.reports.gatling.StatsRow;
import loadlab.reports.names.RunNames;

/**
 * Every naming convention the summary keys on, in one place (reports/README.md lists them): which
 * simulation feeds which section, how groups and requests are named, how the hello variants are
 * told apart (request names, else settings), how transports runs of different framings are told
 * apart, and how far a sidecar's stamp may sit from Gatling's run start.
 *
 * @param framingKnob   the setting a transports run records its framing in; a run without it is plain
 * @param plainFraming  the framing of the contract's JSON messages, whose rows and metrics keep their ids
 * @param setupRequests prefixes of the requests that set up one connection of a transport, in order
 *                      ("Connect WS"; "Connect SIO WS", "Open SIO WS", "Handshake SIO WS")
 * @param requestResponseTransport the transport that opens no connection of its own (AJAX): what the
 *                      side-by-side sentence measures the other transports against
 * @param helloRequests hello request name to the variant it times, for runs that drive several
 * @param variantsKnob  the setting a run that names its variants by request records
 */
public record Conventions(
        String transportsSimulation,
        Pattern transportGroup,
        String exchangeRequestPrefix,
        String freshPrefix,
        String framingKnob,
        String plainFraming,
        List<String> setupRequests,
        String requestResponseTransport,
        String insertSimulation,
        Pattern insertStepGroup,
        String insertRequest,
        String helloSimulation,
        String helloRequest,
        Map<String, String> helloRequests,
        String variantsKnob,
        String modelKnob,
        String keepAliveKnob,
        Duration sidecarLead,
        Duration sidecarLag) {

    /** The conventions of the gatling module's simulations. */
    public static final Conventions DEFAULT = new Conventions(
            RunNames.TRANSPORTS_SIMULATION,
            RunNames.transportPagePattern(),
            RunNames.EXCHANGE_PREFIX,
            RunNames.FRESH_PREFIX,
            "framing",
            "plain",
            List.of(RunNames.CONNECT_PREFIX, RunNames.OPEN_PREFIX, RunNames.HANDSHAKE_PREFIX),
            RunNames.AJAX,
            RunNames.INSERT_SIMULATION,
            RunNames.insertStepPattern(),
            RunNames.INSERT_REQUEST,
            RunNames.HELLO_SIMULATION,
            RunNames.HELLO_REQUEST,
            RunNames.HELLO_REQUESTS.entrySet().stream()
                    .collect(Collectors.toMap(Map.Entry::getValue, Map.Entry::getKey)),
            "helloVariants",
            "model",
            "keepAlive",
            Duration.ofSeconds(180),
            Duration.ofSeconds(5));

    public Conventions {
        setupRequests = List.copyOf(setupRequests);
        helloRequests = Map.copyOf(helloRequests);
    }

    /** A name as metric ids carry it: "Fresh SIO WS" -> "fresh-sio-ws". */
    public static String slug(String name) {
        return name.trim().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    /** A transports group such as "Fresh WS x100": the transport label and the exchange count. */
    public record Page(String transport, int exchanges) {
    }

    public Optional<Page> transportPage(String groupName) {
        Matcher matcher = transportGroup.matcher(groupName);
        return matcher.matches()
                ? Optional.of(new Page(matcher.group(1), Integer.parseInt(matcher.group(2))))
                : Optional.empty();
    }

    /** The request timing one exchange of a transport, e.g. "Exchange Fresh WS". */
    public String exchangeRequest(String transport) {
        return exchangeRequestPrefix + transport;
    }

    /** "Fresh WS" is the fresh-connection variant of "WS"; empty for a transport that is not fresh. */
    public Optional<String> persistentOf(String transport) {
        return transport.startsWith(freshPrefix) && transport.length() > freshPrefix.length()
                ? Optional.of(transport.substring(freshPrefix.length()))
                : Optional.empty();
    }

    /** A transports run's framing: its recorded setting, lower case; plain for a run that records none. */
    public String framing(Map<String, String> settings) {
        String framing = settings.get(framingKnob);
        return framing == null || framing.isBlank() ? plainFraming : framing.trim().toLowerCase(Locale.ROOT);
    }

    /** The requests that set up one connection of a transport: "Connect SIO WS", "Open SIO WS", ... */
    public List<String> setupRequests(String transport) {
        return setupRequests.stream().map(prefix -> prefix + transport).toList();
    }

    public OptionalInt insertConcurrency(String groupName) {
        Matcher matcher = insertStepGroup.matcher(groupName);
        return matcher.matches() ? OptionalInt.of(Integer.parseInt(matcher.group(1))) : OptionalInt.empty();
    }

    /**
     * Hello runs differ by load model and keep-alive; the summary keeps the newest run of each
     * variant ("closed-keepalive", "open-close", ...): the run's variants, comma-separated (see
     * {@link #helloVariants}). Transports runs differ by framing ("plain", "socketio"), and the
     * summary shows the newest of each side by side. "" for other simulations.
     */
    public String variant(GatlingRun run, Map<String, String> settings) {
        if (run.simulation().equals(transportsSimulation)) {
            return framing(settings);
        }
        return String.join(",", helloVariants(run, settings).keySet());
    }

    /** The variants a catalog entry's {@link #variant} string lists. */
    public static List<String> variants(String variant) {
        return variant.isEmpty() ? List.of("") : Arrays.asList(variant.split(","));
    }

    /**
     * A hello run's variants, each with the name of the request that times it. A run that drives
     * several variants names them by request ({@link #helloRequests}; it records the setting
     * {@code helloVariants}, or has a request other than plain "Hello"). An older run drove one
     * variant through the request "Hello": its model comes from the setting {@code model}, else
     * from the scenario names ("Hello Open"); keep-alive only from the setting ("unknown").
     */
    public SortedMap<String, String> helloVariants(GatlingRun run, Map<String, String> settings) {
        SortedMap<String, String> variants = new TreeMap<>();
        if (!run.simulation().equals(helloSimulation)) {
            return variants;
        }
        List<String> named = run.rowsOf(StatsKind.REQUEST).stream()
                .filter(row -> row.groups().isEmpty())
                .map(StatsRow::name)
                .filter(helloRequests::containsKey)
                .toList();
        boolean byRequest = settings.containsKey(variantsKnob) || named.stream().anyMatch(n -> !n.equals(helloRequest));
        if (byRequest && !named.isEmpty()) {
            named.forEach(name -> variants.put(helloRequests.get(name), name));
        } else {
            variants.put(helloModel(run, settings) + "-" + keepAlive(settings), helloRequest);
        }
        return variants;
    }

    public String helloModel(GatlingRun run, Map<String, String> settings) {
        String model = settings.get(modelKnob);
        if (model != null && !model.isBlank()) {
            return model.trim().toLowerCase(Locale.ROOT);
        }
        List<String> scenarios = run.scenarios();
        return scenarios.stream().anyMatch(s -> s.toLowerCase(Locale.ROOT).contains("open")) ? "open" : "closed";
    }

    public String keepAlive(Map<String, String> settings) {
        String value = settings.get(keepAliveKnob);
        if (value == null || value.isBlank()) {
            return "unknown";
        }
        return Boolean.parseBoolean(value.trim()) ? "keepalive" : "close";
    }
}
