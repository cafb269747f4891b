package loadlab.reports.cost;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What bound a row's figure, decided from the CPU shares over the row's window ({@link CpuShares}).
 * A party is <em>saturated</em> when its process uses at least {@link #PROCESS_BUSY_PERCENT} of all
 * cores, or its busiest thread at least {@link #THREAD_BUSY_PERCENT} of one core. The thread test is
 * what tells a server at one core of two apart: the reference server runs one event loop per core
 * and a connection stays on its loop, so one core may be one saturated loop (bound) or two half-busy
 * ones (not). The rules, first match wins:
 * <ol>
 *   <li>the server saturated and the injector not: {@link Verdict#SERVER};</li>
 *   <li>the injector saturated and the server not: {@link Verdict#INJECTOR};</li>
 *   <li>the machine at least {@link #MACHINE_BUSY_PERCENT} of all cores: the one that used at least
 *       {@link #DOMINANT_SHARE} of that busy time ({@link Verdict#SERVER} or {@link Verdict#INJECTOR}),
 *       else {@link Verdict#MACHINE}: together (with anything else running) they use the cores;</li>
 *   <li>both saturated with cores to spare: {@link Verdict#INJECTOR}, as the figure may be its limit;</li>
 *   <li>otherwise {@link Verdict#LATENCY}: nothing is saturated, the rate is set by round trips, think
 *       time or the arrival rate.</li>
 * </ol>
 * Without the injector's samples only a saturated server can be told apart ({@link Verdict#NOT_MEASURED}
 * otherwise: the injector is the usual suspect). Without the server's (a server the suite did not
 * start) the server counts as not saturated, and the reason says it was not measured.
 */
public final class BoundBy {
    /** The machine's busy share of all cores at which its cores count as used up. */
    public static final double MACHINE_BUSY_PERCENT = 90;
    /** A process's share of all cores at which it alone uses them up. */
    public static final double PROCESS_BUSY_PERCENT = 90;
    /** A thread's share of one core at which it is saturated (an event loop can go no faster). */
    public static final double THREAD_BUSY_PERCENT = 90;
    /** The part of a busy machine's CPU time that makes one party, not both, its bound. */
    public static final double DOMINANT_SHARE = 0.75;

    /** A row's verdict, written in lower case ("injector") to summary.json. */
    public enum Verdict {
        SERVER, INJECTOR, MACHINE, LATENCY, NOT_MEASURED;

        /** The row's throughput is the load generator's limit, not the server's. */
        public boolean loadGeneratorLimit() {
            return this == INJECTOR || this == MACHINE;
        }

        @JsonValue
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    private BoundBy() {
    }

    public static Bound decide(CpuShares shares) {
        String figures = figures(shares);
        boolean server = saturated(shares.serverPercent(), shares.serverThreadPercent());
        if (shares.injectorPercent() == null) {
            if (server) {
                return bound(Verdict.SERVER, serverWhy(shares) + "; injector not measured", shares);
            }
            return bound(Verdict.NOT_MEASURED, shares.serverPercent() == null
                    ? "no usage samples cover this window (none were taken, fewer than two fall inside it,"
                            + " or none follows its end)"
                    : "the injector was not sampled in this window: " + figures, shares);
        }
        boolean injector = saturated(shares.injectorPercent(), shares.injectorThreadPercent());
        if (server && !injector) {
            return bound(Verdict.SERVER, serverWhy(shares) + "; " + figures, shares);
        }
        if (injector && !server) {
            return bound(Verdict.INJECTOR, injectorWhy(shares) + "; " + figures, shares);
        }
        Double machine = shares.machinePercent();
        if (machine != null && machine >= MACHINE_BUSY_PERCENT) {
            String busy = "the machine's cores were " + percent(machine) + " busy";
            if (shares.serverPercent() != null && shares.serverPercent() >= DOMINANT_SHARE * machine) {
                return bound(Verdict.SERVER, busy + ", most of it the server; " + figures, shares);
            }
            if (shares.injectorPercent() >= DOMINANT_SHARE * machine) {
                return bound(Verdict.INJECTOR, busy + ", most of it the injector; " + figures, shares);
            }
            return bound(Verdict.MACHINE, busy + " and neither the server nor the injector used three quarters of"
                    + " that: together they use the cores; " + figures, shares);
        }
        if (server) {
            return bound(Verdict.INJECTOR, "both saturated with cores to spare, so the figure may be the injector's"
                    + " limit: " + serverWhy(shares) + ", " + injectorWhy(shares) + "; " + figures, shares);
        }
        return bound(Verdict.LATENCY, "nothing saturated, so round trips, think time or the arrival rate set the rate; "
                + figures, shares);
    }

    private static boolean saturated(Double processPercent, Double threadPercent) {
        return processPercent != null && processPercent >= PROCESS_BUSY_PERCENT
                || threadPercent != null && threadPercent >= THREAD_BUSY_PERCENT;
    }

    private static String serverWhy(CpuShares shares) {
        return shares.serverPercent() >= PROCESS_BUSY_PERCENT
                ? "the server used " + percent(shares.serverPercent()) + " of all cores"
                : "the server's busiest thread ran " + percent(shares.serverThreadPercent())
                        + " of a core (an event loop: one per core, and a connection stays on its loop)";
    }

    private static String injectorWhy(CpuShares shares) {
        return shares.injectorPercent() >= PROCESS_BUSY_PERCENT
                ? "the injector used " + percent(shares.injectorPercent()) + " of all cores"
                : "the injector's busiest thread ran " + percent(shares.injectorThreadPercent()) + " of a core";
    }

    /** "server 41 %, injector 52 %, others 5 %, machine 98 % of 2 cores; busiest thread: server 45 %, ..." */
    static String figures(CpuShares shares) {
        List<String> parts = new ArrayList<>();
        parts.add("server " + known(shares.serverPercent()));
        parts.add("injector " + known(shares.injectorPercent()));
        if (shares.othersPercent() != null) {
            parts.add("others " + percent(shares.othersPercent()));
        }
        parts.add("machine " + known(shares.machinePercent()));
        return String.join(", ", parts) + " of " + shares.cores() + " cores; busiest thread: server "
                + known(shares.serverThreadPercent()) + ", injector " + known(shares.injectorThreadPercent())
                + " of a core";
    }

    private static String known(Double share) {
        return share == null ? "not measured" : percent(share);
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.0f %%", share);
    }

    private static Bound bound(Verdict verdict, String why, CpuShares shares) {
        return new Bound(verdict, why, shares);
    }
}
