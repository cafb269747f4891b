package loadlab.lab.settings;

import java.time.Duration;

/**
 * The capacity experiment: {@code connections} persistent WebSockets opened over {@code ramp}, each
 * doing {@code exchanges} exchanges of {@code size}-character payloads with {@code think} between
 * them, then closing. Every socket must still be open when the last one connects, so a socket has
 * to live longer than the ramp: {@code (exchanges - 1) × think > ramp}.
 */
public record ConnectionsPlan(int connections, Duration ramp, int exchanges, Duration think, int size, int p99Ms) {

    public ConnectionsPlan {
        Checks.positive("connections", connections);
        Checks.notNegative("connectRampSeconds", ramp.toSeconds());
        Checks.positive("heldExchanges", exchanges);
        Checks.notNegative("heldThinkMs", think.toMillis());
        if (size < 0 || size > TransportsPlan.MAX_SIZE) {
            throw new IllegalArgumentException("-Dsize must be 0.." + TransportsPlan.MAX_SIZE + ", got " + size);
        }
        Checks.positive("p99Ms", p99Ms);
        Duration life = think.multipliedBy(exchanges - 1L);
        if (life.compareTo(ramp) <= 0) {
            throw new IllegalArgumentException("A socket lives about (heldExchanges - 1) x heldThinkMs = "
                    + life.toMillis() + " ms, not longer than the " + ramp.toMillis() + " ms connect ramp"
                    + " (-DconnectRampSeconds): the first sockets would close before the last ones open."
                    + " Raise -DheldExchanges or -DheldThinkMs, or shorten the ramp.");
        }
    }

    /** Every exchange every socket must answer. */
    public long totalExchanges() {
        return (long) connections * exchanges;
    }

    /** This injector's share of the sockets, opened over the same ramp; a share of none is refused. */
    public ConnectionsPlan share(Split split) {
        if (!split.shared()) {
            return this;
        }
        return new ConnectionsPlan(split.required("connections", connections), ramp, exchanges, think, size, p99Ms);
    }
}
