package loadlab.record.crosscheck;

import java.util.function.Function;

/**
 * The independent load generators the hello experiment is cross-checked with: wrk for variants that
 * keep connections alive, ab (a new connection per request, as the original experiment's
 * {@code ab -n 500000 -c 100}) for the others. Both ship in Debian/Ubuntu packages.
 */
public enum CrossCheckTool {
    WRK("wrk", "wrk", WrkOutput::parse),
    AB("ab", "apache2-utils", AbOutput::parse);

    /** How to get both tools, as the summary and the run's record say when one is missing. */
    public static final String INSTALL = "apt-get install wrk apache2-utils";

    private final String executable;
    private final String debianPackage;
    private final Function<String, ToolResult> parser;

    CrossCheckTool(String executable, String debianPackage, Function<String, ToolResult> parser) {
        this.executable = executable;
        this.debianPackage = debianPackage;
        this.parser = parser;
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

    /** Reads the tool's stdout; throws {@link UnreadableOutputException} when it holds no report. */
    public ToolResult parse(String stdout) {
        return parser.apply(stdout);
    }
}
