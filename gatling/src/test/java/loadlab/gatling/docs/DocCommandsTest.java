package loadlab.gatling.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import loadlab.lab.settings.Knob;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.targets.SuiteSimulation;
import loadlab.reports.comparison.JudgeSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every command line README.md and docs/ give, held against the project as it is: the modules,
 * goals and executions an {@code mvn} line names exist; every {@code -D} it sets is one a pom, a knob
 * or the code reads; a {@code mvn gatling:test} line's settings parse as the suite parses them (each
 * alternative of {@code -Dprofile=smoke|quick}); a script or main class it starts is there. A value
 * written as a placeholder ({@code <run folder>}, {@code ...}) is not parsed. With
 * {@code -Ddocs.run=true} (CI, after its load stages) the lines that only read results (the summary,
 * the gate, the A/B verdict) are also run, exactly as written, from the project root.
 */
class DocCommandsTest {
    private static final Logger LOG = LoggerFactory.getLogger(DocCommandsTest.class);
    private static final Path ROOT = Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();
    private static final List<DocCommand> COMMANDS = DocCommand.all(ROOT);
    private static final Set<String> PHASES = Set.of("validate", "compile", "process-classes", "test-compile", "test",
            "package", "verify", "install");
    /** Goals of plugins called by prefix that take no execution id. */
    private static final Set<String> PLUGIN_GOALS = Set.of("gatling:test", "dependency:tree");
    /** Properties Maven and its plugins read themselves (surefire's, the Gatling plugin's). */
    private static final Set<String> MAVEN_PROPERTIES = Set.of("skipTests", "test", "groups",
            "surefire.failIfNoSpecifiedTests", "maven.repo.local", "gatling.reportsOnly");
    private static final Pattern POM_PROPERTY = Pattern.compile("\\$\\{([\\w.-]+)}");
    /** A property name as Java code spells it when it reads one (getProperty, Long.getLong, a constant). */
    private static final Pattern READ_PROPERTY = Pattern.compile("\"([\\w.-]+)\"");
    private static final Pattern EXECUTION_ID = Pattern.compile("<id>([\\w.-]+)</id>");
    private static final Pattern EXEC_GOAL = Pattern.compile("exec:(exec|java)@([\\w.-]+)");
    /** The reports commands that only read results; {@code baseline} is left out: it rewrites ci/baseline.json. */
    private static final Pattern READS_RESULTS = Pattern.compile("exec:exec@(summary|gate|comparison)");

    private static boolean placeholder(String value) {
        return value.contains("<") || value.contains("...") || value.contains("$");
    }

    private static List<DocCommand> mvn() {
        return COMMANDS.stream().filter(command -> command.program().equals("mvn")).toList();
    }

    @Test
    void theDocsGiveCommandsFromBlocksAndInlineSpans() {
        List<DocCommand> parsed = DocCommand.of("x.md", List.of("Run `mvn -pl reports exec:exec@summary` then:", "```sh",
                "mvn gatling:test -Dprofile=smoke \\", "    -Dgate.retired='a.*,b' # a comment", "make && bench/run -r 5",
                "```", "```text", "mvn not a command", "```"));

        assertThat(parsed).extracting(DocCommand::line, DocCommand::words).containsExactly(
                tuple(1, List.of("mvn", "-pl", "reports", "exec:exec@summary")),
                tuple(3, List.of("mvn", "gatling:test", "-Dprofile=smoke",
                        "-Dgate.retired=a.*,b")),
                tuple(5, List.of("make")),
                tuple(5, List.of("bench/run", "-r", "5")));
        assertThat(COMMANDS.size()).as("commands in README.md and docs/").isGreaterThan(80);
        assertThat(mvn().size()).as("mvn lines").isGreaterThan(60);
    }

    @Test
    void everyMvnLineNamesModulesGoalsAndExecutionsThatExist() {
        List<String> wrong = new ArrayList<>();
        for (DocCommand command : mvn()) {
            List<String> modules = modules(command);
            for (String module : modules) {
                if (!Files.isRegularFile(ROOT.resolve(module).resolve("pom.xml"))) {
                    wrong.add(command + ": no module " + module);
                }
            }
            for (String word : command.words()) {
                if (word.startsWith("-") || word.equals("mvn") || placeholder(word)) {
                    continue;
                }
                Matcher exec = EXEC_GOAL.matcher(word);
                if (exec.matches()) {
                    List<String> poms = modules.isEmpty() ? List.of("") : modules;
                    if (poms.stream().noneMatch(module -> executions(module).contains(exec.group(2)))) {
                        wrong.add(command + ": no execution " + exec.group(2) + " in " + poms);
                    }
                } else if (!PHASES.contains(word) && !PLUGIN_GOALS.contains(word) && !isModuleList(command, word)) {
                    wrong.add(command + ": '" + word + "' is no phase or goal the build has");
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void everyPropertyAnMvnLineSetsIsOneAPomAKnobOrTheCodeReads() {
        Set<String> known = knownProperties();
        List<String> unknown = new ArrayList<>();
        for (DocCommand command : mvn()) {
            properties(command).keySet().stream().filter(name -> !known.contains(name))
                    .forEach(name -> unknown.add(command + ": -D" + name));
        }
        assertThat(unknown).isEmpty();
    }

    @Test
    void everyGatlingRunLineParsesAsTheSuiteReadsIt() {
        List<String> wrong = new ArrayList<>();
        int parsed = 0;
        for (DocCommand command : mvn()) {
            if (!command.words().contains("gatling:test")) {
                continue;
            }
            Map<String, String> properties = properties(command);
            properties.values().removeIf(DocCommandsTest::placeholder);
            List<String> profiles = List.of(properties.getOrDefault("profile", "quick").split("\\|"));
            for (String profile : profiles) {
                Map<String, String> one = new HashMap<>(properties);
                one.put("profile", profile);
                try {
                    settings(one);
                    parsed++;
                } catch (RuntimeException e) {
                    wrong.add(command + " (profile " + profile + "): " + e.getMessage());
                }
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(parsed).isGreaterThan(40);
    }

    @Test
    void everyScriptOrMainClassALineStartsIsThere() {
        List<String> missing = new ArrayList<>();
        for (DocCommand command : COMMANDS) {
            String program = command.program();
            if (program.contains("/") && !Files.isExecutable(ROOT.resolve(program))) {
                missing.add(command + ": " + program + " is not an executable file");
            }
            if (program.equals("java")) {
                command.words().stream().filter(word -> word.matches("loadlab(\\.\\w+)+")).forEach(main -> {
                    Path source = Path.of(main.replace('.', '/') + ".java");
                    try (Stream<Path> sources = Files.walk(ROOT, 12)) {
                        if (sources.noneMatch(path -> path.endsWith(source))) {
                            missing.add(command + ": no class " + main);
                        }
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
            if (program.equals("kubectl")) {
                int k = command.words().indexOf("-k");
                if (k >= 0 && !Files.isRegularFile(ROOT.resolve(command.words().get(k + 1)).resolve("kustomization.yaml"))) {
                    missing.add(command + ": no kustomization in " + command.words().get(k + 1));
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    /**
     * CI runs this after its load stages and the gate: every summary, gate and A/B verdict line of the
     * docs, as written, from the project root; the summaries first (the one with no -Dtarget last, so
     * the gate lines read the default page's figures), then the rest.
     */
    @Test
    @EnabledIfSystemProperty(named = "docs.run", matches = "true")
    void theLinesThatReadResultsRunAsWrittenAndExitZero() throws Exception {
        Set<String> lines = new LinkedHashSet<>();
        mvn().stream().filter(command -> READS_RESULTS.matcher(command.text()).find())
                .filter(command -> command.words().stream().noneMatch(DocCommandsTest::placeholder))
                .sorted((x, y) -> Integer.compare(order(x), order(y))).forEach(command -> lines.add(command.text()));
        assertThat(lines).isNotEmpty();
        List<String> failed = new ArrayList<>();
        for (String line : lines) {
            Path log = Files.createTempFile("doc-command", ".log");
            Process process = new ProcessBuilder("bash", "-c", line).directory(ROOT.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            if (!process.waitFor(10, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                failed.add(line + ": still running after 10 minutes (log " + log + ")");
            } else if (process.exitValue() != 0) {
                failed.add(line + ": exit " + process.exitValue() + " (log " + log + ")");
                List<String> output = Files.readAllLines(log);
                LOG.error("docs: `{}` exited {}; its last lines:{}{}", line, process.exitValue(), System.lineSeparator(),
                        String.join(System.lineSeparator(), output.subList(Math.max(0, output.size() - 40), output.size())));
            }
            LOG.info("docs: ran `{}`: exit {}", line, process.isAlive() ? "-" : process.exitValue());
        }
        assertThat(failed).isEmpty();
    }

    /** Summaries with a -Dtarget, then the summary of the default target, then the gate and verdict lines. */
    private static int order(DocCommand command) {
        if (command.text().contains("@summary")) {
            return command.text().contains("-Dtarget=") ? 0 : 1;
        }
        return 2;
    }

    private static void settings(Map<String, String> properties) {
        LabSettings settings = LabSettings.of(properties::get);
        settings.profile();
        settings.targetSet();
        settings.split();
        settings.startAt();
        settings.pairs();
        JudgeSettings.given(properties);
        settings.repeats();
        settings.transports();
        settings.browser();
        settings.framing();
        settings.socketIo();
        settings.insert();
        settings.hello();
        settings.helloVariants();
        settings.crossCheck();
        settings.connections();
        SuiteSimulation.chosen(properties.get("simulation"));
    }

    private static List<String> modules(DocCommand command) {
        int pl = command.words().indexOf("-pl");
        return pl < 0 ? List.of() : List.of(command.words().get(pl + 1).split(","));
    }

    private static boolean isModuleList(DocCommand command, String word) {
        int pl = command.words().indexOf("-pl");
        return pl >= 0 && command.words().get(pl + 1).equals(word);
    }

    /** -Dname=value (a bare -Dname is true), in order. */
    private static Map<String, String> properties(DocCommand command) {
        Map<String, String> properties = new HashMap<>();
        command.words().stream().filter(word -> word.startsWith("-D") && word.length() > 2).forEach(word -> {
            int equals = word.indexOf('=');
            properties.put(equals < 0 ? word.substring(2) : word.substring(2, equals),
                    equals < 0 ? "true" : word.substring(equals + 1));
        });
        return properties;
    }

    private static Set<String> executions(String module) {
        try {
            Set<String> ids = new TreeSet<>();
            Matcher id = EXECUTION_ID.matcher(Files.readString(ROOT.resolve(module).resolve("pom.xml")));
            while (id.find()) {
                ids.add(id.group(1));
            }
            return ids;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Knob ids, the properties every pom names, and the names the code spells as string literals. */
    private static Set<String> knownProperties() {
        Set<String> known = new TreeSet<>(MAVEN_PROPERTIES);
        for (Knob knob : Knob.values()) {
            known.add(knob.id());
        }
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (Path file : files.filter(path -> !path.toString().contains("/node_modules/")
                    && !path.toString().contains("/target/") && !path.toString().contains("/.git/")).toList()) {
                String name = file.getFileName().toString();
                Pattern pattern = name.equals("pom.xml") ? POM_PROPERTY : name.endsWith(".java") ? READ_PROPERTY : null;
                if (pattern != null) {
                    Matcher matcher = pattern.matcher(Files.readString(file));
                    while (matcher.find()) {
                        known.add(matcher.group(1));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return known;
    }
}
