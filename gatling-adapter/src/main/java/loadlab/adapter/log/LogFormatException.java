package loadlab.adapter.log;

import java.nio.file.Path;

/**
 * A {@code simulation.log} that cannot be decoded: not Gatling's binary log, another Gatling version, cut short,
 * or a count its bytes cannot hold.
 */
public final class LogFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public LogFormatException(Path log, String reason) {
        super(log + ": " + reason);
    }

    public LogFormatException(Path log, String reason, Throwable cause) {
        super(log + ": " + reason, cause);
    }
}
