package loadlab.gatling.latency;

import static io.gatling.javaapi.core.CoreDsl.exec;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import loadlab.record.latency.IntendedLatency;

/**
 * The open rows of a simulation, each request timed from its planned start ({@link IntendedStarts}): the
 * plan is the row's injection step replayed ({@link InjectionPlan}), one request per user. Off
 * (-DintendedStarts=false), the request is left as it is and nothing is recorded.
 */
public final class PlannedRequests {
    private static final String SENDING = "plannedRequest";

    private final boolean enabled;
    private final List<IntendedStarts> rows = new CopyOnWriteArrayList<>();

    public PlannedRequests(boolean enabled) {
        this.enabled = enabled;
    }

    /** The request of each user of the row's repeat, its planned start, send and answer recorded. */
    public ChainBuilder around(String row, int repeat, OpenInjectionStep injection, ChainBuilder request) {
        if (!enabled) {
            return request;
        }
        IntendedStarts starts = new IntendedStarts(row, repeat, InjectionPlan.open(injection).offsets()
                .orElseThrow(() -> new IllegalArgumentException(row + ": its injection sets no start per user")));
        rows.add(starts);
        return exec(session -> session.set(SENDING, starts.sending())).exec(request).exec(session -> {
            starts.answered(session.getInt(SENDING));
            return session;
        });
    }

    /** Every row's latencies from its plan and its send lag, once the rows have ended. */
    public List<IntendedLatency> measure() {
        return rows.stream().map(IntendedStarts::measure).toList();
    }
}
