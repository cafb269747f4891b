package loadlab.wire;

/**
 * Input that breaks the contract, with its short code ({@code bad_idx}, {@code bad_json}, ...): answered
 * as a 400 {@code {"error","message"}} over HTTP and as an {@code error} event on a WebSocket.
 * Messages are fixed texts that never echo client input; no stack trace is filled in, because this is
 * an expected outcome, not a fault.
 */
public final class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String code;

    public BadInputException(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
