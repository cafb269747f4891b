package loadlab.server.contract;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ContractRunTest {
    private static final ContractSettings EXTERNAL =
            new ContractSettings(Optional.of(URI.create("http://127.0.0.1:3000")), Set.of(Claim.HELLO));

    @Test
    void failsWhenNoTestRanAgainstAServerAtABaseUrl() {
        ContractRun run = new ContractRun(EXTERNAL);
        run.disabled(EnumSet.of(Claim.WS));

        assertThatThrownBy(run::close).hasMessageContaining("no contract test ran against http://127.0.0.1:3000")
                .hasMessageContaining("1 disabled by claims");
    }

    @Test
    void passesWhenOneTestRan() {
        ContractRun run = new ContractRun(EXTERNAL);
        run.ran();
        run.disabled(EnumSet.of(Claim.WS, Claim.FRESH));

        assertThatCode(run::close).doesNotThrowAnyException();
    }

    @Test
    void passesAgainstTheReferenceServerWhateverRan() {
        ContractRun run = new ContractRun(new ContractSettings(Optional.empty(), EnumSet.allOf(Claim.class)));

        assertThatCode(run::close).doesNotThrowAnyException();
    }
}
