package loadlab.reports.render;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A link relative to the reports root, as the names on its path (a run folder's, then a file's): the one
 * place the page and the Markdown take an href from. Each name is percent-encoded whole, from its UTF-8
 * bytes, all but RFC 3986's unreserved characters, so a name read from a folder stays one path segment:
 * {@code javascript:alert(1)} cannot become a scheme ({@code javascript%3Aalert%281%29}), and {@code /},
 * {@code \}, {@code ?} and {@code #} cannot end it. {@code .} and {@code ..} are refused: browsers resolve
 * them even percent-encoded.
 */
public record Href(List<String> names) {
    /** Gatling's page in a run folder. */
    static final String REPORT = "index.html";
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    public Href {
        names = List.copyOf(names);
        if (names.isEmpty()) {
            throw new IllegalArgumentException("a link names at least one file or folder");
        }
        for (String name : names) {
            if (name.isEmpty() || name.equals(".") || name.equals("..")) {
                throw new IllegalArgumentException("not a file or folder name: \"" + name + "\"");
            }
        }
    }

    public static Href to(String... names) {
        return new Href(List.of(names));
    }

    /** Gatling's report of a run: the index.html in the run's folder. */
    public static Href report(String runId) {
        return to(runId, REPORT);
    }

    /** The names percent-encoded, joined by {@code /}. */
    public String encoded() {
        StringBuilder href = new StringBuilder();
        for (String name : names) {
            if (href.length() > 0) {
                href.append('/');
            }
            for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
                if (unreserved(b)) {
                    href.append((char) b);
                } else {
                    href.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
                }
            }
        }
        return href.toString();
    }

    private static boolean unreserved(byte b) {
        return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
                || b == '-' || b == '.' || b == '_' || b == '~';
    }
}
