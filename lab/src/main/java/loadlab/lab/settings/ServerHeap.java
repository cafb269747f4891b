package loadlab.lab.settings;

import java.util.List;
import java.util.Locale;

/**
 * The heap of the reference server the suite starts: {@code -DserverHeap} for everything but stored
 * documents, plus room for the documents the run plans to insert, because the embedded memory store
 * keeps every one in the heap. The server is told the same split, so its store cap
 * ({@code lab.store.capacity.*}) admits at least the planned documents and answers 503
 * {@code store_full} past them instead of running out of memory.
 *
 * @param baseBytes        heap for connections, buffers and the framework ({@code -DserverHeap})
 * @param plannedDocuments documents the run may store (0 outside the insert experiment)
 */
public record ServerHeap(long baseBytes, long plannedDocuments) {
    /**
     * Heap one document takes in the embedded memory store, as measured (docs/reliability.md, The store's
     * cap); the server's {@code lab.store.capacity.document-bytes}.
     */
    public static final int DOCUMENT_BYTES = 750;
    /** Room above the documents' own bytes, so the collector is not starved near the cap. */
    static final double MARGIN = 1.25;
    private static final long MIB = 1024 * 1024;

    public ServerHeap {
        Checks.positive("serverHeap", baseBytes);
        Checks.notNegative("planned documents", plannedDocuments);
    }

    /** {@code size} as the JVM writes it ({@code 256m}, {@code 1g}). */
    public static ServerHeap of(String size, long plannedDocuments) {
        if (!size.matches("[1-9][0-9]*[kKmMgG]")) {
            throw new IllegalArgumentException("-DserverHeap takes a JVM heap size such as 256m or 1g; got '" + size + "'");
        }
        long unit = switch (Character.toLowerCase(size.charAt(size.length() - 1))) {
            case 'k' -> 1024L;
            case 'm' -> MIB;
            default -> 1024 * MIB;
        };
        return new ServerHeap(Long.parseLong(size.substring(0, size.length() - 1)) * unit, plannedDocuments);
    }

    /** The {@code -Xmx} value, whole MiB rounded up. */
    public String xmx() {
        long documents = (long) Math.ceil(plannedDocuments * DOCUMENT_BYTES * MARGIN);
        return wholeMib(baseBytes + documents) + "m";
    }

    /** What the server needs to size its store cap on the same split. */
    public List<String> serverProperties() {
        return List.of(
                "-Dlab.store.capacity.heap-reserve=" + baseBytes,
                "-Dlab.store.capacity.document-bytes=" + DOCUMENT_BYTES);
    }

    @Override
    public String toString() {
        if (plannedDocuments == 0) {
            return xmx();
        }
        return String.format(Locale.ROOT, "%s (%d MiB + %,d planned documents x %d B x %.2f)",
                xmx(), wholeMib(baseBytes), plannedDocuments, DOCUMENT_BYTES, MARGIN);
    }

    private static long wholeMib(long bytes) {
        return (bytes + MIB - 1) / MIB;
    }
}
