package loadlab.lab.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import loadlab.lab.launch.Executables;
import loadlab.lab.targets.GatlingFork;
import loadlab.record.GitCommit;
import loadlab.record.Machine;
import loadlab.record.json.Json;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code bench/run}: the reference server against the machine's own ceiling for /hello (nginx, one worker)
 * and against one Node.js process, with wrk (keep-alive) and ab (a new connection per request, and -k), the
 * targets rotated round by round; then /ajax 4 KiB and POST /items on the reference server (and the baseline);
 * then the Gatling JVM's own CPU per hello request and a persistent WebSocket's exchange p99. Medians, ratios
 * and goals go to {@code reports/bench/bench-<stamp>.md} and {@code .json}, and {@code bench.md} / {@code bench.json}.
 * The suite's summary measures Gatling against wrk and ab on every hello run; this keeps what it does not.
 */
public final class Bench {
    private static final Logger LOG = LoggerFactory.getLogger(Bench.class);
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final BenchOptions options;
    private final Path root;
    private final Path out;
    private final String stamp;
    private final Samples samples = new Samples();

    private Bench(BenchOptions options, Path root, Path out, String stamp) {
        this.options = options;
        this.root = root;
        this.out = out;
        this.stamp = stamp;
    }

    /** Arguments as bench/run takes them; the project root in {@code -Dlab.root}, as the pom passes it. */
    public static void main(String[] args) {
        // A wrong line or a missing tool fails here, before anything starts, with the reason as Maven's error.
        BenchOptions options = BenchOptions.parse(args, System.getenv());
        requireTools(options);
        PrintStream out = System.out;
        Path root = Path.of(System.getProperty("lab.root", ".")).toAbsolutePath().normalize();
        String stamp = STAMP.format(Instant.now());
        Path written = new Bench(options, root, root.resolve("reports").resolve("bench"), stamp).run(out);
        LOG.info("Bench written: {} and {}", written, written.resolveSibling("bench-" + stamp + ".json"));
    }

    private static void requireTools(BenchOptions options) {
        // nginx is found (or installed) by its target, as when the suite starts it.
        List<String> tools = new ArrayList<>(List.of("wrk", "ab", "bash"));
        if (options.node()) {
            tools.add("node");
        }
        List<String> missing = tools.stream().filter(tool -> Executables.onPath(tool).isEmpty()).toList();
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("not found: " + missing + " (bench/run installs wrk and ab through apt-get;"
                    + " Node.js 20 for the node target, or --no-node)");
        }
    }

    private Path run(PrintStream console) {
        Path folder = out.resolve("bench-" + stamp);
        LoadRuns load = new LoadRuns(options, samples, folder);
        List<String> order;
        try (BenchTargets targets = BenchTargets.start(options, root, root, folder)) {
            order = targets.names();
            warm(targets, load);
            for (int round = 1; round <= options.rounds(); round++) {
                round(targets, load, round);
            }
            if (options.gatling()) {
                GatlingCost gatling = new GatlingCost(GatlingFork.onThisClasspath(), options, samples, folder, root);
                BenchTargets.Running server = targets.get(BenchTargets.SERVER);
                for (int round = 1; round <= options.rounds(); round++) {
                    gatling.helloCpu(server, round);
                }
                for (int round = 1; round <= options.rounds(); round++) {
                    gatling.webSocketLatency(server, round);
                }
            }
        }
        return write(order, console);
    }

    /**
     * C2 needs a while on two shared cores: each server JVM (the baseline too, with the same mix, so both have
     * compiled the same paths) gets every workload it will see, twice: the first pass fills the compile queue,
     * the second lets the new-connection path (ab), compiled apart from the keep-alive one, finish. nginx and
     * node get a short warm-up.
     */
    private void warm(BenchTargets targets, LoadRuns load) {
        LOG.info("Warming up (JIT) ...");
        List<String> wrk = List.of("wrk", "-t2", "-c" + options.connections());
        List<String> ab = List.of("ab", "-q", "-n", Integer.toString(options.abRequests()), "-c",
                Integer.toString(options.connections()), "-r");
        String half = "-d" + (options.durationSeconds() / 2 + 1) + "s";
        for (String name : targets.names()) {
            BenchTargets.Running target = targets.get(name);
            if (!name.equals(BenchTargets.SERVER) && !name.equals(BenchTargets.BASELINE)) {
                load.warm(target, plus(wrk, "-d5s"), "/hello");
                load.warm(target, ab, "/hello");
                continue;
            }
            for (int pass = 1; pass <= 2; pass++) {
                load.warm(target, plus(wrk, "-d" + Math.max(options.durationSeconds(), 20) + "s"), "/hello");
                load.warm(target, plus(wrk, half), "/ajax?size=4096");
                load.warm(target, plus(wrk, half, "-s", load.postScript().toString()), "/items");
                load.warm(target, ab, "/hello");
                load.warm(target, plus(ab, "-k"), "/hello");
            }
        }
    }

    private static List<String> plus(List<String> command, String... more) {
        List<String> longer = new ArrayList<>(command);
        longer.addAll(List.of(more));
        return longer;
    }

    /**
     * Rotates the order each round, so no target always runs first or last, and reverses it every other round, so
     * none always runs right after the same one: with a rotation alone the baseline ran right after the reference
     * server in most rounds, and one jar against itself then read 0.97 × in all three tools.
     */
    static List<String> order(List<String> targets, int round) {
        List<String> order = new ArrayList<>();
        for (int i = 0; i < targets.size(); i++) {
            order.add(targets.get((i + round - 1) % targets.size()));
        }
        if (round % 2 == 0) {
            Collections.reverse(order);
        }
        return order;
    }

    private void round(BenchTargets targets, LoadRuns load, int round) {
        List<String> order = order(targets.names(), round);
        LOG.info("Round {}: {} (load average {})", round, String.join(" ", order), LoadAverage.all());
        for (String name : order) {
            BenchTargets.Running target = targets.get(name);
            load.wrk("hello wrk", target, round, "/hello", false);
            load.ab("hello ab", target, round, "/hello", false);
            load.ab("hello ab -k", target, round, "/hello", true);
        }
        // The baseline gets the same /ajax and /items load as the reference server, in alternating order, so the two
        // differ only in their jars (the documents the POSTs store stay in each heap).
        List<String> jvms = !targets.names().contains(BenchTargets.BASELINE) ? List.of(BenchTargets.SERVER)
                : round % 2 == 1 ? List.of(BenchTargets.SERVER, BenchTargets.BASELINE)
                : List.of(BenchTargets.BASELINE, BenchTargets.SERVER);
        for (String name : jvms) {
            load.wrk("ajax 4KiB wrk", targets.get(name), round, "/ajax?size=4096", false);
            load.wrk("items POST wrk", targets.get(name), round, "/items", true);
        }
    }

    private Path write(List<String> targets, PrintStream console) {
        List<String> header = new ArrayList<>();
        Machine machine = Machine.current();
        header.add("Machine: " + machine.cores() + " cores, " + memory() + ", " + machine.jvm() + ", " + machine.os() + ".");
        String commit = GitCommit.of(root).map(sha -> sha.substring(0, Math.min(7, sha.length()))).orElse("unknown");
        header.add("Commit: " + commit + ". Rounds: " + options.rounds() + ", " + options.durationSeconds() + "s per wrk run, "
                + options.connections()
                + " connections, ab -n " + options.abRequests() + ". Medians over rounds; targets alternate round by round.");
        options.baseline().ifPresent(jar -> {
            header.add("Baseline: `" + jar + "` (md5 " + md5(jar).substring(0, 12) + "); JVM options: reference server `"
                    + String.join(" ", options.serverJvmOptions()) + "`, baseline `"
                    + String.join(" ", options.baselineJvmOptions())
                    + "`.");
        });
        BenchReport report = new BenchReport(stamp, header, options, targets, samples);
        Path markdown = out.resolve("bench-" + stamp + ".md");
        Path json = out.resolve("bench-" + stamp + ".json");
        try {
            Files.writeString(markdown, report.markdown());
            Json.write(json, json());
            Files.copy(markdown, out.resolve("bench.md"), StandardCopyOption.REPLACE_EXISTING);
            Files.copy(json, out.resolve("bench.json"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the bench's tables to " + out, e);
        }
        console.print(report.markdown().substring(0, report.markdown().indexOf("Raw values")));
        return markdown;
    }

    private ObjectNode json() {
        ObjectNode root = Json.mapper().createObjectNode();
        root.put("stamp", stamp);
        ArrayNode list = root.putArray("samples");
        samples.all().forEach(s -> list.addObject().put("metric", s.metric()).put("target", s.target())
                .put("round", s.round()).put("value", Samples.number(s.value())));
        return root;
    }

    private static String memory() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    long kib = Long.parseLong(line.replaceAll("[^0-9]", ""));
                    return String.format(Locale.ROOT, "%.0f GiB", kib / 1048576.0);
                }
            }
        } catch (IOException | NumberFormatException e) {
            LOG.debug("No memory figure: {}", e.toString());
        }
        return "unknown memory";
    }

    private static String md5(Path jar) {
        try (InputStream in = new DigestInputStream(Files.newInputStream(jar), MessageDigest.getInstance("MD5"))) {
            MessageDigest digest = ((DigestInputStream) in).getMessageDigest();
            in.transferTo(OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + jar, e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
