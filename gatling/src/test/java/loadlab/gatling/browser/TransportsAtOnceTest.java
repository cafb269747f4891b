package loadlab.gatling.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import loadlab.lab.settings.Page;
import loadlab.lab.settings.Transport;
import org.junit.jupiter.api.Test;

/**
 * One Chromium per transport, its pages in the plan's order; closing them: one that fails to quit leaves
 * none of the others running.
 */
class TransportsAtOnceTest {

    @Test
    void eachTransportGetsItsPagesInThePlansOrder() {
        List<Page> plan = List.of(new Page(Transport.AJAX, 10), new Page(Transport.WS, 10), new Page(Transport.FRESH_WS, 10),
                new Page(Transport.AJAX, 500), new Page(Transport.WS, 500), new Page(Transport.FRESH_WS, 500));

        var lanes = TransportsAtOnce.byTransport(plan);

        assertThat(lanes.keySet()).containsExactly(Transport.AJAX, Transport.WS, Transport.FRESH_WS);
        assertThat(lanes.get(Transport.AJAX)).containsExactly(new Page(Transport.AJAX, 10), new Page(Transport.AJAX, 500));
        assertThat(lanes.get(Transport.FRESH_WS)).extracting(Page::exchanges).containsExactly(10, 500);
    }

    @Test
    void noPageIsRefused() {
        assertThatThrownBy(() -> TransportsAtOnce.byTransport(List.of())).hasMessage("no page to run");
    }

    @Test
    void everyBrowserIsClosedWhenOneBeforeItThrows() {
        List<String> closed = new ArrayList<>();

        RuntimeException failure = TransportsAtOnce.closeEach(List.of("first", "second", "third", "fourth"), name -> {
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

        assertThat(TransportsAtOnce.closeEach(List.of("first", "second"), closed::add)).isNull();
        assertThat(closed).containsExactly("first", "second");
    }
}
