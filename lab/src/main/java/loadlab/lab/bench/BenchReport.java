package loadlab.lab.bench;

import static loadlab.lab.bench.BenchTargets.BASELINE;
import static loadlab.lab.bench.BenchTargets.NGINX;
import static loadlab.lab.bench.BenchTargets.NODE;
import static loadlab.lab.bench.BenchTargets.SERVER;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/**
 * The bench's tables in Markdown: /hello against nginx and one Node.js process (throughput, then CPU per
 * request with its goals, then user and system apart), the baseline beside the server when there is one, the
 * other endpoints, the load generators' own cost, and every raw figure at the end.
 *
 * @param header what the run was: machine, commit, rounds, durations, the baseline jar and JVM options
 */
record BenchReport(String stamp, List<String> header, BenchOptions options, List<String> targets, Samples samples) {
    private static final List<String> HELLO = List.of("hello wrk", "hello ab", "hello ab -k");

    String markdown() {
        List<String> lines = new ArrayList<>();
        lines.add("# Benchmark " + stamp);
        lines.add("");
        lines.addAll(header);
        lines.add("");
        lines.add("Load average (1 min) when each wrk/ab run started: " + samples.span("hello wrk load average") + " (wrk), "
                + samples.span("hello ab load average") + " (ab); the machine's other work shares its cores.");
        lines.add("Targets per round, rotated each round and reversed every other round: " + String.join(" ", targets) + ".");
        lines.add("");
        lines.add("/hello: the reference server against nginx (one worker) and one Node.js process. Ratios are the reference");
        lines.add("server's throughput over the other target's, median of the rounds' ratios (range).");
        lines.add("");
        lines.add("| /hello | reference server (req/s) | nginx (req/s) | node (req/s) | × nginx | × node | targets |");
        lines.add("|---|---:|---:|---:|---:|---:|---|");
        lines.add(helloRow("wrk keep-alive", "hello wrk", "≥ 1.0 × nginx, ≥ 1.6 × node"));
        lines.add(helloRow("ab, new connection per request", "hello ab", "≥ 0.9 × nginx, ≥ 1.2 × node"));
        lines.add(helloRow("ab -k", "hello ab -k", "keep-alive requests = "
                + samples.medianText("hello ab -k keep-alive requests", SERVER) + " of " + options.abRequests()));
        if (targets.contains(BASELINE)) {
            baseline(lines);
        }
        lines.add("");
        lines.add("| other measurements (reference server) | req/s | ratio | target |");
        lines.add("|---|---:|---:|---|");
        OptionalDouble hello = samples.median("hello wrk", SERVER);
        OptionalDouble ajax = samples.median("ajax 4KiB wrk", SERVER);
        OptionalDouble items = samples.median("items POST wrk", SERVER);
        lines.add("| /ajax?size=4096, wrk | " + Samples.text(ajax) + " | " + Samples.ratio(ajax, hello)
                + " × /hello | ≥ 0.5 |");
        lines.add("| POST /items (embedded memory store), wrk | " + Samples.text(items) + " | " + Samples.ratio(items, hello)
                + " × /hello; non-201 + socket errors: " + Samples.number(samples.sum("items POST wrk errors"))
                + " | ≥ 0.3, 0 errors |");
        if (options.gatling()) {
            lines.add("| persistent WebSocket exchange, 4 KiB, " + options.connections() + " clients (Gatling, 300 exchanges"
                    + " each, 100 ms think) | p99 " + samples.medianText("ws exchange p99 ms", SERVER) + " ms, mean "
                    + samples.medianText("ws exchange mean ms", SERVER) + " ms | KO: "
                    + Samples.number(samples.sum("ws exchange ko")) + " | p99 ≤ 5 ms |");
        }
        cpu(lines);
        if (options.gatling()) {
            OptionalDouble wrk = samples.median("hello wrk generator cpu us per req", SERVER);
            OptionalDouble gatlingSeconds = samples.median("gatling JVM cpu s per 1000 req", GatlingCost.GATLING);
            OptionalDouble gatling = gatlingSeconds.isPresent() ? OptionalDouble.of(gatlingSeconds.getAsDouble() * 1000)
                    : OptionalDouble.empty();
            lines.add("");
            lines.add("Load generators on /hello: wrk " + Samples.text(wrk) + " µs of CPU per request; the Gatling JVM "
                    + (gatling.isPresent() ? String.format(Locale.ROOT, "%.1f", gatling.getAsDouble()) : "nan")
                    + " µs (start-up and report included) = " + Samples.ratio(gatling, wrk) + " × wrk.");
        }
        lines.add("");
        lines.add("Raw values (metric, target, round, value):");
        lines.add("");
        lines.add("```");
        samples.all().forEach(s -> lines.add(s.metric() + "\t" + s.target() + "\t" + s.round() + "\t"
                + Samples.number(s.value())));
        lines.add("```");
        return String.join("\n", lines) + "\n";
    }

    private String helloRow(String label, String metric, String goals) {
        return "| " + label + " | " + samples.medianText(metric, SERVER) + " | " + samples.medianText(metric, NGINX) + " | "
                + samples.medianText(metric, NODE) + " | " + samples.roundRatio(metric, SERVER, NGINX) + " | "
                + samples.roundRatio(metric, SERVER, NODE) + " | " + goals + " |";
    }

    private void baseline(List<String> lines) {
        lines.add("");
        lines.add("| measurement | reference server (req/s) | baseline (req/s) | × baseline | CPU µs/req reference / baseline"
                + " | CPU × baseline | baseline × nginx | baseline × node |");
        lines.add("|---|---:|---:|---:|---|---:|---:|---:|");
        for (String metric : HELLO) {
            lines.add(baselineRow(metric.substring("hello ".length()), metric, true));
        }
        lines.add(baselineRow("ajax 4KiB, wrk", "ajax 4KiB wrk", false));
        lines.add(baselineRow("items POST, wrk", "items POST wrk", false));
    }

    private String baselineRow(String label, String metric, boolean hello) {
        String cpu = metric + " cpu us per req";
        return "| " + label + " | " + samples.medianText(metric, SERVER) + " | " + samples.medianText(metric, BASELINE) + " | "
                + samples.roundRatio(metric, SERVER, BASELINE) + " | " + samples.medianText(cpu, SERVER) + " / "
                + samples.medianText(cpu, BASELINE) + " | " + samples.roundRatio(cpu, SERVER, BASELINE) + " | "
                + (hello ? samples.roundRatio(metric, BASELINE, NGINX) + " | " + samples.roundRatio(metric, BASELINE, NODE)
                        : " |")
                + " |";
    }

    private void cpu(List<String> lines) {
        lines.add("");
        lines.add("CPU per request (user + system of the target process over the run, median of rounds; lower is better).");
        lines.add("The ratios are taken round by round, each round's targets minutes apart at most: the median of the rounds'");
        lines.add("ratios and their range. A goal is met or missed only when every round says so.");
        lines.add("");
        lines.add("| measurement | reference server (µs/req) | nginx (µs/req) | node (µs/req) | server × nginx"
                + " | server × node | goal: server × nginx, × node | generator on server / nginx / node (µs/req) |");
        lines.add("|---|---:|---:|---:|---:|---:|---|---|");
        for (String metric : HELLO) {
            // The goals: a new connection at most 1.3 × nginx's CPU, keep-alive 1.2 ×; both at most 0.45 × node's.
            double nginxGoal = metric.equals("hello ab") ? 1.3 : 1.2;
            String cpu = metric + " cpu us per req";
            String generator = metric + " generator cpu us per req";
            lines.add("| " + label(metric) + " | " + samples.medianText(cpu, SERVER) + " | " + samples.medianText(cpu, NGINX)
                    + " | " + samples.medianText(cpu, NODE) + " | " + samples.roundRatio(cpu, SERVER, NGINX) + " | "
                    + samples.roundRatio(cpu, SERVER, NODE) + " | ≤ " + nginxGoal + ": "
                    + samples.goal(nginxGoal, cpu, SERVER, NGINX)
                    + ", ≤ 0.45: " + samples.goal(0.45, cpu, SERVER, NODE) + " | " + List.of(SERVER, NGINX, NODE).stream()
                            .map(target -> samples.medianText(generator, target)).collect(Collectors.joining(" / ")) + " |");
        }
        OptionalDouble helloCpu = samples.median("hello wrk cpu us per req", SERVER);
        String[][] others = {{"/ajax?size=4096, wrk", "ajax 4KiB wrk"}, {"POST /items, wrk", "items POST wrk"}};
        for (String[] other : others) {
            OptionalDouble cpu = samples.median(other[1] + " cpu us per req", SERVER);
            lines.add("| " + other[0] + " | " + Samples.text(cpu) + " | | | " + Samples.ratio(cpu, helloCpu)
                    + " × /hello | | | |");
        }
        lines.add("");
        lines.add("What bound the server × nginx ratios: the same CPU per request split into user (the process's own code:");
        lines.add("for the server the JVM, Netty and Micronaut) and system (the kernel's work on its behalf), median of rounds:");
        lines.add("");
        lines.add("| measurement | server user / system (µs/req) | nginx user / system | node user / system"
                + " | server − nginx: user, system |");
        lines.add("|---|---|---|---|---|");
        for (String metric : HELLO) {
            OptionalDouble serverUser = samples.median(metric + " user cpu us per req", SERVER);
            OptionalDouble serverSystem = samples.median(metric + " system cpu us per req", SERVER);
            OptionalDouble nginxUser = samples.median(metric + " user cpu us per req", NGINX);
            OptionalDouble nginxSystem = samples.median(metric + " system cpu us per req", NGINX);
            String difference = serverUser.isEmpty() || nginxUser.isEmpty() ? "nan"
                    : String.format(Locale.ROOT, "%+.1f, %+.1f", serverUser.getAsDouble() - nginxUser.getAsDouble(),
                            serverSystem.getAsDouble() - nginxSystem.getAsDouble());
            lines.add("| " + label(metric) + " | " + Samples.text(serverUser) + " / " + Samples.text(serverSystem) + " | "
                    + Samples.text(nginxUser) + " / " + Samples.text(nginxSystem) + " | "
                    + samples.medianText(metric + " user cpu us per req", NODE) + " / "
                    + samples.medianText(metric + " system cpu us per req", NODE) + " | " + difference + " |");
        }
    }

    private static String label(String metric) {
        return switch (metric) {
            case "hello wrk" -> "/hello, wrk keep-alive";
            case "hello ab" -> "/hello, ab";
            default -> "/hello, ab -k";
        };
    }
}
