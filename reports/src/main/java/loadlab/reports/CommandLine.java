package loadlab.reports;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import loadlab.record.CommandArguments;

/**
 * The module's one entry point: {@code java loadlab.reports.CommandLine <command> [key=value ...]},
 * where the command is {@code summary} ({@link SummaryCommand}), {@code gate} ({@link GateCommand}),
 * {@code baseline} ({@link BaselineCommand}) or {@code comparison} ({@link ComparisonCommand}). What the commands share is
 * here: options read once (arguments, then system properties), their own output on standard out (everything else logs through
 * SLF4J), and a clean exit code: the command's own, or 2 for wrong arguments or a failure, with one line saying why.
 */
public final class CommandLine {

    /** One command: its options in, its exit code out. */
    @FunctionalInterface
    interface Command {
        int run(CommandOptions options, PrintStream out);
    }

    public static final String SUMMARY = "summary";
    public static final String GATE = "gate";
    public static final String BASELINE = "baseline";
    public static final String COMPARISON = "comparison";
    /** Commands that had another name: said so rather than "unknown", so an old script learns the new one. */
    private static final Map<String, String> RENAMED = Map.of("compare", GATE, "ab", COMPARISON);
    private static final Map<String, Command> COMMANDS = commands();

    private CommandLine() {
    }

    public static void main(String[] args) {
        int code = run(args, System.getProperties(), System.out);
        if (code != 0) {
            System.exit(code);
        }
    }

    /** Runs the command the first argument names with the rest; returns its exit code. */
    public static int run(String[] args, Properties system, PrintStream out) {
        Command command = args.length == 0 ? null : COMMANDS.get(args[0]);
        if (command == null && args.length > 0 && RENAMED.containsKey(args[0])) {
            out.println("the '" + args[0] + "' command is now '" + RENAMED.get(args[0]) + "'");
            return 2;
        }
        if (command == null) {
            out.println("usage: java loadlab.reports.CommandLine " + String.join("|", COMMANDS.keySet())
                    + " [key=value ...]" + (args.length == 0 ? "" : "; unknown command '" + args[0] + "'"));
            return 2;
        }
        return CommandArguments.exitCode(args[0], Arrays.copyOfRange(args, 1, args.length), system, out,
                arguments -> command.run(CommandOptions.of(arguments), out));
    }

    private static Map<String, Command> commands() {
        Map<String, Command> commands = new LinkedHashMap<>();
        commands.put(SUMMARY, SummaryCommand::run);
        commands.put(GATE, GateCommand::run);
        commands.put(BASELINE, BaselineCommand::run);
        commands.put(COMPARISON, ComparisonCommand::run);
        return commands;
    }
}
