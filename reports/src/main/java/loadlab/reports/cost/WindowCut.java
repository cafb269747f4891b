package loadlab.reports.cost;

/**
 * How a usage file is cut to a row's window, which decides its CPU figures ({@link ServerCosts},
 * {@link InjectorCosts}, {@link CpuShares}).
 */
public enum WindowCut {
    /**
     * A window found afterwards (Gatling's per-second series, a run's injection): the samples inside
     * it, the growth between the first and the last of them over the wall time between them, times the
     * window's length. Fewer than two samples inside: not measured.
     */
    SAMPLES_INSIDE,
    /**
     * A window the simulation recorded, whose edges it had sampled as they passed: each cumulative
     * figure interpolated at the window's start and end ({@link EdgeInterpolation}), the growth being
     * the difference. A window no sample follows (or precedes): not measured.
     */
    INTERPOLATED_AT_EDGES
}
