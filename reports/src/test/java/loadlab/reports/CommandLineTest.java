package loadlab.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandLineTest {
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    @Test
    void withoutCommandPrintsUsageAndExits2() {
        assertThat(run()).isEqualTo(2);
        assertThat(output())
                .startsWith("usage: java loadlab.reports.CommandLine summary|gate|baseline|comparison [key=value ...]");
    }

    @Test
    void unknownCommandIsNamedAndExits2() {
        assertThat(run("verdict", "baseline=x.json")).isEqualTo(2);
        assertThat(output()).contains("unknown command 'verdict'");
    }

    @Test
    void aCommandCalledByItsOldNameSaysItsNewOneAndExits2() {
        assertThat(run("compare", "baseline=x.json")).isEqualTo(2);
        assertThat(output()).isEqualToIgnoringNewLines("the 'compare' command is now 'gate'");
        printed.reset();
        assertThat(run("ab")).isEqualTo(2);
        assertThat(output()).isEqualToIgnoringNewLines("the 'ab' command is now 'comparison'");
    }

    @Test
    void theResultsFolderByItsOldNamesIsRefusedNamingItsOneNameAndLeftBlankIsUnset(@TempDir Path folder) {
        assertThat(run("summary", "reports=" + folder)).isEqualTo(2);
        assertThat(output()).contains("renamed: give lab.results for reports");
        printed.reset();
        assertThat(run("summary", "reportsDir=" + folder, "lab.root=" + folder)).isEqualTo(2);
        assertThat(output()).contains("renamed: give lab.results for reportsDir");
        printed.reset();

        // As the pom hands the old property over: blank unless given, so unset.
        assertThat(run("summary", "reportsDir=", "lab.results=" + folder, "lab.root=" + folder)).isEqualTo(1);
        assertThat(output()).startsWith("summary: no readable Gatling run under " + folder);
    }

    @Test
    void wrongArgumentsOfACommandExit2WithOneLineNamingIt() {
        assertThat(run("gate", "no-equals-sign")).isEqualTo(2);
        assertThat(output().lines()).hasSize(1).first().asString().startsWith("gate: ");
    }

    @Test
    void theCommandGetsTheArgumentsAfterItsName(@TempDir Path folder) throws Exception {
        Path empty = Files.createDirectories(folder.resolve("reports"));

        // An empty reports folder: summary's own exit code (1, nothing written), so it read reports=.
        assertThat(run("summary", "lab.results=" + empty, "lab.root=" + folder)).isEqualTo(1);
        assertThat(output()).startsWith("summary: no readable Gatling run under " + empty);
    }

    private int run(String... args) {
        return CommandLine.run(args, new Properties(), new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    private String output() {
        return printed.toString(StandardCharsets.UTF_8);
    }
}
