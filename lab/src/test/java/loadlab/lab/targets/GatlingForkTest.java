package loadlab.lab.targets;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class GatlingForkTest {
    private static final String NETTY_LEAK_LEVEL = "-Dio.netty.leakDetection.level=";

    @Test
    void forksTheInjectorWithThePomsHeapAndCollectorAndWithoutNettysLeakDetection() {
        List<String> command = command(new Properties());

        assertThat(command).contains("-Xms512m", "-Xmx2g", "-XX:+UseG1GC", NETTY_LEAK_LEVEL + "disabled");
        assertThat(command).containsSubsequence(NETTY_LEAK_LEVEL + "disabled", "io.gatling.app.Gatling",
                "-s", "loadlab.gatling.HelloSimulation", "-rf", Path.of("/results").toString());
    }

    @Test
    void theLeakDetectionKnobTurnsNettysDetectorBackOn() {
        Properties mvn = new Properties();
        mvn.setProperty("lab.injector.leak-detection", "paranoid");

        assertThat(command(mvn)).contains(NETTY_LEAK_LEVEL + "paranoid").doesNotContain(NETTY_LEAK_LEVEL + "disabled");
    }

    @Test
    void nettysOwnPropertyGivenToMavenComesLastSoItWins() {
        Properties mvn = new Properties();
        mvn.setProperty("io.netty.leakDetection.level", "simple");

        assertThat(command(mvn)).containsSubsequence(NETTY_LEAK_LEVEL + "disabled", NETTY_LEAK_LEVEL + "simple");
    }

    private static List<String> command(Properties mvn) {
        return GatlingFork.onThisClasspath().command(mvn, "loadlab.gatling.HelloSimulation", Map.of(), Path.of("/results"));
    }
}
