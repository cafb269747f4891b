package loadlab.merge;

/** Runs that cannot be merged into one exact run; nothing was written. */
public final class MergeRefusedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public MergeRefusedException(String message) {
        super(message);
    }

    public MergeRefusedException(String message, Throwable cause) {
        super(message, cause);
    }
}
