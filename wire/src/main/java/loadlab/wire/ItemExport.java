package loadlab.wire;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * CONTRACT.md "Database insert", {@code GET /items/export}: a line {@code {"id":"<id>","item":"<uuid>"}}
 * per document, then {@code {"count":N}}. Ids and items are plain ASCII in both servers' stores (an
 * ObjectId's hex, a sequence number, a UUID) and are copied byte for byte; any other string is escaped.
 */
public final class ItemExport {
    /** The export's media type: newline-delimited JSON. */
    public static final String MEDIA_TYPE = "application/x-ndjson";

    private static final byte[] ID = ascii("{\"id\":\"");
    private static final byte[] ITEM = ascii("\",\"item\":\"");
    private static final byte[] CLOSE = ascii("\"}\n");
    private static final String COUNT = "{\"count\":";

    private ItemExport() {
    }

    /** One document's line, newline included. */
    public static byte[] line(String id, String item) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(ID.length + ITEM.length + CLOSE.length + 64);
        write(out, id, item);
        return out.toByteArray();
    }

    /** Many documents' lines in one array: a chunk of the streamed answer. */
    public static <T> byte[] lines(List<T> documents, Function<T, String> id, Function<T, String> item) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(documents.size() * 72);
        for (T document : documents) {
            write(out, id.apply(document), item.apply(document));
        }
        return out.toByteArray();
    }

    /** Writes one document's line to {@code out}. */
    public static void write(OutputStream out, String id, String item) {
        try {
            out.write(ID);
            out.write(string(id));
            out.write(ITEM);
            out.write(string(item));
            out.write(CLOSE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The last line, {@code {"count":N}}: N documents were listed, the export is complete. */
    public static byte[] end(long count) {
        return ascii(COUNT + count + "}\n");
    }

    /** A JSON string's content: the string's own bytes when it is plain ASCII, else escaped UTF-8. */
    static byte[] string(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') {
                return escaped(text).getBytes(StandardCharsets.UTF_8);
            }
        }
        return ascii(text);
    }

    private static String escaped(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
