package loadlab.adapter.log;

/** An error outside any request, such as a crashed request builder (kind 4). */
public record ErrorRecord(LogString message, int timestamp) implements LogRecord {

    @Override
    public int time() {
        return timestamp;
    }

    @Override
    public ErrorRecord shifted(int millis) {
        return new ErrorRecord(message, Math.addExact(timestamp, millis));
    }
}
