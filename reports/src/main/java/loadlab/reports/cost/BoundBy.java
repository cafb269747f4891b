package loadlab.reports.cost;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What bound a row's figure, decided from the CPU shares over the row's window ({@link CpuShares}).
 * A party is <em>saturated</em> when its process uses at least {@link #PROCESS_BUSY_PERCENT} of all
 * cores, or its busiest thread at least {@link #THREAD_BUSY_PERCENT} of one core: the reference server
 * runs one event loop per core, so one busy core may be one saturated loop. A throughput drop is
 * excused (the load generator's limit) only when the injector was saturated and the server was not.
 * The rules, first match wins:
 * <ol>
 *   <li>both saturated: {@link Verdict#SERVER_AND_INJECTOR} (not excused);</li>
 *   <li>the server saturated: {@link Verdict#SERVER};</li>
 *   <li>the injector saturated: {@link Verdict#INJECTOR}, the only verdict that excuses;</li>
 *   <li>the machine at least {@link #MACHINE_BUSY_PERCENT} of all cores with neither saturated:
 *       {@link Verdict#SERVER} when the server used at least {@link #DOMINANT_SHARE} of that busy
 *       time, else {@link Verdict#MACHINE} (not excused);</li>
 *   <li>otherwise {@link Verdict#LATENCY}.</li>
 * </ol>
 * An injector behind its plan ({@link InjectorLag}) counts as saturated whatever its CPU. Without the
 * injector's samples only a saturated server can be told apart ({@link Verdict#NOT_MEASURED} otherwise);
 * without the server's, the server counts as not saturated and a saturated injector is then
 * {@link Verdict#NOT_MEASURED}, not an excuse. The reasons: reports/README.md, "Bound by: what limited each row".
 */
public final class BoundBy {
    /** The machine's busy share of all cores at which its cores count as used up. */
    public static final double MACHINE_BUSY_PERCENT = 90;
    /** A process's share of all cores at which it alone uses them up. */
    public static final double PROCESS_BUSY_PERCENT = 90;
    /** A thread's share of one core at which it is saturated (an event loop can go no faster). */
    public static final double THREAD_BUSY_PERCENT = 90;
    /** The part of a busy machine's CPU time that makes the server, though not saturated, its bound. */
    public static final double DOMINANT_SHARE = 0.75;

    /** A row's verdict, written in lower case ("injector") to summary.json. */
    public enum Verdict {
        SERVER, SERVER_AND_INJECTOR, INJECTOR, MACHINE, LATENCY, NOT_MEASURED;

        /** The row's throughput is the load generator's limit, not the server's: the one verdict that excuses a drop. */
        public boolean loadGeneratorLimit() {
            return this == INJECTOR;
        }

        /** The injector was at its limit, alone or with the server, so the figure may be partly its limit. */
        public boolean injectorSaturated() {
            return this == INJECTOR || this == SERVER_AND_INJECTOR;
        }

        @JsonValue
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    private BoundBy() {
    }

    public static Bound decide(CpuShares shares) {
        return decide(shares, null);
    }

    /** The verdict from the shares and, when known, the injector's lag on the row's populations (null: not timed). */
    public static Bound decide(CpuShares shares, InjectorLag lag) {
        boolean server = saturated(shares.serverPercent(), shares.serverThreadPercent());
        if (lag != null && lag.behind()) {
            String behind = lagWhy(lag);
            String figures = figures(shares);
            if (server) {
                return bound(Verdict.SERVER_AND_INJECTOR, serverWhy(shares) + ", and " + behind + "; " + figures, shares);
            }
            if (shares.serverPercent() == null && shares.serverThreadPercent() == null) {
                return bound(Verdict.NOT_MEASURED, behind + ", but the server was not measured, so nothing shows it was"
                        + " below its own limit; " + figures, shares);
            }
            return bound(Verdict.INJECTOR, behind + "; " + figures, shares);
        }
        return decide(shares, server);
    }

    private static String lagWhy(InjectorLag lag) {
        return String.format(Locale.ROOT, "the injector fell behind its plan: users of %s started %.1f ms late at the 99th"
                + " percentile, past the run's %.0f ms", lag.population(), lag.p99Ms(), lag.limitMs());
    }

    private static Bound decide(CpuShares shares, boolean server) {
        String figures = figures(shares);
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
        if (server && injector) {
            return bound(Verdict.SERVER_AND_INJECTOR, "both saturated, so the figure is at the server's limit and the"
                    + " injector's alike: " + serverWhy(shares) + ", " + injectorWhy(shares) + "; " + figures, shares);
        }
        if (server) {
            return bound(Verdict.SERVER, serverWhy(shares) + "; " + figures, shares);
        }
        if (injector && shares.serverPercent() == null && shares.serverThreadPercent() == null) {
            return bound(Verdict.NOT_MEASURED, injectorWhy(shares) + ", but the server was not measured, so nothing"
                    + " shows it was below its own limit; " + figures, shares);
        }
        if (injector) {
            return bound(Verdict.INJECTOR, injectorWhy(shares) + "; " + figures, shares);
        }
        Double machine = shares.machinePercent();
        if (machine != null && machine >= MACHINE_BUSY_PERCENT) {
            String busy = "the machine's cores were " + percent(machine) + " busy";
            if (shares.serverPercent() != null && shares.serverPercent() >= DOMINANT_SHARE * machine) {
                return bound(Verdict.SERVER, busy + ", most of it the server; " + figures, shares);
            }
            String most = shares.injectorPercent() >= DOMINANT_SHARE * machine ? ", most of it the injector's," : "";
            return bound(Verdict.MACHINE, busy + most + " with neither the server nor the injector saturated: together"
                    + " (with anything else running) they used the cores, and nothing shows which waited for one; "
                    + figures, shares);
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
