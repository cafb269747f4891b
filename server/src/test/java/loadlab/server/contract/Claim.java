package loadlab.server.contract;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a target server claims to serve, one value per part of CONTRACT.md a server may leave out:
 * {@code -Dcontract.serves=hello,ajax,ws,fresh,items,health,socketio}. The reference server serves
 * them all.
 */
public enum Claim {
    /** "Plain HTTP": {@code GET /hello}, HTTP/1.0 and keep-alive. */
    HELLO,
    /** "AJAX transport": {@code GET /ajax} as JSON and JSONP, CORS, its 400 errors. */
    AJAX,
    /** "WebSocket, persistent connection": {@code /ws} and its error events. */
    WS,
    /** "WebSocket, fresh connection per exchange": {@code /ws/fresh}, its error event and 1008. */
    FRESH,
    /** "Database insert": {@code POST /items}, {@code GET /items/count} and {@code GET /items/export}. */
    ITEMS,
    /** "Operations": {@code GET /health}. */
    HEALTH,
    /** "Socket.IO framing": the Engine.IO handshake, the main and the fresh namespace. */
    SOCKETIO;

    /** The name used in {@code contract.serves}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses a comma-separated list of labels; an unknown one is refused, naming the known ones. */
    public static Set<Claim> parse(String list) {
        Set<Claim> claims = EnumSet.noneOf(Claim.class);
        for (String part : list.split(",")) {
            String label = part.trim();
            if (label.isEmpty()) {
                continue;
            }
            claims.add(Arrays.stream(values()).filter(claim -> claim.label().equals(label)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("unknown claim '" + label + "' in contract.serves; known: "
                            + labels(EnumSet.allOf(Claim.class)))));
        }
        return claims;
    }

    /** Labels joined with commas, in declaration order. */
    public static String labels(Set<Claim> claims) {
        return claims.stream().sorted().map(Claim::label).collect(Collectors.joining(","));
    }
}
