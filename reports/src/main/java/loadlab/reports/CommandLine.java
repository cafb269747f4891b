package loadlab.reports;

import java.io.PrintStream;

/**
 * What the module's commands share as entry points: options read once (arguments, then system
 * properties), their own output on standard out (everything else logs through SLF4J), and a clean
 * exit code: the command's own, or 2 for wrong arguments or a failure, with one line saying why.
 */
final class CommandLine {

    /** One command: its options in, its exit code out. */
    @FunctionalInterface
    interface Command {
        int run(CommandOptions options, PrintStream out);
    }

    private CommandLine() {
    }

    static void main(String name, String[] args, Command command) {
        PrintStream out = System.out;
        int code;
        try {
            code = command.run(CommandOptions.parse(args, System.getProperties()), out);
        } catch (IllegalArgumentException e) {
            out.println(name + ": " + e.getMessage());
            code = 2;
        } catch (RuntimeException e) {
            // Unreadable input, a full disk: one line instead of a stack trace (a merge writes nothing then).
            out.println(name + ": failed: " + e);
            code = 2;
        }
        if (code != 0) {
            System.exit(code);
        }
    }
}
