package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.gatling.TimeWindow;
import loadlab.record.names.RunNames;
import loadlab.record.names.RunVariants;
import loadlab.record.names.TransportPage;
import loadlab.reports.cost.WindowCut;

/**
 * Experiment 1: total time of N exchanges per transport, the fresh-socket cost and what setting up a
 * connection costs, from the newest run of each framing side by side (plain first, so the plain rows
 * keep their place and metric ids). A transport at an N that the plain run already shows (AJAX in a
 * Socket.IO run that was asked for it) is taken from the plain run only.
 */
public record TransportsSection(
        List<TransportsRun> runs,
        List<TransportRow> rows,
        List<FreshCost> freshCosts,
        List<HandshakeRow> handshakes) {

    public TransportsSection {
        runs = List.copyOf(runs);
        rows = List.copyOf(rows);
        freshCosts = List.copyOf(freshCosts);
        handshakes = List.copyOf(handshakes);
    }

    /** One run, of the framing its settings name. */
    public static TransportsSection of(CatalogEntry entry) {
        return of(List.of(entry));
    }

    /** The newest run of each framing among {@code entries}. */
    public static TransportsSection of(List<CatalogEntry> entries) {
        Map<String, CatalogEntry> newest = new TreeMap<>(plainFirst());
        for (CatalogEntry entry : entries) {
            newest.merge(RunVariants.framing(entry.settings()), entry,
                    (a, b) -> a.run().runStart() >= b.run().runStart() ? a : b);
        }
        List<TransportsRun> runs = new ArrayList<>();
        List<TransportRow> rows = new ArrayList<>();
        List<HandshakeRow> handshakes = new ArrayList<>();
        Set<String> shown = new HashSet<>();
        newest.forEach((framing, entry) -> {
            GatlingRun run = entry.run();
            runs.add(new TransportsRun(framing, run.runId(), entry.record() == null ? null : entry.record().profile(),
                    run.all().ko(), entry.aborted()));
            Map<String, Boolean> transports = new LinkedHashMap<>();
            for (StatsRow group : run.rowsOf(StatsKind.GROUP)) {
                RunNames.transportPageOf(group.name())
                        .filter(page -> shown.add(page.transport() + " x" + page.exchanges()))
                        .ifPresent(page -> {
                            rows.add(row(framing, entry, group, page));
                            transports.put(page.transport(), true);
                        });
            }
            transports.keySet().forEach(transport ->
                    handshake(framing, run, transport).ifPresent(handshakes::add));
        });
        List<String> order = List.copyOf(newest.keySet());
        rows.sort(Comparator.comparingInt(TransportRow::exchanges).thenComparingInt(row -> order.indexOf(row.framing())));
        return new TransportsSection(runs, rows, freshCosts(rows), handshakes);
    }

    /** The run of a framing, if the section shows one. */
    public Optional<TransportsRun> run(String framing) {
        return runs.stream().filter(run -> run.framing().equals(framing)).findFirst();
    }

    private static Comparator<String> plainFirst() {
        return Comparator.comparing((String framing) -> !framing.equals(RunVariants.PLAIN))
                .thenComparing(Comparator.naturalOrder());
    }

    /**
     * Costs are per exchange (a fresh page's include its connects): the requests that make a page
     * differ. Over the page's window, or the whole run's (all its exchanges) when the page was too
     * short for two usage samples.
     */
    private static TransportRow row(String framing, CatalogEntry entry, StatsRow group, TransportPage page) {
        GatlingRun run = entry.run();
        Optional<StatsRow> exchange = run.request(RunNames.exchange(page.transport()), group.path());
        boolean onPage = WindowCosts.sampled(entry, group.active());
        TimeWindow window = onPage ? group.active() : run.injection();
        long exchanges = onPage ? exchange.map(StatsRow::count).orElse(group.count() * page.exchanges())
                : run.rowsOf(StatsKind.REQUEST).stream()
                        .filter(row -> row.name().startsWith(RunNames.EXCHANGE_PREFIX))
                        .mapToLong(StatsRow::count).sum();
        return new TransportRow(
                framing,
                page.transport(),
                page.exchanges(),
                group.count(),
                group.ko(),
                group.mean(),
                group.p95(),
                group.p99(),
                group.mean() / (double) page.exchanges(),
                exchange.map(StatsRow::count).orElse(0L),
                exchange.map(StatsRow::ko).orElse(0L),
                exchange.map(StatsRow::mean).orElse(null),
                exchange.map(StatsRow::p95).orElse(null),
                exchange.map(StatsRow::p99).orElse(null),
                onPage ? TransportRow.WINDOW_PAGE : TransportRow.WINDOW_RUN,
                window.seconds(),
                WindowCosts.server(entry, window, exchanges),
                WindowCosts.injector(entry, window, exchanges),
                WindowCosts.bound(entry, window, WindowCut.SAMPLES_INSIDE, group.name()),
                entry.repeats().pages().get(group.name()),
                entry.repeats().pagesP95().get(group.name()));
    }

    /**
     * The transport's setup requests, each averaged over every place it occurs (a persistent page
     * connects outside its group, a fresh one inside); empty when the transport connects nothing (AJAX).
     */
    private static Optional<HandshakeRow> handshake(String framing, GatlingRun run, String transport) {
        List<String> names = RunNames.setupRequests(transport);
        List<Double> means = names.stream().map(name -> meanOf(run, name)).toList();
        if (means.stream().allMatch(mean -> mean == null)) {
            return Optional.empty();
        }
        double setup = means.stream().filter(mean -> mean != null).mapToDouble(Double::doubleValue).sum();
        long connections = requests(run, names.get(0)).stream().mapToLong(StatsRow::count).sum();
        return Optional.of(new HandshakeRow(framing, transport, connections, at(means, 0), at(means, 1), at(means, 2),
                setup, meanOf(run, RunNames.exchange(transport))));
    }

    private static Double at(List<Double> means, int index) {
        return index < means.size() ? means.get(index) : null;
    }

    /** Count-weighted mean of every request row of that name, whatever its group; null when none. */
    private static Double meanOf(GatlingRun run, String name) {
        List<StatsRow> rows = requests(run, name);
        long count = rows.stream().mapToLong(StatsRow::count).sum();
        if (count == 0) {
            return null;
        }
        return rows.stream().mapToDouble(row -> row.mean() * (double) row.count()).sum() / count;
    }

    private static List<StatsRow> requests(GatlingRun run, String name) {
        return run.rowsOf(StatsKind.REQUEST).stream().filter(row -> row.name().equals(name)).toList();
    }

    private static List<FreshCost> freshCosts(List<TransportRow> rows) {
        List<FreshCost> costs = new ArrayList<>();
        for (TransportRow fresh : rows) {
            RunNames.persistentOf(fresh.transport()).flatMap(persistent -> rows.stream()
                    .filter(row -> row.transport().equals(persistent) && row.exchanges() == fresh.exchanges())
                    .findFirst())
                    .ifPresent(persistent -> costs.add(new FreshCost(persistent.transport(), fresh.transport(),
                            fresh.exchanges(), persistent.totalMeanMs() == 0 ? null
                                    : fresh.totalMeanMs() / (double) persistent.totalMeanMs())));
        }
        return costs;
    }
}
