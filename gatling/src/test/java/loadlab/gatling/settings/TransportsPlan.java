package loadlab.gatling.settings;

import java.time.Duration;
import java.util.List;
import loadlab.gatling.transport.Transport;

/**
 * The transports experiment: {@code users} pages per (transport, exchanges) pair, each page doing
 * {@code exchanges} sequential exchanges of {@code size}-character payloads with {@code think}
 * between them.
 */
public record TransportsPlan(
        int users,
        List<Integer> exchanges,
        Duration think,
        int size,
        boolean jsonp,
        List<Transport> transports,
        int p99Ms) {

    /** Largest payload the contract allows. */
    public static final int MAX_SIZE = 1_048_576;

    public TransportsPlan {
        Checks.positive("users", users);
        Checks.allPositive("exchanges", exchanges);
        Checks.notNegative("thinkMs", think.toMillis());
        if (size < 0 || size > MAX_SIZE) {
            throw new IllegalArgumentException("-Dsize must be 0.." + MAX_SIZE + ", got " + size);
        }
        if (transports.isEmpty()) {
            throw new IllegalArgumentException("-Dtransports names no transport");
        }
        Checks.positive("p99Ms", p99Ms);
        exchanges = List.copyOf(exchanges);
        transports = List.copyOf(transports);
    }
}
