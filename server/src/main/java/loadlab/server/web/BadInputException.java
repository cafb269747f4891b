package loadlab.server.web;

/**
 * Input that breaks the contract: answered with 400 on HTTP and an error event on WebSockets.
 * Carries no stack trace because it is an expected outcome, not a fault.
 */
public final class BadInputException extends RuntimeException {
    private final String code;

    public BadInputException(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
