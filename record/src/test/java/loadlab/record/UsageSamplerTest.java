package loadlab.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UsageSamplerTest {
    /** Long enough that no regular sample follows the first one while a test runs. */
    private static final Duration RARELY = Duration.ofHours(1);

    @Test
    void sampleNowWritesOneMoreSampleBesideTheRegularInterval(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("HelloSimulation-1-injector.csv");
        try (UsageSampler sampler = UsageSampler.startThisJvm(csv, RARELY)) {
            long asked = System.currentTimeMillis();
            sampler.sampleNow().get(10, TimeUnit.SECONDS);

            // The first regular sample (taken at start), then the one asked for, on the sampler's thread.
            assertThat(UsageCsv.read(csv).samples()).hasSize(2);
            assertThat(UsageCsv.read(csv).samples().get(1).epochMillis()).isGreaterThanOrEqualTo(asked);
        }
        assertThat(UsageCsv.read(csv).samples()).hasSize(3);
    }

    @Test
    void sampleNowAfterCloseSamplesNothingAndDoesNotFail(@TempDir Path dir) {
        Path csv = dir.resolve("HelloSimulation-1-injector.csv");
        UsageSampler sampler = UsageSampler.startThisJvm(csv, RARELY);
        sampler.close();
        int written = UsageCsv.read(csv).samples().size();

        CompletableFuture<Void> late = sampler.sampleNow();

        assertThat(late).isDone();
        assertThat(UsageCsv.read(csv).samples()).hasSize(written);
    }
}
