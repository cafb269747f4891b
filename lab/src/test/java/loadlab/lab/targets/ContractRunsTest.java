package loadlab.lab.targets;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ContractRunsTest {

    @Test
    void eachTargetClaimsWhatItServesAndHealth() {
        assertThat(ContractRuns.claims(ShippedTargets.byName("nginx"))).isEqualTo("hello,health");
        assertThat(ContractRuns.claims(ShippedTargets.byName("node"))).isEqualTo("hello,ajax,ws,fresh,items,health");
        assertThat(ContractRuns.claims(ShippedTargets.byName("socketio-node"))).isEqualTo("socketio,health");
    }

    @Test
    void theReferenceServerClaimsEveryContractClaim() {
        assertThat(ContractRuns.claims(ShippedTargets.byName("reference")))
                .isEqualTo("hello,ajax,ws,fresh,items,socketio,health");
    }
}
