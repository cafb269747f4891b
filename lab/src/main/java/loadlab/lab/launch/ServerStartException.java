package loadlab.lab.launch;

import java.io.IOException;

/** The server under test could not be started or did not become healthy. */
public final class ServerStartException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ServerStartException(String message) {
        super(message);
    }

    /** The command could not be started at all: not found, not executable. */
    public static ServerStartException couldNotRun(String command, IOException cause) {
        return new ServerStartException("could not run " + command + ": " + cause.getMessage(), cause);
    }

    /** The wait was interrupted; the caller restores the thread's interrupt flag. */
    public static ServerStartException interrupted(String waitingFor, InterruptedException cause) {
        return new ServerStartException("interrupted while " + waitingFor, cause);
    }

    private ServerStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
