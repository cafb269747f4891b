package loadlab.lab.targets;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class PropagatedPropertiesTest {

    @Test
    void handsOnTheKnobsGivenToMavenButNotTheJvmsOrTheRunnersOwn() {
        Properties properties = new Properties();
        properties.setProperty("profile", "smoke");
        properties.setProperty("steps", "10,100");
        properties.setProperty("lab.root", "/lab");
        properties.setProperty("java.home", "/jdk");
        properties.setProperty("maven.home", "/maven");
        properties.setProperty("user.dir", "/lab");
        properties.setProperty("targets", "reference,node");
        properties.setProperty("target", "node");
        properties.setProperty("simulation", "loadlab.gatling.HelloSimulation");
        properties.setProperty("baseUrl", "http://127.0.0.1:3000");
        properties.setProperty("against", "HEAD~1");
        properties.setProperty("pairs", "4");

        assertThat(PropagatedProperties.of(properties))
                .containsOnlyKeys("profile", "steps", "lab.root")
                .containsEntry("steps", "10,100");
    }
}
