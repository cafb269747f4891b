package loadlab.gatling.server;

/** The server under test could not be started or did not become healthy. */
public final class ServerStartException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ServerStartException(String message) {
        super(message);
    }

    public ServerStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
