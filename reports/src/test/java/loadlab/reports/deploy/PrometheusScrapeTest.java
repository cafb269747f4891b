package loadlab.reports.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * deploy/kubernetes/prometheus-scrape.yml is a configuration Prometheus takes, whose jobs send the split's
 * token to the pods that ask for it and to no other. promtool checks that the token file is there, so it
 * checks a copy that names one of its own; Debian's promtool is built without Kubernetes discovery, and
 * there the copy discovers its pods from a file instead, the rest (relabelling, token) checked all the same.
 */
class PrometheusScrapeTest {
    private static final Path ROOT = Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();
    private static final Path SCRAPE = ROOT.resolve("deploy/kubernetes/prometheus-scrape.yml");
    private static final String TOKEN_FILE = "/etc/loadlab/split-token";
    private static final String KUBERNETES_DISCOVERY = "    kubernetes_sd_configs:\n      - role: pod\n";

    @Test
    void promtoolPassesTheScrapeJobs(@TempDir Path dir) throws IOException, InterruptedException {
        assumeTrue(promtoolInstalled(), "promtool is not installed (apt-get install prometheus)");
        Path token = Files.writeString(dir.resolve("split-token"), "ab".repeat(32) + "\n");
        String config = Files.readString(SCRAPE);
        assertThat(config).contains(TOKEN_FILE, KUBERNETES_DISCOVERY);
        config = config.replace(TOKEN_FILE, token.toString());
        if (!discoversKubernetesPods(dir)) {
            Path targets = Files.writeString(dir.resolve("targets.json"), "[]\n");
            config = config.replace(KUBERNETES_DISCOVERY, "    file_sd_configs:\n      - files: [" + targets + "]\n");
        }
        Path checked = Files.writeString(dir.resolve("prometheus.yml"), config);

        Result check = promtool(checked);

        assertThat(check.exit()).as("promtool check config %s:%n%s", SCRAPE, check.output()).isZero();
    }

    @Test
    void theCoordinatorAndTheInjectorsAreScrapedWithTheSetsTokenAndTheServerWithout() throws IOException {
        Map<String, String> components = Map.of("loadlab-server", "server", "loadlab-coordinator", "merge",
                "loadlab-injectors", "injector");

        List<Map<String, Object>> jobs = list(new Yaml(new SafeConstructor(new LoaderOptions()))
                .<Map<String, Object>>load(Files.readString(SCRAPE)), "scrape_configs");

        assertThat(jobs).extracting(job -> job.get("job_name")).containsExactlyInAnyOrderElementsOf(components.keySet());
        for (Map<String, Object> job : jobs) {
            String component = components.get((String) job.get("job_name"));
            assertThat(list(job, "relabel_configs")).as("%s keeps the split's %s pods", job.get("job_name"), component)
                    .anySatisfy(rule -> assertThat(rule).containsEntry("action", "keep")
                            .containsEntry("regex", "loadlab;" + component));
            if (component.equals("server")) {
                assertThat(job).as("the server's /prometheus asks for no token").doesNotContainKey("authorization");
            } else {
                assertThat(job.get("authorization")).isEqualTo(Map.of("type", "Bearer", "credentials_file", TOKEN_FILE));
            }
        }
    }

    private static boolean promtoolInstalled() throws InterruptedException {
        try {
            return run("promtool", "--version").exit() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether this promtool knows kubernetes_sd_configs (Debian's does not). */
    private static boolean discoversKubernetesPods(Path dir) throws IOException, InterruptedException {
        Path probe = Files.writeString(dir.resolve("probe.yml"), "scrape_configs:\n  - job_name: probe\n"
                + KUBERNETES_DISCOVERY);
        return promtool(probe).exit() == 0;
    }

    private static Result promtool(Path config) throws IOException, InterruptedException {
        return run("promtool", "check", "config", config.toString());
    }

    private static Result run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("%s ends", String.join(" ", command)).isTrue();
        return new Result(process.exitValue(), output);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Map<String, Object> parent, String key) {
        assertThat(parent).containsKey(key);
        return (List<Map<String, Object>>) parent.get(key);
    }

    private record Result(int exit, String output) {
    }
}
