package loadlab.gatling.repeat;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.pause;

import io.gatling.javaapi.core.ChainBuilder;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs side-by-side rows in rounds, each client at its own phase of the think time. Repeat r of any
 * row starts only when every row still running has reached its repeat r; then every client (a Gatling
 * user of a page, a browser's page) starts at the round's opening plus its own share of one think time.
 *
 * <p>Rounds make every repeat of a row run beside the same rows, so its repeats compare; phases keep
 * clients from exchanging in lockstep and queueing behind one another on the cores (docs/experiments.md,
 * Repeats in rounds). A round cannot open before the previous one is over: a row reaches repeat r only
 * after its repeat r - 1 has ended.
 *
 * <p>Parties are rows of Gatling's pages (which wait by pausing, never blocking an event loop) and the
 * browser's pages (which block their own thread). Every party joins before the first round opens. A
 * party that stops early (a failed browser page) leaves, and no round waits for it any more.
 */
public final class RoundGate {
    /**
     * How often a waiting Gatling user looks again: short beside a round, and few enough wake-ups that
     * the waiting costs the injector next to nothing. Every client starts at least this long after
     * the round opened, so a user that saw the opening late still starts at its phase.
     */
    private static final Duration POLL = Duration.ofMillis(50);
    private static final long NONE = Long.MIN_VALUE;

    private final Duration period;
    private final Map<String, Party> parties = new LinkedHashMap<>();
    private final Map<Integer, Set<String>> arrived = new HashMap<>();
    private final Set<String> gone = new HashSet<>();
    private final Map<Integer, Long> openedAt = new ConcurrentHashMap<>();
    private int clients;
    /** The highest round every party has reached; read without the lock by waiting users. */
    private volatile int open;
    private volatile boolean released;

    /** @param period what the clients' phases spread over: the pages' think time */
    public RoundGate(Duration period) {
        this.period = period;
    }

    /** Adds a party that runs {@code rounds} rounds with {@code clientCount} clients; only before the first round opens. */
    public synchronized void join(String party, int rounds, int clientCount) {
        if (rounds < 1 || clientCount < 1) {
            throw new IllegalArgumentException(party + " must run at least one round with one client, got " + rounds
                    + " round(s), " + clientCount + " client(s)");
        }
        if (open > 0 || released) {
            throw new IllegalStateException(party + " joined after round " + open + " had opened");
        }
        if (parties.putIfAbsent(party, new Party(rounds, clients, clientCount)) != null) {
            throw new IllegalArgumentException(party + " has joined already");
        }
        clients += clientCount;
    }

    /** {@code party} is ready to start {@code round}; the round opens when the last party still running is. */
    public synchronized void arrive(String party, int round) {
        Party joined = parties.get(party);
        if (joined == null) {
            throw new IllegalArgumentException(party + " has not joined");
        }
        if (round < 1 || round > joined.rounds()) {
            throw new IllegalArgumentException(party + " runs rounds 1 to " + joined.rounds() + ", not " + round);
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

    /**
     * How long {@code client} (0-based) of {@code party} still waits, once {@code round} is open, to start
     * at its phase: the round's opening, plus {@link #POLL}, plus its share of the period. Zero for a round
     * opened by {@link #release()}.
     */
    public Duration untilStart(String party, int client, int round) {
        long start = phase(party, client, round);
        return start == NONE ? Duration.ZERO : Duration.ofNanos(Math.max(0, start - System.nanoTime()));
    }

    /**
     * For a client that starts more than one test in a round (a browser's transport runs its pages one
     * after another in it): how long until its phase comes round again, at {@link #untilStart} the first
     * time and every period after, so its later tests keep out of the other clients' phases as its first did.
     */
    public Duration untilNextPhase(String party, int client, int round) {
        long start = phase(party, client, round);
        if (start == NONE) {
            return Duration.ZERO;
        }
        long now = System.nanoTime();
        return Duration.ofNanos(nextPhase(start, now, period.toNanos()) - now);
    }

    /** The first instant at or after {@code now} that is {@code start} plus whole periods (or {@code start}, still ahead). */
    static long nextPhase(long start, long now, long period) {
        if (start >= now || period <= 0) {
            return Math.max(start, now);
        }
        long periods = (now - start + period - 1) / period;
        return start + periods * period;
    }

    /** When the client starts in an open round (System.nanoTime()), or {@link #NONE}: no such party, or released. */
    private long phase(String party, int client, int round) {
        Party joined = parties.get(party);
        Long opened = openedAt.get(round);
        if (joined == null || opened == null) {
            return NONE;
        }
        int slot = joined.firstClient() + Math.floorMod(client, joined.clients());
        return opened + POLL.toNanos() + period.toNanos() * slot / clients;
    }

    /** Blocks the calling thread (never an event loop) until {@code round} has opened. */
    public synchronized void await(int round) throws InterruptedException {
        while (!isOpen(round)) {
            wait();
        }
    }

    /**
     * For a Gatling page: arrive at {@code round}, pause until it has opened, then until each user's phase
     * (the population's users in the order they reach it).
     */
    public ChainBuilder pass(String party, int round) {
        AtomicInteger users = new AtomicInteger();
        return exec(session -> {
            arrive(party, round);
            return session;
        }).asLongAs(session -> !isOpen(round)).on(pause(POLL))
                .exec(pause(session -> untilStart(party, users.getAndIncrement(), round)));
    }

    private void advance() {
        int next = open + 1;
        while (everyoneAt(next)) {
            openedAt.put(next, System.nanoTime());
            open = next;
            next++;
        }
        notifyAll();
    }

    /** True when every party that runs {@code round} and has not left has arrived at it (and someone runs it). */
    private boolean everyoneAt(int round) {
        Set<String> there = arrived.getOrDefault(round, Set.of());
        boolean anyRuns = false;
        for (Map.Entry<String, Party> party : parties.entrySet()) {
            if (party.getValue().rounds() < round || gone.contains(party.getKey())) {
                continue;
            }
            anyRuns = true;
            if (!there.contains(party.getKey())) {
                return false;
            }
        }
        return anyRuns;
    }

    /** A party's rounds, and its clients' places among all clients' phases. */
    private record Party(int rounds, int firstClient, int clients) {
    }
}
