package loadlab.lab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class RepeatsTest {

    @Test
    void oneRepeatKeepsEveryRowUnderItsOwnNameInOrder() {
        List<Repeat<String>> plan = Repeats.of(List.of("A", "B"), row -> "Row " + row, 1);

        assertThat(plan).extracting(Repeat::scenarioName).containsExactly("Row A", "Row B");
        assertThat(plan).extracting(Repeat::repeat).containsExactly(1, 1);
    }

    @Test
    void eachRowRunsItsRepeatsInARowUnderUniqueNames() {
        List<Repeat<String>> plan = Repeats.of(List.of("A", "B"), row -> "Row " + row, 3);

        assertThat(plan).extracting(Repeat::scenarioName)
                .containsExactly("Row A", "Row A #2", "Row A #3", "Row B", "Row B #2", "Row B #3")
                .doesNotHaveDuplicates();
        assertThat(plan).extracting(Repeat::row).containsExactly("A", "A", "A", "B", "B", "B");
        assertThat(plan).extracting(Repeat::repeat).containsExactly(1, 2, 3, 1, 2, 3);
    }

    @Test
    void refusesFewerThanOneRepeat() {
        assertThatThrownBy(() -> Repeats.of(List.of("A"), row -> row, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-Drepeats");
    }
}
