package loadlab.adapter.log;

/**
 * A record of {@code simulation.log} after the run header. Timestamps are milliseconds after the
 * header's run start.
 */
public sealed interface LogRecord permits UserRecord, RequestRecord, GroupRecord, ErrorRecord {

    /**
     * When Gatling logged the event: a user's start or end, an error's time, a request's or group's
     * end. Gatling's reader expects records in this order (its concurrent-user counters only move
     * forward), so a merge interleaves logs by it.
     */
    int time();

    /** The same record with every timestamp {@code millis} later; throws ArithmeticException on overflow. */
    LogRecord shifted(int millis);
}
