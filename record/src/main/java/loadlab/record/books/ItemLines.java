package loadlab.record.books;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiConsumer;
import java.util.zip.GZIPInputStream;
import loadlab.record.json.Json;

/**
 * The lines of the books by identity, as CONTRACT.md's {@code GET /items/export} sends them: a line
 * {@code {"id":"<document id>","item":"<uuid>"}} per document, then {@code {"count":N}}, N the documents
 * listed. The run's acknowledged items are written the same way, so one reader reads both files; a file
 * without its count line, or whose count is not its lines', was cut and proves nothing.
 */
public final class ItemLines {
    private static final JsonStringEncoder ENCODER = JsonStringEncoder.getInstance();

    private ItemLines() {
    }

    /** A document's line, newline included. */
    public static String line(String id, String item) {
        return "{\"id\":\"" + quoted(id) + "\",\"item\":\"" + quoted(item) + "\"}\n";
    }

    /** The last line: {@code count} documents were listed. */
    public static String end(long count) {
        return "{\"count\":" + count + "}\n";
    }

    /**
     * Hands every document of the gzipped file to {@code each} (id, item) and returns how many; throws
     * {@link UnreadableItemsException} when the file is not such lines or ends without its count line.
     */
    public static long read(Path file, BiConsumer<String, String> each) {
        try (InputStream in = new GZIPInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
            return read(in, each, file.getFileName().toString());
        } catch (IOException e) {
            throw new UnreadableItemsException(file.getFileName() + " cannot be read to its end: " + e.getMessage(), e);
        }
    }

    /** The same from a stream of plain lines; {@code name} names it in errors. */
    static long read(InputStream in, BiConsumer<String, String> each, String name) throws IOException {
        long listed = 0;
        try (JsonParser parser = Json.mapper().getFactory().createParser(in)) {
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (token != JsonToken.START_OBJECT) {
                    throw new UnreadableItemsException(name + ": expected a JSON object per line, got " + token);
                }
                Line line = Line.of(parser);
                if (line.count() != null) {
                    if (line.count() != listed) {
                        throw new UnreadableItemsException(name + ": its count line says " + line.count()
                                + " documents, " + listed + " came before it");
                    }
                    if (parser.nextToken() != null) {
                        throw new UnreadableItemsException(name + ": lines follow its count line");
                    }
                    return listed;
                }
                if (line.id() == null || line.item() == null) {
                    throw new UnreadableItemsException(name + ": line " + (listed + 1) + " lacks its id or item");
                }
                each.accept(line.id(), line.item());
                listed++;
            }
        }
        throw new UnreadableItemsException(name + " ends without its {\"count\":N} line after " + listed
                + " documents: it was cut");
    }

    private static String quoted(String text) {
        return new String(ENCODER.quoteAsString(text));
    }

    /** One line's fields; count is set on the last line only. */
    private record Line(String id, String item, Long count) {
        static Line of(JsonParser parser) throws IOException {
            String id = null;
            String item = null;
            Long count = null;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (field) {
                    case "id" -> id = parser.getValueAsString();
                    case "item" -> item = parser.getValueAsString();
                    case "count" -> count = value == JsonToken.VALUE_NUMBER_INT ? parser.getLongValue() : null;
                    default -> parser.skipChildren();
                }
            }
            return new Line(id, item, count);
        }
    }
}
