package loadlab.record;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.ToIntFunction;

/**
 * What the lab's commands (the summary's and the merge's) read their settings from: {@code key=value}
 * arguments first, then system properties ({@code -Dkey=value}); blank counts as unset. Relative paths
 * resolve against the project root ({@code -Dlab.root}, else the working directory).
 */
public final class CommandArguments {
    /** The project root's setting. */
    public static final String ROOT = "lab.root";
    /** The results folder's setting, the one name for it in every command: Gatling's runs, their records, the summary. */
    public static final String RESULTS = "lab.results";
    /** The results folder under the project root when none is given. */
    public static final String DEFAULT_RESULTS = "reports";
    private final Map<String, String> values;

    private CommandArguments(Map<String, String> values) {
        this.values = values;
    }

    public static CommandArguments parse(String[] args, Properties system) {
        Map<String, String> values = new LinkedHashMap<>();
        system.stringPropertyNames().forEach(key -> values.put(key, system.getProperty(key)));
        for (String arg : args) {
            String text = arg.startsWith("--") ? arg.substring(2) : arg.startsWith("-D") ? arg.substring(2) : arg;
            int equals = text.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("arguments are key=value, got '" + arg + "'");
            }
            values.put(text.substring(0, equals).trim(), text.substring(equals + 1).trim());
        }
        return new CommandArguments(values);
    }

    /**
     * Runs a command and returns its exit code: the command's own, or 2 with one line saying why for
     * wrong arguments or a failure (unreadable input, a full disk) instead of a stack trace.
     */
    public static int exitCode(String name, String[] args, Properties system, PrintStream out,
                               ToIntFunction<CommandArguments> command) {
        try {
            return command.applyAsInt(parse(args, system));
        } catch (IllegalArgumentException e) {
            out.println(name + ": " + e.getMessage());
            return 2;
        } catch (RuntimeException e) {
            out.println(name + ": failed: " + e);
            return 2;
        }
    }

    public Optional<String> get(String key) {
        String value = values.get(key);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.trim());
    }

    /** Every value, system properties included, for settings read by prefix ({@code gate.*}, {@code comparison.*}). */
    public Map<String, String> values() {
        return values;
    }

    /** The project root: {@code lab.root}, else the working directory. */
    public Path root() {
        return Path.of(get(ROOT).orElse("")).toAbsolutePath().normalize();
    }

    /** The results folder: {@code lab.results} resolved against the project root, else {@code <root>/reports}. */
    public Path results() {
        return get(RESULTS).map(this::resolve).orElse(root().resolve(DEFAULT_RESULTS));
    }

    /** A path as given, resolved against the project root. */
    public Path resolve(String path) {
        return root().resolve(path).normalize();
    }
}
