package loadlab.gatling.repeat;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.pause;

import io.gatling.javaapi.core.ChainBuilder;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Runs side-by-side rows in rounds: repeat r of any row starts only when every row still running has
 * reached its repeat r. Without it each row ran its repeats back to back, so a short row's repeats were
 * over while a long one's first repeat still ran: the first repeat of every row shared the machine with
 * every other row and the last ones with almost none, and the repeats disagreed by that alone. In
 * rounds, every repeat of a row runs beside the same rows in the same order, so its repeats are
 * comparable. A round cannot open before the previous one is over: a row reaches repeat r only after
 * its repeat r - 1 has ended.
 *
 * <p>Parties are rows of Gatling's pages (which wait by polling, never blocking an event loop) and the
 * browser's pages (which block their own thread). Every party joins before the first round opens. A
 * party that stops early (a failed browser page) leaves, and no round waits for it any more.
 */
public final class RoundGate {
    /**
     * How often a waiting Gatling user looks again: short beside a round (a page's exchanges and think
     * times), and few enough wake-ups that the waiting costs the injector next to nothing.
     */
    private static final Duration POLL = Duration.ofMillis(50);

    private final Map<String, Integer> rounds = new HashMap<>();
    private final Map<Integer, Set<String>> arrived = new HashMap<>();
    private final Set<String> gone = new HashSet<>();
    /** The highest round every party has reached; read without the lock by polling users. */
    private volatile int open;
    private boolean released;

    /** Adds a party that runs {@code roundCount} rounds; only before the first round has opened. */
    public synchronized void join(String party, int roundCount) {
        if (roundCount < 1) {
            throw new IllegalArgumentException(party + " must run at least one round, got " + roundCount);
        }
        if (open > 0 || released) {
            throw new IllegalStateException(party + " joined after round " + open + " had opened");
        }
        if (rounds.putIfAbsent(party, roundCount) != null) {
            throw new IllegalArgumentException(party + " has joined already");
        }
    }

    /** {@code party} is ready to start {@code round}; the round opens when the last party still running is. */
    public synchronized void arrive(String party, int round) {
        Integer count = rounds.get(party);
        if (count == null) {
            throw new IllegalArgumentException(party + " has not joined");
        }
        if (round < 1 || round > count) {
            throw new IllegalArgumentException(party + " runs rounds 1 to " + count + ", not " + round);
        }
        arrived.computeIfAbsent(round, r -> new HashSet<>()).add(party);
        advance();
    }

    /** {@code party} runs no further round: none waits for it. */
    public synchronized void leave(String party) {
        gone.add(party);
        advance();
    }

    /** Opens every round: the run is ending (its load generator stopped), so no party may be waited for. */
    public synchronized void release() {
        released = true;
        notifyAll();
    }

    public boolean isOpen(int round) {
        return round <= open || released;
    }

    /** Blocks the calling thread (never an event loop) until {@code round} has opened. */
    public synchronized void await(int round) throws InterruptedException {
        while (!isOpen(round)) {
            wait();
        }
    }

    /** For a Gatling page: arrive at {@code round}, then pause until it has opened. */
    public ChainBuilder pass(String party, int round) {
        return exec(session -> {
            arrive(party, round);
            return session;
        }).asLongAs(session -> !isOpen(round)).on(pause(POLL));
    }

    private void advance() {
        int next = open + 1;
        while (everyoneAt(next)) {
            open = next;
            next++;
        }
        notifyAll();
    }

    /** True when every party that runs {@code round} and has not left has arrived at it (and someone runs it). */
    private boolean everyoneAt(int round) {
        Set<String> there = arrived.getOrDefault(round, Set.of());
        boolean anyRuns = false;
        for (Map.Entry<String, Integer> party : rounds.entrySet()) {
            if (party.getValue() < round || gone.contains(party.getKey())) {
                continue;
            }
            anyRuns = true;
            if (!there.contains(party.getKey())) {
                return false;
            }
        }
        return anyRuns;
    }
}
