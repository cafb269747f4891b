package loadlab.reports.sidebyside;

import loadlab.reports.cost.BoundBy;

/**
 * One figure of one target as a multiple of the same figure of what it is compared with: another
 * target (the baseline) or, for transports, another transport on the same target.
 *
 * @param experiment  {@code hello}, {@code insert} or {@code transports}
 * @param item        what was measured, as metric ids name it: a hello variant ({@code closed-close}), an
 *                    insert step ({@code c1000}, {@code all}), a transport page ({@code ws.x500})
 * @param target      the target whose figure is divided
 * @param versus      the baseline target's name, or (transports on one target) the transport it is divided by
 * @param figure      {@code throughput} (OK answers per second), {@code server_cpu_per_1000},
 *                    {@code crosscheck_throughput} (the independent client's OK answers per second),
 *                    {@code p99}, {@code total_time} (transports: the N exchanges' total)
 * @param ratio       the target's figure / the other's
 * @param targetBound what bound the target's figure
 * @param versusBound what bound the other's
 */
public record Comparison(
        String experiment,
        String item,
        String target,
        String versus,
        String figure,
        double ratio,
        BoundBy.Verdict targetBound,
        BoundBy.Verdict versusBound) {

    public static final String THROUGHPUT = "throughput";
    public static final String SERVER_CPU = "server_cpu_per_1000";
    public static final String CROSSCHECK = "crosscheck_throughput";
    public static final String P99 = "p99";
    public static final String TOTAL_TIME = "total_time";
}
