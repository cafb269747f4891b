package loadlab.gatling.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;
import loadlab.gatling.support.Checkout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/** The knob table in the docs is the one {@link Knob} makes, and every default in it is a valid value. */
class KnobTableTest {

    @Test
    void theDocsShowTheKnobTableAsKnobMakesIt() throws IOException {
        String docs = Files.readString(Checkout.root().resolve("docs/experiments.md"));
        int begin = docs.indexOf(KnobTable.BEGIN);
        int end = docs.indexOf(KnobTable.END);
        assertThat(begin).as("docs/experiments.md holds the line %s", KnobTable.BEGIN).isNotNegative();
        assertThat(end).as("docs/experiments.md holds the line %s", KnobTable.END).isGreaterThan(begin);

        String shown = docs.substring(begin + KnobTable.BEGIN.length(), end).strip() + "\n";

        assertThat(shown).as("the knob table of docs/experiments.md; paste KnobTable.markdown() there")
                .isEqualTo(KnobTable.markdown());
    }

    /** Every profile's defaults make a valid plan for every experiment: the table cannot hold a typo. */
    @ParameterizedTest
    @EnumSource(Profile.class)
    void everyDefaultParsesAsItsKnobIsRead(Profile profile) {
        Map<String, String> properties = new HashMap<>();
        properties.put(Knob.PROFILE.id(), profile.id());
        LabSettings settings = LabSettings.of(properties::get);

        assertThat(settings.transports()).isNotNull();
        assertThat(settings.insert()).isNotNull();
        assertThat(settings.hello()).isNotNull();
        assertThat(settings.connections()).isNotNull();
        assertThat(settings.crossCheck()).isNotNull();
        assertThat(settings.browser()).isNotNull();
        assertThat(settings.repeats()).isPositive();
        assertThat(settings.knobs()).containsKeys(Profile.knobs().toArray(String[]::new));
    }

    @Test
    void everyKnobIsNamedOnce() {
        assertThat(Knob.values()).extracting(Knob::id).doesNotHaveDuplicates();
    }
}
