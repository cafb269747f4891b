package loadlab.lab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ProfileTest {

    @Test
    void parsesNamesIgnoringCaseAndSpaces() {
        assertThat(Profile.parse(" SEED ")).isEqualTo(Profile.SEED);
        assertThat(Profile.parse("quick")).isEqualTo(Profile.QUICK);
    }

    @Test
    void rejectsUnknownName() {
        assertThatThrownBy(() -> Profile.parse("fast")).hasMessageContaining("'fast'");
    }

    @Test
    void sharedDefaultsApplyToEveryProfile() {
        for (Profile profile : Profile.values()) {
            assertThat(profile.defaultOf("size")).isEqualTo("4096");
            assertThat(profile.defaultOf("keepAlive")).isEqualTo("false");
        }
    }

    @Test
    void profileSpecificDefaultWins() {
        assertThat(Profile.SMOKE.defaultOf("exchanges")).isEqualTo("10");
        assertThat(Profile.SEED.defaultOf("exchanges")).isEqualTo("10,100,250,500");
    }

    @Test
    void everyProfileGivesEveryKnobADefault() {
        for (Profile profile : Profile.values()) {
            for (String knob : Profile.knobs()) {
                assertThat(profile.defaultOf(knob)).as("%s in %s", knob, profile.id()).isNotBlank();
            }
        }
    }

    @Test
    void stressIsAProfile() {
        assertThat(Profile.parse("stress")).isEqualTo(Profile.STRESS);
        assertThat(Profile.STRESS.defaultOf("connections")).isEqualTo("10000");
    }

    @Test
    void baseUrlHasNoDefault() {
        assertThat(Profile.QUICK.defaultOf("baseUrl")).isNull();
    }
}
