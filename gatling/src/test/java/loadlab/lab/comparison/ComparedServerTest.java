package loadlab.lab.comparison;

import static loadlab.gatling.support.GivenSettings.settings;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.targets.SuiteSimulation;
import loadlab.record.comparison.ComparisonSide.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What each side's runs are told, so both sides run the same plan against their own server. */
class ComparedServerTest {
    @TempDir
    Path root;

    private LabSettings given(String... pairs) {
        String[] all = new String[pairs.length + 2];
        all[0] = "lab.root";
        all[1] = root.toString();
        System.arraycopy(pairs, 0, all, 2, pairs.length);
        return settings(all);
    }

    @Test
    void aJarBaselineIsTheReferenceServerStartedFromThatJar() throws IOException {
        Path jar = Files.writeString(root.resolve("server.jar"), "a shaded jar");

        ComparedServer a = ComparedServer.baseline(new Against.ServerJar("server.jar", jar), given(), root.resolve("log"));

        assertThat(a.side().label()).isEqualTo(Label.A);
        assertThat(a.runProperties()).isEqualTo(Map.of("target", "reference", "lab.referenceServer", jar.toString()));
        assertThat(a.side().description()).isEqualTo("the reference server from " + jar);
    }

    @Test
    void aBaselineElsewhereIsDrivenAtItsUrlAndSaysItsCpuIsNotMeasured() {
        ComparedServer a = ComparedServer.baseline(new Against.ServerAt("http://10.0.0.5:8080",
                BaseUrl.parse("http://10.0.0.5:8080")), given(), root.resolve("log"));

        assertThat(a.runProperties()).isEqualTo(Map.of("baseUrl", "http://10.0.0.5:8080", "target", "baseline"));
        assertThat(a.side().description()).contains("not started by the suite: its CPU is not measured");
        assertThat(a.cannotServe(SuiteSimulation.INSERT, given())).isEmpty();
    }

    @Test
    void theServerUnderTestIsTheWorkingTreesReferenceServerByDefault() {
        ComparedServer b = ComparedServer.underTest(given());

        assertThat(b.side().label()).isEqualTo(Label.B);
        assertThat(b.runProperties()).isEqualTo(Map.of("target", "reference", "lab.referenceServer", root.toString()));
        assertThat(b.side().description()).startsWith("the reference server of the working tree " + root);
    }

    @Test
    void theServerUnderTestIsTheTargetNamedAndItMustServeTheSimulation() {
        ComparedServer b = ComparedServer.underTest(given("target", "nginx"));

        assertThat(b.runProperties()).containsEntry("target", "nginx");
        assertThat(b.cannotServe(SuiteSimulation.HELLO, given())).isEmpty();
        assertThat(b.cannotServe(SuiteSimulation.INSERT, given())).hasValueSatisfying(why -> assertThat(why)
                .startsWith("nginx does not serve"));
    }

    @Test
    void aServerUnderTestElsewhereKeepsTheNameItWasGiven() {
        ComparedServer b = ComparedServer.underTest(given("baseUrl", "http://10.0.0.6:80", "target", "iis"));

        assertThat(b.runProperties()).isEqualTo(Map.of("baseUrl", "http://10.0.0.6:80", "target", "iis"));
        assertThat(b.side().given()).isEqualTo("iis=http://10.0.0.6:80");
    }
}
