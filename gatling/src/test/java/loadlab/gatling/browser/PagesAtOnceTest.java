package loadlab.gatling.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Closing the side-by-side pages' browsers: one that fails to quit leaves none of the others running. */
class PagesAtOnceTest {

    @Test
    void everyBrowserIsClosedWhenOneBeforeItThrows() {
        List<String> closed = new ArrayList<>();

        RuntimeException failure = PagesAtOnce.closeEach(List.of("first", "second", "third", "fourth"), name -> {
            if (name.equals("first") || name.equals("third")) {
                throw new IllegalStateException(name + " would not quit");
            }
            closed.add(name);
        });

        assertThat(closed).containsExactly("second", "fourth");
        assertThat(failure).hasMessage("first would not quit");
        assertThat(failure.getSuppressed()).extracting(Throwable::getMessage).containsExactly("third would not quit");
    }

    @Test
    void closingThemAllWithoutFailureReportsNone() {
        List<String> closed = new ArrayList<>();

        assertThat(PagesAtOnce.closeEach(List.of("first", "second"), closed::add)).isNull();
        assertThat(closed).containsExactly("first", "second");
    }
}
