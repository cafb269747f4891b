package loadlab.reports.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import loadlab.reports.cost.Bound;
import loadlab.reports.summary.CrossCheckSection;
import loadlab.reports.summary.HelloRow;
import loadlab.reports.summary.HelloSection;
import loadlab.reports.summary.InsertSection;
import loadlab.reports.summary.InsertStepRow;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.summary.TransportRow;
import loadlab.reports.summary.TransportsSection;

/**
 * What each experiment's section opens with: one sentence per question the original experiment asked,
 * with the figures that answer it and what bound them, before any chart, table or method.
 * <ul>
 *   <li>Transports: which transport does N sequential exchanges fastest, and by how much (per framing,
 *       at the largest N run);</li>
 *   <li>Insert: how throughput and latency go as concurrency ramps; whether anything failed or was lost;</li>
 *   <li>Hello: the raw throughput; the server CPU it costs per request.</li>
 * </ul>
 */
final class ExperimentAnswers {

    private ExperimentAnswers() {
    }

    /** "Plain framing, 500 exchanges: WS 210 ms in total (mean), AJAX 1.90x that, ...; bound by latency." */
    static List<String> transports(TransportsSection section) {
        Map<String, List<TransportRow>> byFraming = section.rows().stream()
                .collect(Collectors.groupingBy(TransportRow::framing, LinkedHashMap::new, Collectors.toList()));
        List<String> sentences = new ArrayList<>();
        byFraming.forEach((framing, rows) -> {
            int most = rows.stream().mapToInt(TransportRow::exchanges).max().orElse(0);
            List<TransportRow> largest = rows.stream().filter(row -> row.exchanges() == most)
                    .sorted(Comparator.comparingInt(TransportRow::totalMeanMs)).toList();
            TransportRow fastest = largest.get(0);
            String others = largest.stream().skip(1).map(row -> row.transport() + " "
                    + multiple(row.totalMeanMs(), fastest.totalMeanMs()) + " (" + Format.ms(row.totalMeanMs()) + " ms)")
                    .collect(Collectors.joining(", "));
            long failed = largest.stream().mapToLong(TransportRow::failedPages).sum();
            sentences.add(capitalised(framing) + " framing, " + most + " sequential exchanges per page: " + fastest.transport()
                    + " is fastest at " + Format.ms(fastest.totalMeanMs()) + " ms in total (mean over its pages, think"
                    + " time excluded)" + (others.isEmpty() ? "" : "; " + others) + "; "
                    + (failed == 0 ? "no page failed" : failed + " page(s) FAILED") + "; bound by "
                    + bounds(largest.stream().map(TransportRow::boundBy).toList()) + ".");
        });
        return sentences;
    }

    /** The ramp from the first step to the last, the busiest step named; then KO and the books. */
    static List<String> insert(InsertSection section, String books) {
        List<InsertStepRow> steps = section.steps().stream().filter(step -> step.concurrency() != null).toList();
        if (steps.isEmpty()) {
            steps = section.steps();
        }
        List<String> sentences = new ArrayList<>();
        if (!steps.isEmpty()) {
            InsertStepRow first = steps.get(0);
            InsertStepRow last = steps.get(steps.size() - 1);
            InsertStepRow best = steps.stream().max(Comparator.comparingDouble(InsertStepRow::throughput)).orElseThrow();
            sentences.add(steps.size() == 1
                    ? "At " + clients(first) + ": " + Format.decimal(first.throughput(), 0) + " acknowledged inserts/s, p95 "
                            + Format.ms(first.p95Ms()) + " ms; bound by " + bounds(List.of(first.boundBy())) + "."
                    : "From " + clients(first) + " to " + clients(last) + ": " + Format.decimal(first.throughput(), 0)
                            + " to " + Format.decimal(last.throughput(), 0) + " acknowledged inserts/s (most at "
                            + clients(best) + ", " + Format.decimal(best.throughput(), 0) + "/s), p95 "
                            + Format.ms(first.p95Ms()) + " to " + Format.ms(last.p95Ms()) + " ms; bound by "
                            + bounds(steps.stream().map(InsertStepRow::boundBy).toList()) + ".");
        }
        long ko = steps.stream().mapToLong(InsertStepRow::ko).sum();
        sentences.add((ko == 0 ? "No insert failed" : ko + " insert(s) FAILED") + "; " + lowerFirst(books));
        return sentences;
    }

    /**
     * Throughput per variant with what bound it; then the server CPU per request of each; then, where the
     * cross-check measured both, what each client itself cost per request.
     */
    static List<String> hello(HelloSection section, CrossCheckSection crossCheck) {
        List<HelloRow> rows = section.rows();
        if (rows.isEmpty()) {
            return List.of();
        }
        String throughput = rows.stream().map(row -> row.variant() + " " + Format.decimal(row.throughput(), 0)
                + " req/s (p95 " + Format.ms(row.p95Ms()) + " ms, " + (row.ko() == 0 ? "no KO" : row.ko() + " KO")
                + ", bound by " + row.boundBy().verdict().label() + ")").collect(Collectors.joining("; "));
        String cpu = rows.stream().map(row -> row.variant() + " " + perRequest(row.serverCost()))
                .collect(Collectors.joining("; "));
        List<String> sentences = new ArrayList<>(List.of("Throughput (" + connections(rows) + "): " + throughput + ".",
                "Server CPU per request, over each variant's window: " + cpu + "."));
        String clients = crossCheck == null ? "" : crossCheck.rows().stream().filter(row -> row.clientCostRatio() != null)
                .map(row -> row.variant() + " Gatling " + micros(row.gatlingClientCpuPer1000()) + ", " + row.tool() + " "
                        + micros(row.toolClientCpuPer1000()) + " (" + CrossCheckBlocks.clientCost(row) + ")")
                .collect(Collectors.joining("; "));
        if (!clients.isEmpty()) {
            sentences.add("The client's own CPU per request, Gatling's beside the independent client's in the same run: "
                    + clients + ".");
        }
        return sentences;
    }

    private static String micros(double perThousand) {
        return Format.micros(perThousand) + " \u00b5s";
    }

    private static String connections(List<HelloRow> rows) {
        return rows.stream().map(row -> row.keepAlive().equals("close") ? "a new connection per request"
                : "kept-alive connections").distinct().collect(Collectors.joining(" and "));
    }

    private static String perRequest(ServerCost cost) {
        return cost == null || cost.cpuSecondsPer1000() == null ? "not measured"
                : micros(cost.cpuSecondsPer1000());
    }

    private static String clients(InsertStepRow step) {
        return step.concurrency() == null ? "the whole run" : step.concurrency() + " clients";
    }

    /** "1.90x", or "the same" when the fastest total is below Gatling's resolution. */
    private static String multiple(int millis, int fastest) {
        return fastest == 0 ? "(the fastest under 1 ms)" : Format.decimal((double) millis / fastest, 2) + "x that";
    }

    /** "latency", or "latency in 3, the machine in 1" when rows differ. */
    private static String bounds(List<Bound> bounds) {
        Map<String, Long> counts = bounds.stream().collect(Collectors.groupingBy(bound -> bound.verdict().label(),
                LinkedHashMap::new, Collectors.counting()));
        if (counts.size() == 1) {
            return counts.keySet().iterator().next();
        }
        return counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .map(entry -> entry.getKey() + " in " + entry.getValue()).collect(Collectors.joining(", "));
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static String lowerFirst(String text) {
        return text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }
}
