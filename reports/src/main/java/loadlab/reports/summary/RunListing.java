package loadlab.reports.summary;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import loadlab.record.Machine;
import loadlab.record.MergeManifest;
import loadlab.record.RunRecord;
import loadlab.reports.cost.InjectorCost;
import loadlab.reports.cost.ServerCost;

/**
 * One run as the summary lists it, used or not.
 *
 * @param used       true for the newest run of its simulation (and variant) of the summarised target: the one
 *                   summarised ({@link SummarisedTarget})
 * @param aborted    why the run stopped before its plan was done, from its record; null when it ran
 *                   its whole plan, or has no record to say
 * @param report     Gatling's report, its path relative to the reports root (the page links it as
 *                   {@code Href.report(runId)}), or null when it has none
 * @param record    the matched record's base name, or null
 * @param target     what the record says about the server ("http://127.0.0.1:40123 (reference server)"), or
 *                   null; its name is {@link #targetName()}
 * @param serverCost null when the server was not measured during this run
 * @param injectorCost the Gatling JVM's over the same window; null when it was not sampled
 * @param figures    where the response times come from: "index.html" or "simulation.log"
 * @param merge      for a run merged from several injectors' runs, its {@code merge.json}: each part's folder,
 *                   host and clock offset, and the checks the merge passed over; null otherwise
 * @param injection  each population's users' starts against its injection profile (empty for a run without a
 *                   record, or from before they were timed)
 */
public record RunListing(
        String runId,
        String simulation,
        String variant,
        String start,
        double seconds,
        long requests,
        long ko,
        boolean used,
        String aborted,
        String report,
        String profile,
        Map<String, String> settings,
        String record,
        String target,
        Machine machine,
        ServerCost serverCost,
        InjectorCost injectorCost,
        String figures,
        MergeManifest merge,
        List<InjectionRow> injection) {

    public RunListing {
        settings = settings == null ? Map.of() : Map.copyOf(settings);
        injection = injection == null ? List.of() : List.copyOf(injection);
    }

    /** A run whose populations were not timed. */
    public RunListing(String runId, String simulation, String variant, String start, double seconds, long requests,
            long ko, boolean used, String aborted, String report, String profile, Map<String, String> settings,
            String record, String target, Machine machine, ServerCost serverCost, InjectorCost injectorCost,
            String figures, MergeManifest merge) {
        this(runId, simulation, variant, start, seconds, requests, ko, used, aborted, report, profile, settings, record,
                target, machine, serverCost, injectorCost, figures, merge, List.of());
    }

    /** Whether any population that spreads its starts over time fell behind its plan. */
    @JsonProperty("injectorBehind")
    public boolean injectorBehind() {
        return injection.stream().anyMatch(row -> Boolean.TRUE.equals(row.behind()));
    }

    /** The folders of the runs this one was merged from; empty for a run that was not merged. */
    public List<String> mergedRuns() {
        return merge == null ? List.of() : merge.runs().stream().map(MergeManifest.Run::folder).toList();
    }

    /** The server measured, by its {@link RunRecord#TARGET_SETTING} setting; null when unknown (an older record, or none). */
    @JsonProperty("targetName")
    public String targetName() {
        String name = settings.get(RunRecord.TARGET_SETTING);
        return name == null || name.isBlank() ? null : name.trim();
    }
}
