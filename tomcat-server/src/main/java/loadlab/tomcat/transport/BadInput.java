package loadlab.tomcat.transport;

/**
 * Bad client input with the contract's short code ({@code bad_idx}, {@code bad_json}, ...): answered
 * as a 400 {@code {"error","message"}} over HTTP or as an {@code error} event on a WebSocket.
 * Messages are fixed texts that never echo client input; no stack trace is filled in.
 */
public final class BadInput extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String code;

    public BadInput(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
