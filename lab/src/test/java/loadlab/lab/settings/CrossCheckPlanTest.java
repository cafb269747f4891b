package loadlab.lab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CrossCheckPlanTest {

    private static CrossCheckPlan read(Map<String, String> properties) {
        return LabSettings.of(properties::get).crossCheck();
    }

    @Test
    void onByDefaultWithTheProfilesWrkDurationAndTheOriginalAbSize() {
        assertThat(read(Map.of("profile", "smoke"))).isEqualTo(new CrossCheckPlan(true, Duration.ofSeconds(5), 500_000));
        assertThat(read(Map.of())).isEqualTo(new CrossCheckPlan(true, Duration.ofSeconds(10), 500_000));
        assertThat(read(Map.of("profile", "seed")).duration()).isEqualTo(Duration.ofSeconds(30));
    }

    @Test
    void knobsOverrideTheProfile() {
        assertThat(read(Map.of("crossCheck", "false", "crossCheckSeconds", "3", "crossCheckMaxRequests", "1000")))
                .isEqualTo(new CrossCheckPlan(false, Duration.ofSeconds(3), 1000));
    }

    @Test
    void rejectsNonPositiveDurationOrCapNamingTheKnob() {
        assertThatThrownBy(() -> read(Map.of("crossCheckSeconds", "0"))).hasMessageContaining("-DcrossCheckSeconds");
        assertThatThrownBy(() -> read(Map.of("crossCheckMaxRequests", "-1"))).hasMessageContaining("-DcrossCheckMaxRequests");
        assertThatThrownBy(() -> read(Map.of("crossCheck", "maybe"))).hasMessageContaining("-DcrossCheck");
    }

    @Test
    void abSendsTheVariantsRequestsUpToTheCapAndNeverFewerThanItsClients() {
        CrossCheckPlan plan = new CrossCheckPlan(true, Duration.ofSeconds(10), 50_000);

        assertThat(plan.abRequests(20_000, 10)).isEqualTo(20_000);
        assertThat(plan.abRequests(500_000, 100)).isEqualTo(50_000);
        assertThat(new CrossCheckPlan(true, Duration.ofSeconds(10), 10).abRequests(500_000, 100)).isEqualTo(100);
    }

    @Test
    void runsRecordTheCrossCheckKnobs() {
        assertThat(LabSettings.of(Map.of("profile", "smoke")::get).knobs())
                .containsEntry("crossCheck", "true")
                .containsEntry("crossCheckSeconds", "5")
                .containsEntry("crossCheckMaxRequests", "500000");
    }
}
