package loadlab.reports.summary;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import loadlab.reports.gatling.GatlingRun;

/**
 * Every naming convention the summary keys on, in one place (reports/README.md lists them): which
 * simulation feeds which section, how groups and requests are named, which settings tell the hello
 * variants apart, and how far a sidecar's stamp may sit from Gatling's run start.
 */
public record Conventions(
        String transportsSimulation,
        Pattern transportGroup,
        String exchangeRequestPrefix,
        String freshPrefix,
        String insertSimulation,
        Pattern insertStepGroup,
        String insertRequest,
        String helloSimulation,
        String helloRequest,
        String modelKnob,
        String keepAliveKnob,
        Duration sidecarLead,
        Duration sidecarLag) {

    /** The conventions of the gatling module's simulations. */
    public static final Conventions DEFAULT = new Conventions(
            "TransportsSimulation",
            Pattern.compile("(.+) x(\\d+)"),
            "Exchange ",
            "Fresh ",
            "InsertSimulation",
            Pattern.compile("Concurrency (\\d+)"),
            "Insert",
            "HelloSimulation",
            "Hello",
            "model",
            "keepAlive",
            Duration.ofSeconds(180),
            Duration.ofSeconds(5));

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

    public OptionalInt insertConcurrency(String groupName) {
        Matcher matcher = insertStepGroup.matcher(groupName);
        return matcher.matches() ? OptionalInt.of(Integer.parseInt(matcher.group(1))) : OptionalInt.empty();
    }

    /**
     * Hello runs differ by load model and keep-alive, so the summary keeps the newest run of each
     * variant: "closed-keepalive", "open-close", ... The model comes from the sidecar's settings,
     * else from the scenario names ("Hello Open"); keep-alive only from the settings ("unknown").
     */
    public String variant(GatlingRun run, Map<String, String> settings) {
        if (!run.simulation().equals(helloSimulation)) {
            return "";
        }
        return helloModel(run, settings) + "-" + keepAlive(settings);
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
