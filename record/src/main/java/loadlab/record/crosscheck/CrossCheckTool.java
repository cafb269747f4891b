package loadlab.record.crosscheck;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Function;

/**
 * The independent load generators the hello experiment is cross-checked with: wrk for variants that
 * keep connections alive, ab (a new connection per request, as the original experiment's
 * {@code ab -n 500000 -c 100}) for the others. Both ship in Debian/Ubuntu packages.
 */
public enum CrossCheckTool {
    WRK("wrk", "wrk", WrkOutput::parse, 2.0),
    AB("ab", "apache2-utils", AbOutput::parse, 2.5);

    /** How to get both tools, as the summary and the run's record say when one is missing. */
    public static final String INSTALL = "apt-get install wrk apache2-utils";

    private final String executable;
    private final String debianPackage;
    private final Function<String, ToolResult> parser;
    private final double clientCostGoal;

    CrossCheckTool(String executable, String debianPackage, Function<String, ToolResult> parser, double clientCostGoal) {
        this.executable = executable;
        this.debianPackage = debianPackage;
        this.parser = parser;
        this.clientCostGoal = clientCostGoal;
    }

    /** The tool whose executable this is, if any ({@code wrk}, {@code ab}). */
    public static Optional<CrossCheckTool> named(String executable) {
        return Arrays.stream(values()).filter(tool -> tool.executable.equals(executable)).findFirst();
    }

    /** The tool for a variant: wrk keeps connections alive, ab opens one per request. */
    public static CrossCheckTool forKeepAlive(boolean keepAlive) {
        return keepAlive ? WRK : AB;
    }

    public String executable() {
        return executable;
    }

    public String debianPackage() {
        return debianPackage;
    }

    /**
     * The most the Gatling JVM's own CPU per request may be, as a multiple of this tool's in the same run:
     * on shared cores every microsecond a client spends is taken from the server, and these two C
     * clients are as cheap as a client gets. Keep-alive leaves little but the request to pay for, so
     * its goal is the tighter one.
     */
    public double clientCostGoal() {
        return clientCostGoal;
    }

    /** Reads the tool's stdout; throws {@link UnreadableOutputException} when it holds no report. */
    public ToolResult parse(String stdout) {
        return parser.apply(stdout);
    }
}
