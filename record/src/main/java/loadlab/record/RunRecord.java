package loadlab.record;

import com.fasterxml.jackson.annotation.JsonAlias;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.record.latency.InjectionLag;
import loadlab.record.latency.IntendedLatency;

/**
 * What a simulation tells the summary that {@code simulation.log} cannot: its settings, the insert
 * steps' time windows, the reconciliation, and where the server's usage samples are. Written as
 * {@code reports/records/<Simulation>-<startEpochMillis>.json} (see {@link RunRecords}).
 *
 * @param simulation       the simulation's simple class name, e.g. {@code InsertSimulation}
 * @param startEpochMillis taken in {@code before()}, before the server starts; it names the files
 * @param usageCsv         file name of the usage samples beside this file, or null
 * @param aborted          why the run was stopped before its plan was done (the target stopped
 *                         answering, the server the suite started exited), or null for a run that
 *                         ran its whole plan
 * @param crossChecks      hello: each variant measured again by wrk or ab, or why not (empty for
 *                         other simulations and for runs from before the cross-check)
 * @param injectorCsv      file name of the injector's own usage samples (the Gatling JVM, and the
 *                         machine's busy time) beside this file, or null (runs from before it was sampled)
 * @param host             the injector's host name ({@link Machine#hostName()}), or null
 * @param gitCommit        the commit the suite ran from, in full; null outside a repository
 * @param gitDirty         whether the working tree differed from it (results folder aside); null when unknown
 * @param clockOffset      the target's clock against the injector's, measured as the run started; null when
 *                         not measured (no {@code Date} header, records from before it was measured)
 * @param mergedSplit      a merged run's parts and the checks the merge passed over; null for one injector's run
 *                         (read from {@code mergedSet} too, its name before "set" meant target sets only)
 * @param runId            the id of the Gatling run this record belongs to: Gatling's own, its run folder's name
 *                         (the summary's {@code runId}); the summary pairs runs and records by it. Null when
 *                         no run folder was found for it (a run that never started) and in older records
 * @param intended         the open and scheduled rows' latency from each request's planned start, and
 *                         their injection lag (empty for closed runs and older records)
 * @param injection        each population's user starts against its injection profile (empty in older records)
 * @param serverUsageSource where {@code usageCsv}'s figures came from: {@link #USAGE_FROM_PROC} (the server's
 *                         processes on this machine) or the URL of the server's metrics it scraped; null in
 *                         older records (from /proc) and when nothing was sampled
 * @param scrapeCsv        file name of the server's usage as its metrics told it, scraped beside the samples
 *                         from /proc of a server the suite started ({@code -DserverMetrics=both}), or null
 */
public record RunRecord(
        int format,
        String simulation,
        long startEpochMillis,
        String profile,
        Map<String, String> settings,
        String target,
        Machine machine,
        List<InsertStep> insertSteps,
        Reconciliation reconciliation,
        String usageCsv,
        String aborted,
        List<CrossCheck> crossChecks,
        String injectorCsv,
        List<RepeatWindow> repeatWindows,
        String host,
        String gitCommit,
        Boolean gitDirty,
        ClockOffset clockOffset,
        @JsonAlias("mergedSet") MergedSplit mergedSplit,
        String runId,
        List<IntendedLatency> intended,
        List<InjectionLag> injection,
        String serverUsageSource,
        String scrapeCsv) {

    public static final int FORMAT = 1;
    /**
     * The settings key under which a run lists the knobs given on its command line (comma-separated):
     * the summary shows a run as its profile plus those, and keeps every setting in summary.json.
     */
    public static final String GIVEN_SETTINGS = "lab.given";
    /**
     * The settings key naming the server a run measured: a target the suite starts ({@code reference},
     * {@code node}, {@code node-cluster}, {@code tomcat}, {@code socketio-node}, {@code nginx}), or the
     * label given to a server at -DbaseUrl ({@code external} unless -Dtarget names it).
     */
    public static final String TARGET_SETTING = "target";
    /** The {@link #TARGET_SETTING} of the Micronaut reference server, the suite's default target. */
    public static final String REFERENCE_TARGET = "reference";
    /** The {@link #serverUsageSource} of samples read from the server's processes on this machine. */
    public static final String USAGE_FROM_PROC = "proc";

    public RunRecord {
        if (simulation == null || simulation.isBlank() || !simulation.matches("[A-Za-z0-9_$]+")) {
            throw new IllegalArgumentException("simulation must be a simple class name, got '" + simulation + "'");
        }
        settings = settings == null ? Map.of() : Map.copyOf(settings);
        insertSteps = insertSteps == null ? List.of() : List.copyOf(insertSteps);
        crossChecks = crossChecks == null ? List.of() : List.copyOf(crossChecks);
        repeatWindows = repeatWindows == null ? List.of() : List.copyOf(repeatWindows);
        intended = intended == null ? List.of() : List.copyOf(intended);
        injection = injection == null ? List.of() : List.copyOf(injection);
    }

    /** A record with this JVM's machine and host and nothing measured yet. */
    public static RunRecord of(String simulation, long startEpochMillis, String profile, Map<String, String> settings) {
        return new RunRecord(FORMAT, simulation, startEpochMillis, profile, settings, null, Machine.current(),
                List.of(), null, null, null, List.of(), null, List.of(), Machine.hostName(), null, null, null, null, null,
                List.of(), List.of(), null, null);
    }

    /**
     * A copy with what {@code change} sets on a draft of this record (what a run learns as it goes: the
     * target, insert steps, books, usage files, ...), validated like any other:
     * {@code record.with(draft -> draft.reconciliation = books)}.
     */
    public RunRecord with(Consumer<Draft> change) {
        Draft draft = new Draft(this);
        change.accept(draft);
        return draft.build();
    }

    /** True when the run stopped before its plan was done; {@link #aborted()} says why. */
    public boolean wasAborted() {
        return aborted != null;
    }

    /** Settings in key order, for display. */
    public Map<String, String> sortedSettings() {
        return new TreeMap<>(settings);
    }

    /**
     * The parts of a record a run fills in after it started, open to change only inside {@link #with};
     * the others (simulation, start, profile, settings, machine, host) are fixed when the run starts; the
     * run id is known when it ends.
     */
    public static final class Draft {
        private final RunRecord original;
        public String target;
        public List<InsertStep> insertSteps;
        public Reconciliation reconciliation;
        public String usageCsv;
        public String aborted;
        public List<CrossCheck> crossChecks;
        public String injectorCsv;
        public List<RepeatWindow> repeatWindows;
        public String gitCommit;
        public Boolean gitDirty;
        public ClockOffset clockOffset;
        public String runId;
        public List<IntendedLatency> intended;
        public List<InjectionLag> injection;
        public String serverUsageSource;
        public String scrapeCsv;

        private Draft(RunRecord original) {
            this.original = original;
            target = original.target;
            insertSteps = original.insertSteps;
            reconciliation = original.reconciliation;
            usageCsv = original.usageCsv;
            aborted = original.aborted;
            crossChecks = original.crossChecks;
            injectorCsv = original.injectorCsv;
            repeatWindows = original.repeatWindows;
            gitCommit = original.gitCommit;
            gitDirty = original.gitDirty;
            clockOffset = original.clockOffset;
            runId = original.runId;
            intended = original.intended;
            injection = original.injection;
            serverUsageSource = original.serverUsageSource;
            scrapeCsv = original.scrapeCsv;
        }

        private RunRecord build() {
            return new RunRecord(original.format, original.simulation, original.startEpochMillis, original.profile,
                    original.settings, target, original.machine, insertSteps, reconciliation, usageCsv, aborted,
                    crossChecks, injectorCsv, repeatWindows, original.host, gitCommit, gitDirty, clockOffset,
                    original.mergedSplit, runId, intended, injection, serverUsageSource, scrapeCsv);
        }
    }
}
