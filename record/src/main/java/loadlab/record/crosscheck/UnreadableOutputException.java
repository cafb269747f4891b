package loadlab.record.crosscheck;

/** A tool's output that does not hold the figures a run must print (the tool failed, or its format changed). */
public final class UnreadableOutputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UnreadableOutputException(String message) {
        super(message);
    }
}
