package loadlab.testkit;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.IntStream;
import java.util.zip.GZIPOutputStream;
import loadlab.record.books.ItemLines;

/** Files of the books by identity for tests, written as the writer and the servers write them. */
public final class ItemFixture {
    private ItemFixture() {
    }

    /** A gzipped file of one line per item (ids numbered from 1), then its count line. */
    public static Path items(Path file, String... items) {
        StringBuilder text = new StringBuilder();
        IntStream.range(0, items.length).forEach(i -> text.append(ItemLines.line(Integer.toString(i + 1), items[i])));
        return gzipped(file, text.append(ItemLines.end(items.length)).toString());
    }

    /** A gzipped file of exactly this text. */
    public static Path gzipped(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }
}
