package loadlab.gatling.settings;

import java.util.Locale;

/** How the hello experiment injects load. */
public enum LoadModel {
    /** Fixed concurrency and a fixed total of requests, the way {@code ab -n -c} drives a server. */
    CLOSED,
    /** Constant arrival rate, independent of how fast the server answers. */
    OPEN;

    public static LoadModel parse(String name) {
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("-Dmodel must be closed or open, got '" + name + "'", e);
        }
    }
}
