package loadlab.gatling.insert;

/**
 * What an insert step notes of each insert as it goes out and as its answer comes in, on the event loop
 * that sends it: only counters and clock readings, nothing that blocks.
 */
public interface StepTiming {
    void started(long nanos);

    /** The insert's answer came (or it failed); {@code created} when it was a 201. */
    void finished(long nanos, boolean created);
}
