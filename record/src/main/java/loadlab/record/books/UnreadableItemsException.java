package loadlab.record.books;

/** A file of the books by identity that is not what it should be (cut, not such lines): nothing is proved. */
public final class UnreadableItemsException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UnreadableItemsException(String message) {
        super(message);
    }

    public UnreadableItemsException(String message, Throwable cause) {
        super(message, cause);
    }
}
