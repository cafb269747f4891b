package loadlab.reports.summary;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import loadlab.record.ProcessUsage;
import loadlab.record.RunRecords;
import loadlab.record.UsageCsv;
import loadlab.reports.cost.ServerCost;

/**
 * A run that measured the server both ways (its processes from /proc, its metrics scraped beside them:
 * {@code -DserverMetrics=both}, or a set's injector given {@code -DserverPid}) prices each row twice, with the
 * same rows' code and windows and only the samples swapped, and says how far the scrape stands from /proc. The
 * page's rows keep the /proc figures; this is the check that a server measured only by scrape is priced alike.
 */
final class ScrapeBesideProc {

    private ScrapeBesideProc() {
    }

    /** One note per such run among the insert run and the hello runs used, or none. */
    static List<String> notes(Optional<CatalogEntry> insert, List<CatalogEntry> hellos, Optional<Path> resultsRoot) {
        List<String> notes = new ArrayList<>();
        if (resultsRoot.isEmpty()) {
            return notes;
        }
        insert.flatMap(entry -> scraped(entry, resultsRoot.get())).ifPresent(scraped -> {
            List<String> rows = new ArrayList<>();
            List<InsertStepRow> fromProc = InsertSection.of(insert.get()).steps();
            List<InsertStepRow> fromScrape = InsertSection.of(scraped).steps();
            for (int i = 0; i < Math.min(fromProc.size(), fromScrape.size()); i++) {
                rows.add(pair("concurrency " + fromProc.get(i).concurrency(), fromProc.get(i).serverCost(),
                        fromScrape.get(i).serverCost()));
            }
            rows.add(pair("whole run", ServerCostOf.run(insert.get()), ServerCostOf.run(scraped)));
            notes.add(note(insert.get(), rows));
        });
        for (CatalogEntry hello : hellos) {
            scraped(hello, resultsRoot.get()).ifPresent(scraped -> {
                List<String> rows = new ArrayList<>();
                List<HelloRow> fromProc = HelloSection.of(List.of(hello)).rows();
                List<HelloRow> fromScrape = HelloSection.of(List.of(scraped)).rows();
                for (int i = 0; i < Math.min(fromProc.size(), fromScrape.size()); i++) {
                    rows.add(pair(fromProc.get(i).request(), fromProc.get(i).serverCost(), fromScrape.get(i).serverCost()));
                }
                notes.add(note(hello, rows));
            });
        }
        return notes;
    }

    /** The same run with the scraped samples in place of those from /proc, when it has both. */
    private static Optional<CatalogEntry> scraped(CatalogEntry entry, Path resultsRoot) {
        if (entry.record() == null || entry.record().scrapeCsv() == null || entry.usage() == null
                || entry.recordKey() == null) {
            return Optional.empty();
        }
        Path file = RunRecords.under(resultsRoot).scrapeFile(entry.recordKey());
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        ProcessUsage scrape = UsageCsv.read(file);
        return Optional.of(new CatalogEntry(entry.run(), entry.recordKey(), entry.record(), scrape, entry.injector(),
                entry.variant(), entry.used(), entry.hasHtml(), entry.merge(), entry.repeats()));
    }

    private static String note(CatalogEntry entry, List<String> rows) {
        return "Run " + entry.run().runId() + ": the server's CPU per 1000 requests from /proc and from its metrics"
                + " (scraped every second beside /proc, the same windows), scrape/proc: " + String.join("; ", rows) + ".";
    }

    private static String pair(String row, ServerCost fromProc, ServerCost fromScrape) {
        if (fromProc == null || fromScrape == null) {
            return row + " not measured both ways";
        }
        double proc = fromProc.cpuSecondsPer1000();
        double scrape = fromScrape.cpuSecondsPer1000();
        return String.format(Locale.ROOT, "%s %.4f s from /proc, %.4f s by scrape (%.3f)", row, proc, scrape,
                scrape / proc);
    }
}
