package loadlab.tomcat.web;

/** The few JSON strings this server writes by hand: fixed texts, ids and UUIDs, quoted and escaped. */
public final class JsonStrings {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private JsonStrings() {
    }

    /** {@code value} as a JSON string literal, quotes included. */
    public static String quote(String value) {
        StringBuilder out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
