package loadlab.record.split;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;

/**
 * What an injector and a split's coordinator say to each other, once for both ends: the paths,
 * the query parameters, and the token every request carries. The coordinator answers only requests
 * that carry the split's token ({@value #TOKEN_ENV}, generated per split by whoever starts it), so a
 * caller that can reach it cannot report ready, upload runs or fail the split without it.
 * <ul>
 *   <li>{@code POST /ready/<K>?run=<simulation>}: injector K can send its first request; answered, once
 *       all N are, with the instant every injector starts at;</li>
 *   <li>{@code PUT /runs/<K>?status=<exit code>&files=<n>&sha256=<hex>}: injector K's results folder as a
 *       zip, with how many files it holds and the SHA-256 of the zip's bytes, so an upload cut short or
 *       altered is refused;</li>
 *   <li>{@code GET /health}: how far the split got.</li>
 * </ul>
 */
public final class CoordinatorProtocol {
    public static final String READY = "ready";
    public static final String RUNS = "runs";
    public static final String HEALTH = "/health";
    public static final String RUN = "run";
    public static final String STATUS = "status";
    public static final String FILES = "files";
    public static final String SHA256 = "sha256";
    /** The environment variable that holds the split's token, for the coordinator and every injector. */
    public static final String TOKEN_ENV = "SPLIT_TOKEN";
    /** The shortest token accepted: 128 bits in hex. */
    public static final int SHORTEST_TOKEN = 32;
    private static final String BEARER = "Bearer ";

    private CoordinatorProtocol() {
    }

    /** The {@code Authorization} header's value for a token. */
    public static String authorization(String token) {
        return BEARER + token;
    }

    /** The token in the environment, checked; empty when unset. */
    public static Optional<String> tokenFromEnvironment() {
        String token = System.getenv(TOKEN_ENV);
        return token == null || token.isBlank() ? Optional.empty() : Optional.of(checked(token.strip()));
    }

    /** The token as given, refused when it is too short to stand for a secret. */
    public static String checked(String token) {
        if (token.length() < SHORTEST_TOKEN || !token.chars().allMatch(c -> c > ' ' && c < 127)) {
            throw new IllegalArgumentException(TOKEN_ENV + " must be at least " + SHORTEST_TOKEN
                    + " printable characters (e.g. `od -An -N32 -tx1 /dev/urandom | tr -d ' \\n'`)");
        }
        return token;
    }

    /** True when the header carries the token; compared in constant time, whatever the header holds. */
    public static boolean carries(String authorization, String token) {
        byte[] expected = authorization(token).getBytes(StandardCharsets.UTF_8);
        byte[] given = (authorization == null ? "" : authorization).getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(expected, given);
    }

    /** {@code <coordinator>/<verb>/<K>}, the coordinator's URL given with or without a trailing slash. */
    public static URI path(URI coordinator, String verb, int injector, String query) {
        return URI.create(coordinator.toString().replaceAll("/+$", "") + "/" + verb + "/" + injector
                + (query.isEmpty() ? "" : "?" + query));
    }
}
