package loadlab.reports;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import loadlab.record.CommandArguments;
import loadlab.record.RenamedSettings;
import loadlab.record.RunRecord;
import loadlab.reports.comparison.ComparisonThresholds;
import loadlab.reports.comparison.JudgeSettings;
import loadlab.reports.gate.Thresholds;

/**
 * The summary's commands' settings, typed, in one place over their {@link CommandArguments}
 * ({@code key=value} arguments, then system properties).
 */
public final class CommandOptions {
    /**
     * The commands' settings that had other names: the results folder ({@code reports=}, the pom's
     * {@code reportsDir}) and the comparison's, from when "ab" meant both it and ApacheBench.
     */
    public static final RenamedSettings RENAMED = new RenamedSettings(
            Map.of("reports", CommandArguments.RESULTS, "reportsDir", CommandArguments.RESULTS,
                    "abThresholds", ComparisonThresholds.FILE),
            Map.of("ab.", ComparisonThresholds.OVERRIDE_PREFIX));
    private final CommandArguments arguments;

    private CommandOptions(CommandArguments arguments) {
        RENAMED.refuse(arguments.values(), "");
        this.arguments = arguments;
    }

    public static CommandOptions parse(String[] args, Properties system) {
        return new CommandOptions(CommandArguments.parse(args, system));
    }

    public static CommandOptions of(CommandArguments arguments) {
        return new CommandOptions(arguments);
    }

    public Optional<String> get(String key) {
        return arguments.get(key);
    }

    /** The project root: {@code lab.root}, else the working directory. */
    public Path root() {
        return arguments.root();
    }

    /** The folder Gatling writes runs into and the summary is written to: {@code lab.results}, default {@code <root>/reports}. */
    public Path results() {
        return arguments.results();
    }

    /** Where the A/B verdict writes the metrics its first look left open, one per line, if given: {@code secondLook}. */
    public Optional<Path> secondLook() {
        return get("secondLook").map(this::resolve);
    }

    /** The baseline the gate reads (a stored baseline or a summary.json), or the baseline command writes. */
    public Path baseline() {
        return get("baseline").map(this::resolve)
                .orElseThrow(() -> new IllegalArgumentException("baseline=<path to a baseline file> is required"));
    }

    /** The target whose runs the summary's sections show: {@code target}, empty for the default. */
    public Optional<String> target() {
        return get(RunRecord.TARGET_SETTING);
    }

    /** The summary to judge: {@code current}, default the reports root's summary.json. */
    public Path current() {
        return get("current").map(this::resolve).orElse(results().resolve("summary.json"));
    }

    /** The summary a baseline is made from: {@code summary}, default the reports root's summary.json. */
    public Path summary() {
        return get("summary").map(this::resolve).orElse(results().resolve("summary.json"));
    }

    /** The command line that produced the runs a baseline is made from: {@code command}. */
    public String command() {
        return get("command").orElseThrow(() ->
                new IllegalArgumentException("command=<the command line that produced the runs> is required"));
    }

    /** Defaults, then the {@code thresholds} properties file if given, then {@code gate.*} overrides. */
    public Thresholds thresholds() {
        return Thresholds.from(properties("thresholds"), arguments.values());
    }

    /**
     * The settings this reading gives the comparison's judge: the {@code comparisonThresholds} file if given, then
     * {@code comparison.*} settings; empty when it gives none (a recorded comparison is judged by its own).
     */
    public JudgeSettings comparisonSettings() {
        return JudgeSettings.of(Thresholds.merged(properties(ComparisonThresholds.FILE), arguments.values(),
                ComparisonThresholds.OVERRIDE_PREFIX));
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
        return arguments.resolve(path);
    }
}
