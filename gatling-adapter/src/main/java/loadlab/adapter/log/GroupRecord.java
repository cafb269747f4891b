package loadlab.adapter.log;

import java.util.List;

/** A group's exit (kind 3): its path from the root, start, end, cumulated response time, OK or KO. */
public record GroupRecord(List<LogString> groups, int start, int end, int cumulatedResponseTime, boolean ok)
        implements LogRecord {

    public GroupRecord {
        groups = List.copyOf(groups);
    }

    @Override
    public int time() {
        return end;
    }

    @Override
    public GroupRecord shifted(int millis) {
        return new GroupRecord(groups, Math.addExact(start, millis), Math.addExact(end, millis), cumulatedResponseTime, ok);
    }
}
