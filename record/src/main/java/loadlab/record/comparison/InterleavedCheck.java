package loadlab.record.comparison;

import java.util.List;
import loadlab.record.crosscheck.CrossCheckTool;

/**
 * One round's interleaved cross-check: A's and B's servers started side by side, fresh, and the hello
 * experiment's independent tools (wrk with connections kept alive, ab with a new connection each) run
 * against them in short slices that alternate between the two, A B B A A B B A ... (B first in even
 * rounds). Each side's CPU per request is then read over windows a second or so apart from the other
 * side's, so that what the machine does from one minute to the next falls on both alike; the rounds'
 * fresh servers sample what differs from one JVM to the next. Stored by {@link ComparisonRecords#interleavedFile}.
 *
 * @param order  the slices' sides in the order they ran, for each tool
 * @param tools  one entry per closed hello variant measured
 */
public record InterleavedCheck(int round, List<ComparisonSide.Label> order, List<Tool> tools) {

    public InterleavedCheck {
        order = List.copyOf(order);
        tools = List.copyOf(tools);
    }

    /**
     * One variant's tool over its slices.
     *
     * @param variant the hello variant it measures, e.g. {@code closed-keepalive}
     * @param command one slice's command line (the URL is each side's)
     * @param a       A's slices added up
     * @param b       B's slices added up
     */
    public record Tool(String variant, CrossCheckTool tool, String command, Side a, Side b) {

        public Side side(ComparisonSide.Label label) {
            return label == ComparisonSide.Label.A ? a : b;
        }
    }

    /**
     * One side's slices added up.
     *
     * @param okRequests       answers with a 2xx or 3xx status and no failure: what a per-request cost divides by
     * @param serverCpuSeconds the server's processes' CPU over its slices, read at each slice's edges
     */
    public record Side(int slices, long requests, long okRequests, double serverCpuSeconds) {

        /** Server CPU-seconds per 1000 OK answers; null when there were none. */
        public Double cpuSecondsPer1000() {
            return okRequests == 0 ? null : serverCpuSeconds * 1000 / okRequests;
        }
    }
}
