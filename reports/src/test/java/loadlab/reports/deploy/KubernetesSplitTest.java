package loadlab.reports.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerPort;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicyIngressRule;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * deploy/kubernetes, as `kubectl kustomize` renders it (with the token file deploy/kubernetes/new-token
 * writes), is a split a stock cluster runs: every object passes the Kubernetes API's types with no
 * unknown field; the server in a Deployment behind a Service; N injectors in an Indexed Job that reach
 * the merge pod by its Service; no ReadWriteMany claim (a default class is ReadWriteOnce); the image and
 * N set once in kustomization.yaml; every pod unprivileged, non-root, without a service account token,
 * with bounded scratch space; the server and the coordinator reachable only from the split's injectors and
 * Prometheus, an injector from Prometheus alone; every pod annotated with where Prometheus reads its
 * metrics; one generated Secret for the split's token. Needs kubectl (its built-in kustomize renders offline).
 */
class KubernetesSplitTest {
    private static final Path ROOT = Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();
    private static final Path KUBERNETES = ROOT.resolve("deploy/kubernetes");

    private static List<HasMetadata> set;

    @BeforeAll
    static void render() throws IOException, InterruptedException {
        set = objects(kustomize(copyWithToken(Files.createTempDirectory("kubernetes-set"))));
    }

    /** deploy/kubernetes copied to {@code copy}, with the token file new-token would write. */
    private static Path copyWithToken(Path copy) throws IOException {
        try (Stream<Path> files = Files.list(KUBERNETES)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, copy.resolve(file.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Files.writeString(copy.resolve("split-token.env"), "SPLIT_TOKEN=" + "ab".repeat(32) + "\n");
        return copy;
    }

    @Test
    void everyRenderedObjectIsAValidKubernetesObject() {
        assertThat(set).extracting(o -> o.getKind() + "/" + o.getMetadata().getName()).containsExactlyInAnyOrder(
                "ConfigMap/" + configMap().getMetadata().getName(), "Secret/" + secret().getMetadata().getName(),
                "Service/loadlab-server", "Deployment/loadlab-server", "NetworkPolicy/loadlab-server",
                "Service/loadlab-merge", "Job/loadlab-merge", "NetworkPolicy/loadlab-merge",
                "PersistentVolumeClaim/loadlab-reports", "Job/loadlab-injectors", "NetworkPolicy/loadlab-injectors");
    }

    @Test
    void everyPodRunsAsTheImagesOwnUserUnprivilegedWithoutAServiceAccountTokenAndWithBoundedScratch() {
        List<PodSpec> pods = List.of(one(Deployment.class, "loadlab-server").getSpec().getTemplate().getSpec(),
                one(Job.class, "loadlab-merge").getSpec().getTemplate().getSpec(),
                one(Job.class, "loadlab-injectors").getSpec().getTemplate().getSpec());
        assertThat(pods).allSatisfy(pod -> {
            assertThat(pod.getAutomountServiceAccountToken()).isFalse();
            assertThat(pod.getSecurityContext().getRunAsNonRoot()).isTrue();
            assertThat(pod.getSecurityContext().getRunAsUser()).isEqualTo(10001L);
            assertThat(pod.getSecurityContext().getSeccompProfile().getType()).isEqualTo("RuntimeDefault");
            Container container = only(pod);
            assertThat(container.getSecurityContext().getAllowPrivilegeEscalation()).isFalse();
            assertThat(container.getSecurityContext().getCapabilities().getDrop()).containsExactly("ALL");
            assertThat(container.getResources().getLimits()).containsKey("ephemeral-storage");
            assertThat(pod.getVolumes()).filteredOn(volume -> volume.getEmptyDir() != null)
                    .allSatisfy(volume -> assertThat(volume.getEmptyDir().getSizeLimit()).isNotNull());
        });
        assertThat(only(pods.get(0)).getSecurityContext().getReadOnlyRootFilesystem())
                .as("the server writes nothing but /tmp").isTrue();
    }

    @Test
    void onlyTheSetsInjectorsAndPrometheusReachTheServerAndTheCoordinator() {
        Map<String, String> injector = template(Job.class, "loadlab-injectors").getMetadata().getLabels();
        for (PodTemplateSpec pod : List.of(template(Deployment.class, "loadlab-server"), template(Job.class, "loadlab-merge"))) {
            NetworkPolicy policy = policyOf(pod);
            String port = only(pod.getSpec()).getPorts().get(0).getName();
            assertThat(policy.getSpec().getIngress()).hasSize(2);
            assertThat(policy.getSpec().getIngress().get(0)).satisfies(rule -> {
                assertThat(rule.getFrom()).singleElement().satisfies(peer -> {
                    assertThat(injector).containsAllEntriesOf(peer.getPodSelector().getMatchLabels());
                    assertThat(peer.getNamespaceSelector()).isNull();
                });
                assertThat(rule.getPorts()).singleElement().satisfies(p -> assertThat(p.getPort().getStrVal()).isEqualTo(port));
            });
            assertThat(policy.getSpec().getIngress().get(1)).as("Prometheus, on the port it scrapes")
                    .satisfies(rule -> assertOnlyPrometheusReaches(rule, metricsPort(pod)));
        }
    }

    @Test
    void nothingButPrometheusReachesAnInjector() {
        PodTemplateSpec injector = template(Job.class, "loadlab-injectors");

        assertThat(policyOf(injector).getSpec().getIngress()).singleElement()
                .satisfies(rule -> assertOnlyPrometheusReaches(rule, metricsPort(injector)));
    }

    @Test
    void everyPodTellsPrometheusWhereItsMetricsAreAndTheInjectorsServeThemThere() {
        Map<String, String> paths = Map.of("loadlab-server", "/prometheus", "loadlab-merge", "/metrics",
                "loadlab-injectors", "/metrics");
        paths.forEach((name, path) -> {
            PodTemplateSpec pod = name.equals("loadlab-server") ? template(Deployment.class, name) : template(Job.class, name);
            assertThat(pod.getMetadata().getAnnotations()).as(name).containsEntry("prometheus.io/scrape", "true")
                    .containsEntry("prometheus.io/path", path);
            assertThat(metricsPort(pod)).as("%s: prometheus.io/port names a port of the container", name).isNotNull();
        });
        Container injector = only(template(Job.class, "loadlab-injectors").getSpec());
        assertThat(env(injector)).containsEntry("LIVE_METRICS", "0.0.0.0:9464");
        assertThat(metricsPort(template(Job.class, "loadlab-injectors"))).isEqualTo("metrics");
        assertThat(injector.getPorts()).singleElement().satisfies(port -> assertThat(port.getContainerPort()).isEqualTo(9464));
    }

    /** A rule that admits pods labelled as Prometheus, in any namespace, to the one port named. */
    private static void assertOnlyPrometheusReaches(NetworkPolicyIngressRule rule, String port) {
        assertThat(rule.getFrom()).singleElement().satisfies(peer -> {
            assertThat(peer.getPodSelector().getMatchLabels()).containsExactly(Map.entry("app.kubernetes.io/name", "prometheus"));
            assertThat(peer.getNamespaceSelector()).as("any namespace").isNotNull();
            assertThat(peer.getNamespaceSelector().getMatchLabels()).isNullOrEmpty();
            assertThat(peer.getNamespaceSelector().getMatchExpressions()).isNullOrEmpty();
        });
        assertThat(rule.getPorts()).singleElement().satisfies(p -> assertThat(p.getPort().getStrVal()).isEqualTo(port));
    }

    /** The name of the container port that the pod's prometheus.io/port annotation gives by number; null when none. */
    private static String metricsPort(PodTemplateSpec pod) {
        String number = pod.getMetadata().getAnnotations().get("prometheus.io/port");
        return only(pod.getSpec()).getPorts().stream().filter(port -> String.valueOf(port.getContainerPort()).equals(number))
                .map(ContainerPort::getName).findFirst().orElse(null);
    }

    /** The NetworkPolicy whose selector picks this pod (exactly one). */
    private static NetworkPolicy policyOf(PodTemplateSpec pod) {
        List<NetworkPolicy> policies = set.stream().filter(NetworkPolicy.class::isInstance).map(NetworkPolicy.class::cast)
                .filter(policy -> pod.getMetadata().getLabels().entrySet()
                        .containsAll(policy.getSpec().getPodSelector().getMatchLabels().entrySet()))
                .toList();
        assertThat(policies).hasSize(1);
        assertThat(policies.get(0).getSpec().getPolicyTypes()).containsExactly("Ingress");
        return policies.get(0);
    }

    private static PodTemplateSpec template(Class<? extends HasMetadata> kind, String name) {
        HasMetadata object = one(kind, name);
        return object instanceof Deployment deployment ? deployment.getSpec().getTemplate()
                : ((Job) object).getSpec().getTemplate();
    }

    @Test
    void theSetsTokenReachesTheCoordinatorAndEveryInjectorFromOneGeneratedSecret() {
        String name = secret().getMetadata().getName();
        assertThat(name).startsWith("loadlab-split-token-");
        assertThat(secret().getData()).containsOnlyKeys("SPLIT_TOKEN");
        for (Job job : List.of(one(Job.class, "loadlab-merge"), one(Job.class, "loadlab-injectors"))) {
            assertThat(only(job.getSpec().getTemplate().getSpec()).getEnvFrom()).filteredOn(from -> from.getSecretRef() != null)
                    .singleElement().satisfies(from -> assertThat(from.getSecretRef().getName()).isEqualTo(name));
        }
        Container coordinator = only(one(Job.class, "loadlab-merge").getSpec().getTemplate().getSpec());
        assertThat(env(coordinator)).containsEntry("BIND", "0.0.0.0");
        assertThat(coordinator.getReadinessProbe().getTcpSocket()).as("a probe cannot carry the token").isNotNull();
        assertThat(env(only(one(Deployment.class, "loadlab-server").getSpec().getTemplate().getSpec())))
                .containsEntry("MICRONAUT_SERVER_HOST", "0.0.0.0");
    }

    @Test
    void withoutATokenFileTheSplitDoesNotRender(@TempDir Path copy) throws IOException, InterruptedException {
        copyWithToken(copy);
        Files.delete(copy.resolve("split-token.env"));

        Process kubectl = new ProcessBuilder("kubectl", "kustomize", copy.toString()).redirectErrorStream(true).start();
        String output = new String(kubectl.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(kubectl.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(kubectl.exitValue()).isNotZero();
        assertThat(output).contains("split-token.env");
    }

    @Test
    void theImageTagNamesItsContentNotLatest() throws IOException {
        assertThat(Files.readString(KUBERNETES.resolve("kustomization.yaml"))).doesNotContain("newTag: latest");
        assertThat(set.stream().flatMap(KubernetesSplitTest::containers).map(Container::getImage))
                .allSatisfy(image -> assertThat(image).doesNotEndWith(":latest").contains(":"));
    }

    @Test
    void theSchemaCheckRefusesAFieldTheApiDoesNotHaveAndAValueOfTheWrongType() {
        String misspelt = """
                apiVersion: batch/v1
                kind: Job
                metadata: {name: j}
                spec:
                  completion: 2
                  template: {spec: {restartPolicy: Never, containers: [{name: c, image: x}]}}
                """;
        String wrongType = misspelt.replace("completion: 2", "completions: \"two\"");
        String unknownKind = "apiVersion: batch/v1\nkind: Jobs\nmetadata: {name: j}\n";

        assertThatThrownBy(() -> objects(misspelt)).hasMessageContaining("Job.spec.completion");
        assertThatThrownBy(() -> objects(wrongType)).hasMessageContaining("not a valid batch/v1 object");
        assertThatThrownBy(() -> objects(unknownKind)).hasMessageContaining("not a kind of the Kubernetes API");
    }

    @Test
    void theServerRunsAsADeploymentBehindTheServiceTheInjectorsDrive() {
        Deployment server = one(Deployment.class, "loadlab-server");
        Service service = one(Service.class, "loadlab-server");
        Container container = only(server.getSpec().getTemplate().getSpec());
        assertThat(container.getCommand()).containsExactly("/lab/deploy/server");
        assertThat(container.getReadinessProbe().getHttpGet().getPath()).isEqualTo("/health");
        assertThat(service.getSpec().getSelector()).isEqualTo(server.getSpec().getSelector().getMatchLabels());
        assertThat(server.getSpec().getTemplate().getMetadata().getLabels())
                .containsAllEntriesOf(service.getSpec().getSelector());
        URI target = URI.create(configMap().getData().get("BASE_URL"));
        assertThat(target.getHost()).isEqualTo("loadlab-server");
        assertThat(target.getPort()).isEqualTo(service.getSpec().getPorts().get(0).getPort());
        assertThat(ROOT.resolve("deploy/server")).isExecutable();
    }

    @Test
    void theServerAndOnlyItCarriesTheLabelThatLeavesItOutWhenDrivingAServerElsewhere() {
        assertThat(set.stream().filter(o -> "server".equals(o.getMetadata().getLabels().get("app.kubernetes.io/component"))))
                .extracting(HasMetadata::getKind).containsExactlyInAnyOrder("Deployment", "Service", "NetworkPolicy");
    }

    @Test
    void injectorsAreAnIndexedJobOfNThatReachTheMergePodByItsService() {
        Job injectors = one(Job.class, "loadlab-injectors");
        int n = Integer.parseInt(configMap().getData().get("INJECTORS"));
        assertThat(injectors.getSpec().getCompletionMode()).isEqualTo("Indexed");
        assertThat(injectors.getSpec().getCompletions()).isEqualTo(n);
        assertThat(injectors.getSpec().getParallelism()).as("every share at once").isEqualTo(n);
        assertThat(injectors.getSpec().getBackoffLimit()).as("a failed share is not run again").isZero();
        PodSpec pod = injectors.getSpec().getTemplate().getSpec();
        assertThat(pod.getRestartPolicy()).isEqualTo("Never");
        Container container = only(pod);
        assertThat(container.getCommand()).containsExactly("/lab/deploy/injector", "-o");
        assertThat(container.getEnvFrom()).filteredOn(from -> from.getConfigMapRef() != null).singleElement()
                .satisfies(from -> assertThat(from.getConfigMapRef().getName()).isEqualTo(configMap().getMetadata().getName()));
        URI coordinator = URI.create(env(container).get("COORDINATOR"));
        Service merge = one(Service.class, "loadlab-merge");
        assertThat(coordinator.getHost()).isEqualTo("loadlab-merge");
        assertThat(coordinator.getPort()).isEqualTo(merge.getSpec().getPorts().get(0).getPort());
        assertThat(one(Job.class, "loadlab-merge").getSpec().getTemplate().getMetadata().getLabels())
                .containsAllEntriesOf(merge.getSpec().getSelector());
        assertThat(injectors.getSpec().getTemplate().getMetadata().getLabels())
                .as("the merge Service selects no injector").doesNotContainEntry("app.kubernetes.io/component",
                        merge.getSpec().getSelector().get("app.kubernetes.io/component"));
        assertThat(pod.getVolumes()).allSatisfy(volume -> assertThat(volume.getEmptyDir()).isNotNull());
        assertThat(ROOT.resolve("deploy/injector")).isExecutable();
    }

    @Test
    void theMergePodCoordinatesTheSameNAndKeepsTheReportsOnAReadWriteOnceClaim() {
        Job merge = one(Job.class, "loadlab-merge");
        PodSpec pod = merge.getSpec().getTemplate().getSpec();
        Container container = only(pod);
        assertThat(container.getCommand()).containsExactly("/lab/deploy/merge-split", "-o");
        EnvVar injectors = container.getEnv().stream().filter(e -> e.getName().equals("INJECTORS")).findFirst().orElseThrow();
        assertThat(injectors.getValueFrom().getConfigMapKeyRef().getName()).isEqualTo(configMap().getMetadata().getName());
        assertThat(String.valueOf(container.getPorts().get(0).getContainerPort())).isEqualTo(env(container).get("PORT"));
        assertThat(merge.getSpec().getBackoffLimit()).isZero();
        assertThat(pod.getRestartPolicy()).isEqualTo("Never");
        assertThat(pod.getVolumes()).singleElement().satisfies(volume ->
                assertThat(volume.getPersistentVolumeClaim().getClaimName()).isEqualTo("loadlab-reports"));
        assertThat(ROOT.resolve("deploy/merge-split")).isExecutable();
    }

    @Test
    void noClaimAsksForReadWriteMany() {
        assertThat(set.stream().filter(PersistentVolumeClaim.class::isInstance).map(PersistentVolumeClaim.class::cast))
                .isNotEmpty()
                .allSatisfy(claim -> {
                    assertThat(claim.getSpec().getAccessModes()).containsExactly("ReadWriteOnce");
                    assertThat(claim.getSpec().getStorageClassName()).as("the cluster's default class").isNull();
                });
    }

    @Test
    void theImageAndNAreSplitOnceInTheKustomization(@TempDir Path copy) throws IOException, InterruptedException {
        copyWithToken(copy);
        Path kustomization = copy.resolve("kustomization.yaml");
        String edited = Files.readString(kustomization)
                .replace("newName: loadlab\n", "newName: registry.example.com/team/loadlab\n")
                .replace("newTag: set-the-commit-the-image-was-built-from\n", "newTag: v7\n")
                .replace("- INJECTORS=2\n", "- INJECTORS=5\n");
        assertThat(edited).contains("team/loadlab", "v7", "INJECTORS=5");
        Files.writeString(kustomization, edited);

        List<HasMetadata> renamed = objects(kustomize(copy));

        Job injectors = renamed.stream().filter(Job.class::isInstance).map(Job.class::cast)
                .filter(j -> j.getMetadata().getName().equals("loadlab-injectors")).findFirst().orElseThrow();
        assertThat(injectors.getSpec().getCompletions()).isEqualTo(5);
        assertThat(injectors.getSpec().getParallelism()).isEqualTo(5);
        assertThat(renamed.stream().flatMap(KubernetesSplitTest::containers).map(Container::getImage).distinct())
                .containsExactly("registry.example.com/team/loadlab:v7");
    }

    private static Stream<Container> containers(HasMetadata object) {
        if (object instanceof Job job) {
            return job.getSpec().getTemplate().getSpec().getContainers().stream();
        }
        if (object instanceof Deployment deployment) {
            return deployment.getSpec().getTemplate().getSpec().getContainers().stream();
        }
        return Stream.empty();
    }

    private static Secret secret() {
        return set.stream().filter(Secret.class::isInstance).map(Secret.class::cast).findFirst().orElseThrow();
    }

    private static ConfigMap configMap() {
        return set.stream().filter(ConfigMap.class::isInstance).map(ConfigMap.class::cast).findFirst().orElseThrow();
    }

    private static <T extends HasMetadata> T one(Class<T> kind, String name) {
        return set.stream().filter(kind::isInstance).map(kind::cast).filter(o -> o.getMetadata().getName().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no " + kind.getSimpleName() + " " + name));
    }

    private static Container only(PodSpec pod) {
        assertThat(pod.getContainers()).hasSize(1);
        return pod.getContainers().get(0);
    }

    private static Map<String, String> env(Container container) {
        return container.getEnv().stream().filter(e -> e.getValue() != null)
                .collect(Collectors.toMap(EnvVar::getName, EnvVar::getValue));
    }

    private static List<HasMetadata> objects(String yaml) {
        return KubernetesSchema.documents(yaml).stream().map(KubernetesSchema::read).toList();
    }

    /** `kubectl kustomize <dir>`: kubectl's built-in kustomize, offline. */
    private static String kustomize(Path dir) throws IOException, InterruptedException {
        Process kubectl;
        try {
            kubectl = new ProcessBuilder("kubectl", "kustomize", dir.toString()).redirectError(ProcessBuilder.Redirect.PIPE)
                    .start();
        } catch (IOException e) {
            throw new AssertionError("kubectl renders deploy/kubernetes here and is needed by mvn verify"
                    + " (docs/scale-out.md says where to get it): " + e.getMessage(), e);
        }
        String out = new String(kubectl.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(kubectl.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(kubectl.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(kubectl.exitValue()).as("kubectl kustomize %s: %s", dir, err).isZero();
        return out;
    }

}
