package loadlab.lab.recording;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.zip.GZIPOutputStream;
import loadlab.record.books.ItemLines;

/**
 * Writes the items a run's 201s named to a gzipped file of {@link ItemLines}, on a thread of its own:
 * {@link #add} only queues (no lock, no I/O), so a Gatling event loop may call it for every answer.
 * The thread drains the queue into a buffered gzip stream and sleeps briefly when it is empty;
 * {@link #finish()} writes what is left and the count line. Nothing is held but what is queued.
 */
public final class AckedItemsWriter {
    private static final long IDLE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final Path file;
    private final Writer out;
    private final Queue<Acked> queue = new ConcurrentLinkedQueue<>();
    private final Thread thread;
    private volatile boolean closing;
    private volatile IOException failure;
    private long written;

    private AckedItemsWriter(Path file, Writer out) {
        this.file = file;
        this.out = out;
        this.thread = new Thread(this::drain, "acked-items-writer");
        this.thread.setDaemon(true);
    }

    /** Creates (or replaces) the file and starts the writing thread. */
    public static AckedItemsWriter create(Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Writer out = new BufferedWriter(new OutputStreamWriter(
                    new GZIPOutputStream(Files.newOutputStream(file), 1 << 16), StandardCharsets.UTF_8), 1 << 16);
            AckedItemsWriter writer = new AckedItemsWriter(file, out);
            writer.thread.start();
            return writer;
        } catch (IOException e) {
            throw new UncheckedIOException("could not create " + file, e);
        }
    }

    /** Queues one acknowledged insert's identity; returns at once. Ignored once closing or failed. */
    public void add(String id, String item) {
        if (!closing && failure == null) {
            queue.add(new Acked(id, item));
        }
    }

    /**
     * Writes what is queued and the count line, closes the file and returns how many items it holds;
     * throws when writing failed (the file is then incomplete: it has no count line). Call it once every
     * answer was handed to {@link #add}.
     */
    public long finish() {
        closing = true;
        LockSupport.unpark(thread);
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted finishing " + file, e);
        }
        if (failure != null) {
            throw new UncheckedIOException("could not write " + file, failure);
        }
        return written;
    }

    private void drain() {
        try (Writer writing = out) {
            while (true) {
                Acked next = queue.poll();
                if (next != null) {
                    writing.write(ItemLines.line(next.id(), next.item()));
                    written++;
                } else if (closing) {
                    if (queue.isEmpty()) {
                        break;
                    }
                } else {
                    LockSupport.parkNanos(IDLE_NANOS);
                }
            }
            writing.write(ItemLines.end(written));
        } catch (IOException e) {
            failure = e;
            queue.clear();
        }
    }

    private record Acked(String id, String item) {
    }
}
