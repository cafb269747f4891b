package loadlab.reports;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import loadlab.reports.ab.AbThresholds;
import loadlab.reports.gate.Thresholds;
import loadlab.reports.merge.SetCheck;

/**
 * The commands' settings, read in one place: {@code key=value} arguments first, then system
 * properties ({@code -Dkey=value}); blank counts as unset. Relative paths resolve against the
 * project root ({@code -Dlab.root}, else the working directory).
 */
public final class CommandOptions {
    private final Map<String, String> values;

    private CommandOptions(Map<String, String> values) {
        this.values = values;
    }

    public static CommandOptions parse(String[] args, Properties system) {
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
        return new CommandOptions(values);
    }

    public Optional<String> get(String key) {
        String value = values.get(key);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.trim());
    }

    /** The project root: {@code lab.root}, else the working directory. */
    public Path root() {
        return Path.of(get("lab.root").orElse("")).toAbsolutePath().normalize();
    }

    /** The folder Gatling writes runs into and the summary is written to: {@code reports}, default {@code <root>/reports}. */
    public Path reportsRoot() {
        return get("reports").map(this::resolve).orElse(root().resolve("reports"));
    }

    /** The baseline the gate reads (a stored baseline or a summary.json), or the baseline command writes. */
    public Path baseline() {
        return get("baseline").map(this::resolve)
                .orElseThrow(() -> new IllegalArgumentException("baseline=<path to a baseline file> is required"));
    }

    /** The target whose runs the summary's sections show: {@code target}, empty for the default. */
    public Optional<String> target() {
        return get("target");
    }

    /** The summary to judge: {@code current}, default the reports root's summary.json. */
    public Path current() {
        return get("current").map(this::resolve).orElse(reportsRoot().resolve("summary.json"));
    }

    /** The summary a baseline is made from: {@code summary}, default the reports root's summary.json. */
    public Path summary() {
        return get("summary").map(this::resolve).orElse(reportsRoot().resolve("summary.json"));
    }

    /** The command line that produced the runs a baseline is made from: {@code command}. */
    public String command() {
        return get("command").orElseThrow(() ->
                new IllegalArgumentException("command=<the command line that produced the runs> is required"));
    }

    /** The runs to merge: {@code runs}, comma-separated run folders, or folders holding run folders. */
    public List<Path> runs() {
        List<Path> runs = get("runs").stream()
                .flatMap(list -> Arrays.stream(list.split(",")))
                .map(String::trim)
                .filter(path -> !path.isEmpty())
                .map(this::resolve)
                .toList();
        if (runs.isEmpty()) {
            throw new IllegalArgumentException(
                    "runs=<run folder>,<run folder>,... (or a folder holding run folders) is required");
        }
        return runs;
    }

    /** Where the merged run folder goes: {@code out}, a folder that does not exist yet. */
    public Path out() {
        return get("out").map(this::resolve)
                .orElseThrow(() -> new IllegalArgumentException("out=<new run folder> is required"));
    }

    /** The set checks a merge passes over: {@code allowMismatch}, {@code true} for every one or their names. */
    public Set<SetCheck> allowMismatch() {
        return SetCheck.parse(get(SetCheck.OVERRIDE).orElse(""));
    }

    /** Defaults, then the {@code thresholds} properties file if given, then {@code gate.*} overrides. */
    public Thresholds thresholds() {
        return Thresholds.from(properties("thresholds"), values);
    }

    /** The A/B verdict's: defaults, then the {@code abThresholds} properties file if given, then {@code ab.*} overrides. */
    public AbThresholds abThresholds() {
        return AbThresholds.from(properties("abThresholds"), values);
    }

    /** The properties file the option names; empty when it names none. */
    private Properties properties(String key) {
        Properties file = new Properties();
        Optional<Path> path = get(key).map(this::resolve);
        if (path.isPresent()) {
            try (InputStream in = Files.newInputStream(path.get())) {
                file.load(in);
            } catch (IOException e) {
                throw new UncheckedIOException("could not read " + key + " file " + path.get(), e);
            }
        }
        return file;
    }

    private Path resolve(String path) {
        return root().resolve(path).normalize();
    }
}
