package loadlab.reports.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The split's other deployment files say what docs/scale-out.md promises: one image built from
 * this repository on a base given as a build argument, and a workflow that builds once, starts N
 * injector jobs at one instant fixed after the build, and merges, summarises and gates their runs.
 * (deploy/kubernetes: {@link KubernetesSplitTest}.)
 */
class DeployFilesTest {
    private static final Path ROOT = Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();

    @Test
    void theImageBuildsThisRepositoryOnABaseGivenAsABuildArgument() throws IOException {
        String containerfile = Files.readString(ROOT.resolve("deploy/containers/Containerfile"));
        assertThat(containerfile.lines()).contains("ARG BASE=maven:3.8.7-eclipse-temurin-17", "FROM ${BASE} AS toolchain",
                "COPY --chown=10001:0 . .", "ENTRYPOINT [\"/lab/deploy/injector\"]");
        assertThat(containerfile).contains("mvn -B -q -DskipTests -Dcheckstyle.skip install");
        assertThat(Files.readString(ROOT.resolve(".dockerignore")).lines()).contains("**/target/", ".git/");
        for (String entry : List.of("injector", "merge-split", "merge-runs", "server", "check-split", "containers/run-split")) {
            assertThat(ROOT.resolve("deploy").resolve(entry)).isExecutable();
        }
    }

    @Test
    void everyModulesPomIsInTheImageBeforeTheSourcesSoTheDownloadLayerHoldsEveryDependency() throws IOException {
        List<String> lines = Files.readString(ROOT.resolve("deploy/containers/Containerfile")).lines().toList();
        int sources = lines.indexOf("COPY --chown=10001:0 . .");
        List<String> modules = Pattern.compile("<module>([^<]+)</module>")
                .matcher(Files.readString(ROOT.resolve("pom.xml"))).results().map(match -> match.group(1)).toList();

        assertThat(modules).contains("server", "gatling", "merge");
        // A module whose pom came only with the sources would fetch its dependencies in the sources' layer, on every change.
        for (String module : modules) {
            assertThat(lines.subList(0, sources)).as("the pom of module %s, copied before the sources", module)
                    .contains("COPY --chown=10001:0 " + module + "/pom.xml " + module + "/");
        }
        assertThat(lines.subList(0, sources)).contains("COPY --chown=10001:0 pom.xml ./", "COPY --chown=10001:0 .mvn/ .mvn/");
    }

    @Test
    void theImageRunsAsItsOwnUserAndCarriesTheCommitItWasBuiltFrom() throws IOException {
        List<String> lines = Files.readString(ROOT.resolve("deploy/containers/Containerfile")).lines().toList();
        int user = lines.indexOf("USER 10001");

        assertThat(user).as("a numeric USER, which runAsNonRoot can check").isPositive();
        assertThat(lines.subList(user, lines.size())).as("nothing switches back to root").noneMatch(line ->
                line.startsWith("USER") && !line.equals("USER 10001"));
        assertThat(lines.subList(user, lines.size()).stream().filter(line -> line.startsWith("RUN "))).as("every build step"
                + " after the user runs as it").isNotEmpty();
        assertThat(lines).contains("ARG COMMIT=unknown", "ENV LAB_COMMIT=${COMMIT}");
        assertThat(Files.readString(ROOT.resolve("deploy/containers/run-split"))).contains("--build-arg COMMIT=");
    }

    @Test
    void workflowBuildsOnceThenStartsNInjectorJobsTogetherThenMergesSummarisesAndGates() {
        Map<String, Object> workflow = yaml(ROOT.resolve(".github/workflows/split.yml")).get(0);
        Map<String, Object> inputs = map(map(trigger(workflow), "workflow_dispatch"), "inputs");
        assertThat(inputs).containsKeys("base_url", "injectors", "start_lead");
        assertThat(map(workflow, "env")).containsEntry("BASE_URL", "${{ inputs.base_url }}")
                .containsEntry("INJECTORS", "${{ inputs.injectors }}");
        Map<String, Object> jobs = map(workflow, "jobs");

        Map<String, Object> build = map(jobs, "build");
        String buildScript = String.join("\n", runs(build));
        assertThat(buildScript).contains("mvn -B -q -DskipTests install");
        assertThat(buildScript.indexOf("install")).as("the start is fixed after the build")
                .isLessThan(buildScript.indexOf("start_at="));
        assertThat(map(uses(build, "actions/upload-artifact@v4").orElseThrow(), "with")).containsEntry("name", "build");

        Map<String, Object> injector = map(jobs, "injector");
        assertThat(injector.get("needs")).isEqualTo("build");
        assertThat(map(map(injector, "strategy"), "matrix").get("injector"))
                .isEqualTo("${{ fromJSON(needs.build.outputs.indices) }}");
        assertThat(map(injector, "env")).containsEntry("INJECTOR", "${{ matrix.injector }}")
                .containsEntry("START_AT", "${{ needs.build.outputs.start_at }}");
        assertThat(runs(injector)).contains("deploy/injector -o").noneMatch(run -> run.contains("install"));
        assertThat(map(uses(injector, "actions/download-artifact@v4").orElseThrow(), "with")).containsEntry("name", "build");
        assertThat(uses(injector, "actions/upload-artifact@v4")).isPresent();

        Map<String, Object> merge = map(jobs, "merge");
        assertThat(list(merge, "needs")).containsExactly("build", "injector");
        Map<String, Object> download = list(merge, "steps").stream().map(DeployFilesTest::cast)
                .filter(step -> "actions/download-artifact@v4".equals(step.get("uses")))
                .filter(step -> map(step, "with").containsKey("pattern")).findFirst().orElseThrow();
        assertThat(map(download, "with")).containsEntry("pattern", "runs-injector-*").containsEntry("merge-multiple", true);
        List<Map<String, Object>> steps = list(merge, "steps").stream().map(DeployFilesTest::cast).toList();
        int failedInjector = indexOf(steps, "Every injector succeeded");
        assertThat(steps.get(failedInjector).get("if")).isEqualTo("needs.injector.result != 'success'");
        assertThat(failedInjector).as("a split with a failed injector never becomes the next baseline")
                .isLessThan(indexOf(steps, "Keep this run as the next baseline"));
        String script = String.join("\n", runs(merge));
        assertThat(script).contains("deploy/merge-runs split-runs -o").contains("exec:exec@gate")
                .doesNotContain("install");
        assertThat(script.indexOf("deploy/merge-runs")).isLessThan(script.indexOf("exec:exec@gate"));
    }

    private static int indexOf(List<Map<String, Object>> steps, String name) {
        for (int i = 0; i < steps.size(); i++) {
            if (name.equals(steps.get(i).get("name"))) {
                return i;
            }
        }
        throw new AssertionError("no step named " + name);
    }

    /** YAML 1.1 reads a bare {@code on} key as true, and SnakeYAML follows it. */
    private static Map<String, Object> trigger(Map<String, Object> workflow) {
        Object on = workflow.containsKey("on") ? workflow.get("on") : ((Map<?, ?>) workflow).get(Boolean.TRUE);
        assertThat(on).as("the workflow's trigger").isNotNull();
        return cast(on);
    }






    private static List<String> runs(Map<String, Object> job) {
        return list(job, "steps").stream().map(DeployFilesTest::cast).filter(step -> step.containsKey("run"))
                .map(step -> ((String) step.get("run")).trim()).toList();
    }

    private static Optional<Map<String, Object>> uses(Map<String, Object> job, String action) {
        return list(job, "steps").stream().map(DeployFilesTest::cast).filter(step -> action.equals(step.get("uses")))
                .findFirst();
    }

    private static List<Map<String, Object>> yaml(Path file) {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        List<Map<String, Object>> docs = new ArrayList<>();
        try (Reader reader = Files.newBufferedReader(file)) {
            yaml.loadAll(reader).forEach(doc -> docs.add(cast(doc)));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return docs;
    }

    private static Map<String, Object> map(Map<String, Object> parent, String key) {
        assertThat(parent).containsKey(key);
        return cast(parent.get(key));
    }

    private static List<Object> list(Map<String, Object> parent, String key) {
        assertThat(parent).containsKey(key);
        @SuppressWarnings("unchecked")
        List<Object> value = (List<Object>) parent.get(key);
        return value;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> cast(Object value) {
        return (Map<String, Object>) value;
    }
}
