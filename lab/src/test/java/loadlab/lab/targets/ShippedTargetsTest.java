package loadlab.lab.targets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class ShippedTargetsTest {

    @Test
    void shipsTheComparisonsTargetsUnderOneNameEach() {
        assertThat(ShippedTargets.names())
                .containsExactly("reference", "node", "node-cluster", "tomcat", "socketio-node", "nginx");
    }

    @Test
    void theReferenceServerServesEverything() {
        assertThat(ShippedTargets.byName("reference").serves()).containsExactlyInAnyOrder(Serves.values());
    }

    @Test
    void nginxServesHelloOnlyAndSaysWhatItLacks() {
        ShippedTarget nginx = ShippedTargets.byName("nginx");

        assertThat(nginx.cannotServe(EnumSet.of(Serves.HELLO))).isEmpty();
        assertThat(nginx.cannotServe(EnumSet.of(Serves.ITEMS)))
                .contains("nginx does not serve POST /items, GET /items/count and GET /items/export");
    }

    @Test
    void theNodeAndTomcatTargetsWriteToAStoreTheSuiteStarts() {
        assertThat(ShippedTargets.all()).filteredOn(ShippedTarget::needsStore).extracting(ShippedTarget::name)
                .containsExactly("node", "node-cluster", "tomcat");
    }

    @Test
    void onlyTheReferenceServerServesTheBrowserPage() {
        assertThat(ShippedTargets.all()).filteredOn(target -> target.serves().contains(Serves.LAB_PAGE))
                .extracting(ShippedTarget::name).containsExactly("reference");
    }

    @Test
    void refusesAnUnknownNameListingTheShippedOnes() {
        assertThatThrownBy(() -> ShippedTargets.byName("iis"))
                .hasMessageContaining("'iis'")
                .hasMessageContaining("node-cluster")
                .hasMessageContaining("-DbaseUrl");
    }
}
