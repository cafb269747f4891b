package loadlab.record;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a usage CSV line by line, flushed after each sample so a crash loses at most one. */
public final class UsageCsvWriter implements Closeable {
    private final BufferedWriter out;

    private UsageCsvWriter(BufferedWriter out) {
        this.out = out;
    }

    /** Creates (or replaces) the file and writes its two header lines. */
    public static UsageCsvWriter create(Path file, long pid, int cores) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            UsageCsvWriter writer = new UsageCsvWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
            writer.writeLine(UsageCsv.comment(pid, cores));
            writer.writeLine(UsageCsv.HEADER);
            return writer;
        } catch (IOException e) {
            throw new UncheckedIOException("could not create " + file, e);
        }
    }

    public synchronized void append(UsageSample sample) {
        writeLine(UsageCsv.line(sample));
    }

    private void writeLine(String line) {
        try {
            out.write(line);
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("could not write a usage sample", e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("could not close the usage file", e);
        }
    }
}
