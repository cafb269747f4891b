package loadlab.tomcat.items;

/** The store did not acknowledge an operation (unreachable, timed out, refused): a 503, never a 201. */
public final class StoreUnavailableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StoreUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
