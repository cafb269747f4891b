package loadlab.server.socketio;

/**
 * A client packet the server refuses, with how to answer it: a connect error ({@code 44}) where
 * Socket.IO refuses a namespace, or an {@code error} event ({@code 42["error",...]}) for a bad
 * packet on a namespace. Messages are fixed texts: client input is never echoed. Carries no
 * stack trace because it is an expected outcome, not a fault.
 */
final class SocketIoProblem extends RuntimeException {
    /** How the client is told. */
    enum Answer { CONNECT_ERROR, ERROR_EVENT }

    private final Answer answer;
    private final String namespace;
    private final String code;

    private SocketIoProblem(Answer answer, String namespace, String code, String message) {
        super(message, null, false, false);
        this.answer = answer;
        this.namespace = namespace;
        this.code = code;
    }

    static SocketIoProblem connectError(String namespace, String code, String message) {
        return new SocketIoProblem(Answer.CONNECT_ERROR, namespace, code, message);
    }

    static SocketIoProblem errorEvent(String namespace, String code, String message) {
        return new SocketIoProblem(Answer.ERROR_EVENT, namespace, code, message);
    }

    Answer answer() {
        return answer;
    }

    String namespace() {
        return namespace;
    }

    String code() {
        return code;
    }
}
