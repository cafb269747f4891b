package loadlab.record.gatling;

import java.util.List;
import java.util.Optional;

/**
 * What one Gatling run folder says: the simulation, when it ran, and its statistics rows.
 *
 * @param runId      the run folder's name, e.g. {@code insertsimulation-20261130142635897}
 * @param simulation the simulation's simple class name, e.g. {@code InsertSimulation}
 * @param runStart   Gatling's run start (stamped right after {@code before()}), epoch ms
 * @param injection  first to last event of the run, epoch ms: what "Cnt/s" divides by
 * @param figures    where the response times come from: {@link #FROM_REPORT} when every row was
 *                   found in the run's index.html, else {@link #FROM_LOG}
 */
public record GatlingRun(
        String runId,
        String simulationClass,
        String simulation,
        String description,
        List<String> scenarios,
        long runStart,
        TimeWindow injection,
        List<StatsRow> rows,
        String figures) {

    public static final String FROM_REPORT = "index.html";
    public static final String FROM_LOG = "simulation.log";

    public GatlingRun {
        scenarios = List.copyOf(scenarios);
        rows = List.copyOf(rows);
    }

    public static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    public StatsRow all() {
        return rows.stream().filter(row -> row.kind() == StatsKind.ALL).findFirst()
                .orElseThrow(() -> new IllegalStateException(runId + " has no 'All Requests' row"));
    }

    public Optional<StatsRow> request(String name, List<String> groups) {
        return rows.stream()
                .filter(row -> row.kind() == StatsKind.REQUEST && row.name().equals(name) && row.groups().equals(groups))
                .findFirst();
    }

    public Optional<StatsRow> group(List<String> hierarchy) {
        return rows.stream()
                .filter(row -> row.kind() == StatsKind.GROUP && row.path().equals(hierarchy))
                .findFirst();
    }

    public List<StatsRow> rowsOf(StatsKind kind) {
        return rows.stream().filter(row -> row.kind() == kind).toList();
    }
}
