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
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The split run's deployment files say what docs/scale-out.md promises: an Indexed Job of N injectors
 * on a shared volume, a merge Job on the same volume, and a workflow of N matrix jobs whose runs one
 * job merges, summarises and gates. N and the target are set once each.
 */
class DeployFilesTest {
    private static final Path ROOT = Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();
    private static final Path KUBERNETES = ROOT.resolve("deploy/kubernetes");
    private static final String IMAGE = "loadlab-injector:latest";

    @Test
    void injectorsRunAsAnIndexedJobOfNOnTheSharedVolume() {
        Map<String, Object> job = manifest("Job", "loadlab-injectors");
        Map<String, Object> spec = map(job, "spec");
        assertThat(job.get("apiVersion")).isEqualTo("batch/v1");
        assertThat(spec.get("completionMode")).isEqualTo("Indexed");
        assertThat(spec.get("completions")).isInstanceOf(Integer.class).isEqualTo(spec.get("parallelism"));
        Map<String, Object> container = onlyContainer(spec);
        Map<String, String> env = env(container);
        assertThat(env).containsKeys("BASE_URL", "INJECTORS", "START_AT", "RUNS");
        assertThat(env.get("BASE_URL")).startsWith("http");
        assertThat(env.get("INJECTORS")).as("INJECTORS = completions = parallelism = N")
                .isEqualTo(spec.get("completions").toString());
        assertThat(container.get("image")).isEqualTo(IMAGE);
        assertThat(container.get("command")).isEqualTo(List.of("/lab/deploy/injector"));
        assertThat(mountPath(container, "runs")).isEqualTo(env.get("RUNS"));
        assertThat(claim(spec, "runs")).isEqualTo("loadlab-runs");
        assertThat(map(map(spec, "template"), "spec").get("restartPolicy")).isEqualTo("Never");
        assertThat(ROOT.resolve("deploy/injector")).isExecutable();
    }

    @Test
    void mergeJobReadsTheSameVolumeWithTheSameImage() {
        Map<String, Object> spec = map(manifest("Job", "loadlab-merge"), "spec");
        assertThat(spec).doesNotContainKey("completionMode");
        Map<String, Object> container = onlyContainer(spec);
        assertThat(container.get("image")).isEqualTo(IMAGE);
        assertThat(container.get("command")).isEqualTo(List.of("/lab/deploy/merge-runs", mountPath(container, "runs")));
        assertThat(claim(spec, "runs")).isEqualTo("loadlab-runs");
        assertThat(ROOT.resolve("deploy/merge-runs")).isExecutable();
    }

    @Test
    void sharedVolumeCanBeWrittenFromEveryNode() {
        Map<String, Object> claim = manifest("PersistentVolumeClaim", "loadlab-runs");
        assertThat(list(map(claim, "spec"), "accessModes")).containsExactly("ReadWriteMany");
    }

    @Test
    void imageRunsTheInjectorFromThisRepository() throws IOException {
        String dockerfile = Files.readString(ROOT.resolve("Dockerfile"));
        assertThat(dockerfile).contains("COPY . .").contains("mvn -B -q -DskipTests install")
                .contains("ENTRYPOINT [\"/lab/deploy/injector\"]");
        assertThat(dockerfile.lines().filter(line -> line.startsWith("FROM "))).singleElement()
                .satisfies(from -> assertThat(from).contains("temurin-17"));
    }

    @Test
    void workflowRunsNInjectorJobsThenMergesSummarisesAndGates() {
        Map<String, Object> workflow = yaml(ROOT.resolve(".github/workflows/split.yml")).get(0);
        Map<String, Object> inputs = map(map(trigger(workflow), "workflow_dispatch"), "inputs");
        assertThat(inputs).containsKeys("base_url", "injectors");
        assertThat(map(workflow, "env")).containsEntry("BASE_URL", "${{ inputs.base_url }}")
                .containsEntry("INJECTORS", "${{ inputs.injectors }}");
        Map<String, Object> jobs = map(workflow, "jobs");

        Map<String, Object> injector = map(jobs, "injector");
        assertThat(map(map(injector, "strategy"), "matrix").get("injector"))
                .isEqualTo("${{ fromJSON(needs.plan.outputs.indices) }}");
        assertThat(map(injector, "env")).containsEntry("INJECTOR", "${{ matrix.injector }}");
        assertThat(runs(injector)).anySatisfy(run -> assertThat(run).isEqualTo("deploy/injector"));
        assertThat(uses(injector, "actions/upload-artifact@v4")).isPresent();

        Map<String, Object> merge = map(jobs, "merge");
        assertThat(merge.get("needs")).isEqualTo("injector");
        Map<String, Object> download = uses(merge, "actions/download-artifact@v4").orElseThrow();
        assertThat(map(download, "with")).containsEntry("pattern", "runs-injector-*").containsEntry("merge-multiple", true);
        String script = String.join("\n", runs(merge));
        assertThat(script).contains("deploy/merge-runs split-runs").contains("exec:exec@compare");
        assertThat(script.indexOf("deploy/merge-runs")).isLessThan(script.indexOf("exec:exec@compare"));
    }

    @Test
    void kubectlParsesTheManifestsWhereItIsInstalled() throws IOException, InterruptedException {
        // Offline, `kubectl apply --dry-run=client` still asks a cluster for its API; `label --local`
        // parses every object with the client alone.
        Process kubectl;
        try {
            kubectl = new ProcessBuilder("kubectl", "label", "--local", "-f", KUBERNETES.toString(), "checked=true",
                    "-o", "name").redirectErrorStream(true).start();
        } catch (IOException e) {
            Assumptions.abort("kubectl is not installed: " + e.getMessage());
            return;
        }
        assertThat(kubectl.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String output = new String(kubectl.getInputStream().readAllBytes());
        assertThat(kubectl.exitValue()).as(output).isZero();
        assertThat(output.lines().toList()).containsExactlyInAnyOrder("job.batch/loadlab-injectors",
                "job.batch/loadlab-merge", "persistentvolumeclaim/loadlab-runs");
    }

    /** YAML 1.1 reads a bare {@code on} key as true, and SnakeYAML follows it. */
    private static Map<String, Object> trigger(Map<String, Object> workflow) {
        Object on = workflow.containsKey("on") ? workflow.get("on") : ((Map<?, ?>) workflow).get(Boolean.TRUE);
        assertThat(on).as("the workflow's trigger").isNotNull();
        return cast(on);
    }

    private static Map<String, Object> manifest(String kind, String name) {
        List<Map<String, Object>> found = new ArrayList<>();
        try (var files = Files.list(KUBERNETES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                found.addAll(yaml(file));
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return found.stream().filter(doc -> kind.equals(doc.get("kind")) && name.equals(map(doc, "metadata").get("name")))
                .findFirst().orElseThrow(() -> new AssertionError("no " + kind + " " + name + " in " + KUBERNETES));
    }

    private static Map<String, Object> onlyContainer(Map<String, Object> jobSpec) {
        List<Object> containers = list(map(map(jobSpec, "template"), "spec"), "containers");
        assertThat(containers).hasSize(1);
        return cast(containers.get(0));
    }

    private static Map<String, String> env(Map<String, Object> container) {
        return list(container, "env").stream().map(DeployFilesTest::cast)
                .collect(Collectors.toMap(e -> (String) e.get("name"), e -> String.valueOf(e.get("value"))));
    }

    private static String mountPath(Map<String, Object> container, String volume) {
        return list(container, "volumeMounts").stream().map(DeployFilesTest::cast)
                .filter(mount -> volume.equals(mount.get("name"))).map(mount -> (String) mount.get("mountPath"))
                .findFirst().orElseThrow();
    }

    private static String claim(Map<String, Object> jobSpec, String volume) {
        return list(map(map(jobSpec, "template"), "spec"), "volumes").stream().map(DeployFilesTest::cast)
                .filter(v -> volume.equals(v.get("name")))
                .map(v -> (String) map(v, "persistentVolumeClaim").get("claimName")).findFirst().orElseThrow();
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
