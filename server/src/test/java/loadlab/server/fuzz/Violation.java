package loadlab.server.fuzz;

/** A WebSocket protocol violation and the close code RFC 6455 (and Netty) answer it with. */
record Violation(String name, Message message, int closeCode) {
    @Override
    public String toString() {
        return name + " -> " + closeCode;
    }
}
