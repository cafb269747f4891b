package loadlab.lab.settings;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The transports experiment: {@code users} pages per (transport, exchanges) pair, each page doing
 * {@code exchanges} sequential exchanges of {@code size}-character payloads with {@code think}
 * between them. The WebSocket transports are those of {@code framing}; {@code order} says whether the
 * pages run side by side or in turn, after {@code warmUpExchanges} uncounted exchanges of each transport;
 * {@code cadences} whether each page pauses after each answer, follows a schedule, or both (a page each);
 * {@code socketIo} says where a Socket.IO server listens (validated
 * always, used only in the socketio framing).
 */
public record TransportsPlan(
        int users,
        List<Integer> exchanges,
        Duration think,
        int size,
        boolean jsonp,
        Framing framing,
        List<Transport> transports,
        List<Cadence> cadences,
        PageOrder order,
        int warmUpExchanges,
        SocketIoPlan socketIo,
        int p99Ms) {

    /** Largest payload the contract allows. */
    public static final int MAX_SIZE = 1_048_576;
    /**
     * After the back-to-back warm-up, this many exchanges of each transport at the pages' own think time,
     * uncounted too: the back-to-back ones never pause, and the pages' first round, the first to pause
     * between exchanges, measured more per page than the next rounds (docs/experiments.md, Repeats in rounds).
     */
    public static final int PACED_WARM_UP = 10;

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
        if (cadences.isEmpty() || Set.copyOf(cadences).size() != cadences.size()) {
            throw new IllegalArgumentException("-DthinkAs names pause, schedule or both, each once, got " + cadences);
        }
        Checks.notNegative("pageWarmUp", warmUpExchanges);
        Checks.positive("p99Ms", p99Ms);
        exchanges = List.copyOf(exchanges);
        transports = List.copyOf(transports);
        cadences = List.copyOf(cadences);
    }

    /** This injector's share of the pages of every (transport, exchanges) pair; a share of none is refused. */
    public TransportsPlan share(Split split) {
        if (!split.shared()) {
            return this;
        }
        return new TransportsPlan(split.required("users", users), exchanges, think, size, jsonp, framing, transports,
                cadences, order, warmUpExchanges, socketIo, p99Ms);
    }

    /** {@link #PACED_WARM_UP} exchanges when there is a warm-up at all (-DpageWarmUp above 0), else none. */
    public int pacedWarmUpExchanges() {
        return warmUpExchanges == 0 ? 0 : PACED_WARM_UP;
    }

    /** The pages: each exchange count in the order given, at each every cadence, and at each every transport. */
    public List<Page> pages() {
        List<Page> pages = new ArrayList<>();
        for (int count : exchanges) {
            for (Cadence cadence : cadences) {
                for (Transport transport : transports) {
                    pages.add(new Page(transport, count, cadence));
                }
            }
        }
        return List.copyOf(pages);
    }

    /** The page populations: the pages in their order, each page's -Drepeats in a row. */
    public List<Repeat<Page>> pages(int repeats) {
        return Repeats.of(pages(), Page::name, repeats);
    }
}
