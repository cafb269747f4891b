package loadlab.adapter.run;

import java.nio.file.Path;

/** A run folder whose log cannot be read (missing, truncated, or written by another Gatling version). */
public final class UnreadableRunException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String reason;

    public UnreadableRunException(Path folder, String reason) {
        super(folder.getFileName() + ": " + reason);
        this.reason = reason;
    }

    public UnreadableRunException(Path folder, String reason, Throwable cause) {
        super(folder.getFileName() + ": " + reason, cause);
        this.reason = reason;
    }

    /** Why, without the folder's name. */
    public String reason() {
        return reason;
    }
}
