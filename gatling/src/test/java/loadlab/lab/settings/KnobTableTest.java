package loadlab.lab.settings;

import static loadlab.gatling.support.GivenSettings.settings;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.stream.Stream;
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
        LabSettings settings = settings(Knob.PROFILE.id(), profile.id());

        assertThat(Stream.of(settings.transports(), settings.insert(), settings.hello(), settings.connections(),
                settings.crossCheck(), settings.browser())).doesNotContainNull();
        assertThat(settings.repeats()).isPositive();
        assertThat(settings.knobs()).containsKeys(Profile.knobs().toArray(String[]::new));
    }

    @Test
    void everyKnobIsNamedOnce() {
        assertThat(Knob.values()).extracting(Knob::id).doesNotHaveDuplicates();
    }
}
