package loadlab.adapter.log;

import java.util.List;

/**
 * A request's response (kind 1): enclosing groups from the root, name, start and end, OK or KO,
 * and the error message ({@link LogString#EMPTY} when none).
 */
public record RequestRecord(List<LogString> groups, LogString name, int start, int end, boolean ok, LogString message)
        implements LogRecord {

    public RequestRecord {
        groups = List.copyOf(groups);
    }

    /** Response time as the report computes it. */
    public int responseTime() {
        return end - start;
    }

    @Override
    public int time() {
        return end;
    }

    @Override
    public RequestRecord shifted(int millis) {
        return new RequestRecord(groups, name, Math.addExact(start, millis), Math.addExact(end, millis), ok, message);
    }
}
