package loadlab.wire;

/**
 * How a server's JSON library shows a parsed object's fields to the rules in {@link SocketRequest}.
 * Each server implements it once as a static method, so reading a message allocates nothing beyond
 * the library's tree.
 *
 * @param <N> the library's tree node
 */
@FunctionalInterface
public interface JsonFields<N> {
    /**
     * The field as plain Java: {@code null} when absent or JSON {@code null}, a {@link String} for a
     * string, a {@link Number} for a number, any other object for any other value.
     */
    Object get(N object, String field);
}
