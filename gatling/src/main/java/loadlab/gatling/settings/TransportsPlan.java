package loadlab.gatling.settings;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import loadlab.gatling.repeat.Repeat;
import loadlab.gatling.repeat.Repeats;

/**
 * The transports experiment: {@code users} pages per (transport, exchanges) pair, each page doing
 * {@code exchanges} sequential exchanges of {@code size}-character payloads with {@code think}
 * between them. The WebSocket transports are those of {@code framing}; {@code socketIo} says where a
 * Socket.IO server listens (validated always, used only in the socketio framing).
 */
public record TransportsPlan(
        int users,
        List<Integer> exchanges,
        Duration think,
        int size,
        boolean jsonp,
        Framing framing,
        List<Transport> transports,
        SocketIoPlan socketIo,
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
        for (Transport transport : transports) {
            if (transport.framed(framing) != transport) {
                throw new IllegalArgumentException(transport.label() + " does not belong to -Dframing=" + framing.id());
            }
        }
        Checks.positive("p99Ms", p99Ms);
        exchanges = List.copyOf(exchanges);
        transports = List.copyOf(transports);
    }

    /** This injector's share of the pages of every (transport, exchanges) pair; a share of none is refused. */
    public TransportsPlan share(Split split) {
        if (!split.shared()) {
            return this;
        }
        return new TransportsPlan(split.required("users", users), exchanges, think, size, jsonp, framing, transports,
                socketIo, p99Ms);
    }

    /** The page populations: exchange counts ascending, transports in order, each page's -Drepeats in a row. */
    public List<Repeat<Page>> pages(int repeats) {
        List<Page> pages = new ArrayList<>();
        for (int count : exchanges) {
            for (Transport transport : transports) {
                pages.add(new Page(transport, count));
            }
        }
        return Repeats.of(pages, Page::name, repeats);
    }
}
