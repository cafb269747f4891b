package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

class HrefTest {

    @Test
    void keepsUnreservedCharactersAsTheyAre() {
        assertThat(Href.to("hellosimulation-20261130142635897", "summary_hello.v2~1.png").encoded())
                .isEqualTo("hellosimulation-20261130142635897/summary_hello.v2~1.png");
    }

    @Test
    void encodesSpaceHashQuestionMarkAndPercent() {
        assertThat(Href.to("a b#c?d%20e").encoded()).isEqualTo("a%20b%23c%3Fd%2520e");
    }

    @Test
    void encodesTheColonSoAFirstNameCannotBecomeAScheme() {
        assertThat(Href.to("javascript:alert(1)").encoded()).isEqualTo("javascript%3Aalert%281%29");
    }

    @Test
    void encodesNonAsciiAsItsUtf8Bytes() {
        assertThat(Href.to("café", "µs").encoded()).isEqualTo("caf%C3%A9/%C2%B5s");
    }

    @Test
    void encodesSlashesSoANameStaysOneSegment() {
        assertThat(Href.to("../../etc", "a\\..\\b").encoded()).isEqualTo("..%2F..%2Fetc/a%5C..%5Cb");
    }

    @Test
    void keepsDotsInsideAName() {
        assertThat(Href.to("..run", "run..", "a..b").encoded()).isEqualTo("..run/run../a..b");
    }

    @Test
    void refusesDotSegmentsWhichBrowsersResolveEvenEncoded() {
        assertThatIllegalArgumentException().isThrownBy(() -> Href.to("..", "index.html"));
        assertThatIllegalArgumentException().isThrownBy(() -> Href.to("run", "."));
    }

    @Test
    void refusesAnEmptyNameOrNoName() {
        assertThatIllegalArgumentException().isThrownBy(() -> Href.to("", "index.html"));
        assertThatIllegalArgumentException().isThrownBy(Href::to);
    }

    @Test
    void reportIsTheIndexPageInTheRunFolder() {
        assertThat(Href.report("javascript:alert(1)").encoded()).isEqualTo("javascript%3Aalert%281%29/index.html");
    }
}
