package loadlab.lab.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.lab.crosscheck.ToolRun;
import loadlab.lab.targets.GatlingFork;
import loadlab.record.CommandArguments;
import loadlab.record.PlanSettings;
import loadlab.record.json.Json;
import loadlab.reports.CommandLine;

/**
 * What the bench measures with Gatling itself, against the reference server it started: the Gatling JVM's
 * CPU per hello request (start-up and report included, so an upper bound per request), and a persistent
 * WebSocket's exchange p99 and mean at the bench's connections, 4 KiB an exchange, as the transports
 * simulation measures it, read from the summary of that run alone.
 */
final class GatlingCost {
    static final String GATLING = "gatling";
    private static final String HELLO = "loadlab.gatling.HelloSimulation";
    private static final String TRANSPORTS = "loadlab.gatling.TransportsSimulation";
    /** 300 exchanges a client: every round starts a cold Gatling JVM, whose first seconds of JIT would be a short run's p99. */
    private static final int WS_EXCHANGES = 300;
    private static final Duration RUN_TIMEOUT = Duration.ofMinutes(20);

    private final GatlingFork gatling;
    private final BenchOptions options;
    private final Samples samples;
    private final Path folder;
    private final Path root;

    GatlingCost(GatlingFork gatling, BenchOptions options, Samples samples, Path folder, Path root) {
        this.gatling = gatling;
        this.options = options;
        this.samples = samples;
        this.folder = folder;
        this.root = root;
    }

    /** Requests of one hello run: four times ab's, so the JVM's start is a small share of its CPU. */
    long helloRequests() {
        return 4L * options.abRequests();
    }

    void helloCpu(BenchTargets.Running server, int round) {
        Map<String, String> knobs = knobs(server);
        knobs.put("concurrency", Integer.toString(options.connections()));
        knobs.put("requests", Long.toString(helloRequests()));
        knobs.put("helloVariants", "closed-keepalive");
        knobs.put("crossCheck", "false");
        ToolRun run = run("gatling-hello-" + round, HELLO, knobs);
        if (run.cpuSeconds() == null) {
            throw new IllegalStateException("the Gatling JVM's CPU was not measured (the bench needs bash to count it)");
        }
        samples.add("gatling JVM cpu s per 1000 req", GATLING, round, run.cpuSeconds() / helloRequests() * 1000);
    }

    void webSocketLatency(BenchTargets.Running server, int round) {
        Map<String, String> knobs = knobs(server);
        knobs.put("transports", "ws");
        knobs.put("users", Integer.toString(options.connections()));
        knobs.put("exchanges", Integer.toString(WS_EXCHANGES));
        knobs.put("thinkMs", "100");
        knobs.put("size", "4096");
        String name = "gatling-ws-" + round;
        run(name, TRANSPORTS, knobs);
        Path results = folder.resolve(name);
        String[] summary = {CommandLine.SUMMARY, CommandArguments.RESULTS + "=" + results,
                CommandArguments.ROOT + "=" + root, "target=external"};
        if (CommandLine.run(summary, new Properties(), System.out) != 0) {
            throw new IllegalStateException("the summary of " + results + " could not be written (its output above says why)");
        }
        JsonNode row = webSocketRow(results.resolve("summary.json"));
        samples.add("ws exchange p99 ms", BenchTargets.SERVER, round, row.path("exchangeP99Ms").asDouble());
        samples.add("ws exchange mean ms", BenchTargets.SERVER, round, row.path("exchangeMeanMs").asDouble());
        samples.add("ws exchange count", BenchTargets.SERVER, round, row.path("exchangeCount").asDouble());
        samples.add("ws exchange ko", BenchTargets.SERVER, round, row.path("exchangeKo").asDouble());
    }

    private Map<String, String> knobs(BenchTargets.Running server) {
        Map<String, String> knobs = new LinkedHashMap<>();
        knobs.put(PlanSettings.BASE_URL, server.url().http());
        knobs.put("profile", "quick");
        knobs.put("lab.root", root.toString());
        return knobs;
    }

    private ToolRun run(String name, String simulation, Map<String, String> knobs) {
        Path results = folder.resolve(name);
        knobs.put("lab.results", results.toString());
        List<String> command = gatling.commandLine(simulation, knobs, results);
        try {
            ToolRun run = ToolRun.run(command, RUN_TIMEOUT, folder.resolve(name + ".log"), folder.resolve(name + "-stderr.log"),
                    folder.resolve(name + "-times.txt"));
            if (run.timedOut() || run.exitCode() != 0) {
                throw new IllegalStateException(simulation + " against " + knobs.get(PlanSettings.BASE_URL)
                        + (run.timedOut() ? " ran past " + RUN_TIMEOUT.toMinutes() + " min" : " exited with " + run.exitCode())
                        + "; its output: "
                        + folder.resolve(name + ".log"));
            }
            return run;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start Gatling", e);
        }
    }

    /** The summary's row of the persistent WebSocket, plain framing, at the bench's exchanges. */
    static JsonNode webSocketRow(Path summary) {
        JsonNode rows;
        try {
            rows = Json.mapper().readTree(summary.toFile()).path("transports").path("rows");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + summary, e);
        }
        for (JsonNode row : rows) {
            if (row.path("transport").asText().equals("WS") && row.path("exchanges").asInt() == WS_EXCHANGES
                    && row.path("framing").asText("plain").equals("plain")) {
                return row;
            }
        }
        throw new IllegalStateException(summary + " has no persistent WebSocket row at " + WS_EXCHANGES + " exchanges");
    }
}
