package loadlab.tomcat;

import java.time.Duration;
import java.util.Map;

/**
 * Every setting, read once from the environment and checked before anything starts
 * (docs/tomcat-server.md lists them). A bad value is an {@link IllegalArgumentException} naming the variable.
 *
 * @param port             {@code PORT}: 0 = any free port
 * @param mongodbUri       {@code MONGODB_URI}: items in MongoDB; {@code null} = in memory
 * @param corsOrigin       {@code CORS_ORIGIN}: {@code Access-Control-Allow-Origin} on every /ajax answer
 * @param freshIdleTimeout {@code FRESH_IDLE_TIMEOUT_MS}: a fresh socket left open is closed after it
 */
public record Settings(int port, String mongodbUri, String corsOrigin, Duration freshIdleTimeout) {
    /** Binds loopback only: the lab's servers are never reachable from outside the machine. */
    public static final String HOST = "127.0.0.1";

    public Settings {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("PORT must be an integer from 0 to 65535");
        }
        if (corsOrigin.isEmpty() || corsOrigin.indexOf('\r') >= 0 || corsOrigin.indexOf('\n') >= 0) {
            throw new IllegalArgumentException("CORS_ORIGIN must be one non-empty header value (no line breaks)");
        }
        if (freshIdleTimeout.isNegative() || freshIdleTimeout.isZero()) {
            throw new IllegalArgumentException("FRESH_IDLE_TIMEOUT_MS must be positive");
        }
    }

    public static Settings fromEnv(Map<String, String> env) {
        String uri = env.get("MONGODB_URI");
        String origin = env.get("CORS_ORIGIN");
        return new Settings(
                integer(env, "PORT", 8080, 65535),
                uri == null || uri.isBlank() ? null : uri,
                origin == null || origin.isEmpty() ? "*" : origin,
                Duration.ofMillis(integer(env, "FRESH_IDLE_TIMEOUT_MS", 10_000, 3_600_000)));
    }

    /** Items in MongoDB when {@code MONGODB_URI} is set, else in this process's memory. */
    public boolean inMemory() {
        return mongodbUri == null;
    }

    private static int integer(Map<String, String> env, String name, int fallback, int max) {
        String text = env.get(name);
        if (text == null || text.isEmpty()) {
            return fallback;
        }
        if (!text.matches("[0-9]{1,9}") || Integer.parseInt(text) > max) {
            throw new IllegalArgumentException(name + " must be an integer from 0 to " + max + ", got '" + text + "'");
        }
        return Integer.parseInt(text);
    }
}
