package loadlab.merge;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import loadlab.record.CommandArguments;
import loadlab.record.Reconciliation;
import loadlab.record.RecordFiles;
import loadlab.record.RunRecord;

/**
 * Command line: merge several injectors' runs of one simulation into one run folder whose
 * simulation.log holds every record and whose HTML report is Gatling's own.
 * <pre>java loadlab.merge.MergeCommand runs=&lt;run folder&gt;,&lt;run folder&gt;,... out=&lt;new run folder&gt;
 *     [allowMismatch=true|&lt;check&gt;,...]
 *     (runs= may name a folder holding the run folders; or -Druns=... -Dout=... -DallowMismatch=...)</pre>
 * Refuses parts that are not one split ({@link SplitCheck}) unless {@code allowMismatch} names the checks they fail
 * (never an empty part, nor parts that are not injectors 0..N-1 each exactly once).
 * Exit code 0 when merged, 1 when merged but the merged run's assertions failed, 2 when refused,
 * failed (nothing is written either way) or the arguments are wrong. Needs {@code --add-opens=java.base/java.lang=ALL-UNNAMED}.
 */
public final class MergeCommand {

    private MergeCommand() {
    }

    public static void main(String[] args) {
        PrintStream out = System.out;
        int code = CommandArguments.exitCode("merge", args, System.getProperties(), out,
                arguments -> run(new MergeOptions(arguments), out));
        if (code != 0) {
            System.exit(code);
        }
    }

    static int run(MergeOptions options, PrintStream out) {
        List<Path> runs = MergedRun.runFolders(options.runs());
        Path target = options.out();
        MergedRun merged;
        MergeRules rules = new MergeRules(options.allowMismatch());
        try {
            merged = MergedRun.write(runs, target, rules);
        } catch (MergeRefusedException e) {
            out.println("merge: refused, nothing written: " + e.getMessage());
            return 2;
        }
        MergeResult result = merged.result();
        out.println("Merged " + result.parts().size() + " run(s) of " + result.header().simulationClass()
                + " into " + merged.folder() + ":");
        for (int i = 0; i < result.parts().size(); i++) {
            MergedPart part = result.parts().get(i);
            Optional<RunRecord> record = merged.records().get(i);
            out.println("  " + part.run() + ": " + part.requests() + " requests, started "
                    + Instant.ofEpochMilli(part.runStart()) + " (+" + part.offsetMillis() + " ms), "
                    + record.map(r -> "host " + Objects.toString(r.host(), "unknown") + ", target clock "
                            + Objects.toString(r.clockOffset(), "not measured")).orElse("no record"));
        }
        merged.overridden().forEach(mismatch -> out.println("  passed over (" + SplitCheck.OVERRIDE + "): " + mismatch));
        out.println("  merged: " + result.requests() + " requests, " + result.records() + " records, run start "
                + Instant.ofEpochMilli(result.header().runStart()));
        if (result.droppedAssertions() > 0) {
            out.println("  " + result.droppedAssertions() + " assertion(s) of the first run left out of the merged run:"
                    + " not in every run, or a count or rate each injector asserted for its own share");
        }
        out.println("  assertions: " + (result.header().assertions().isEmpty() ? "none"
                : merged.assertionsPassed() ? "passed" : "FAILED (Gatling's lines above say which)"));
        out.println("  report: " + merged.folder().resolve("index.html"));
        return recordSet(merged, out) && merged.assertionsPassed() ? 0 : 1;
    }

    /**
     * Writes the merged run's record from the parts' records and prints the split's books; false when
     * the parts kept insert books and those do not balance over the whole split.
     */
    private static boolean recordSet(MergedRun merged, PrintStream out) {
        List<Optional<RecordFiles>> parts = merged.recordFiles();
        long found = parts.stream().filter(Optional::isPresent).count();
        Optional<RunRecord> record = MergedRecord.of(merged.result(), parts, merged.overridden());
        if (record.isEmpty()) {
            out.println("  run records: none found beside the runs (no settings or books for the merged run)");
            return true;
        }
        Optional<Path> written = MergedRecord.write(record.get(), merged.folder(), parts);
        out.println("  run records: " + found + " of " + parts.size() + " found; merged run's record "
                + written.map(Path::toString).orElse("NOT written: a record with its name exists"));
        Reconciliation books = record.get().reconciliation();
        boolean kept = parts.stream().flatMap(Optional::stream).map(RecordFiles::readRecord)
                .anyMatch(part -> part.reconciliation() != null);
        if (books != null) {
            out.println("  books over the split: " + books);
            return books.ok();
        }
        if (kept) {
            out.println("  books over the split: NOT KEPT (a run has no record or no books)");
            return false;
        }
        return true;
    }
}
