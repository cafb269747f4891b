package loadlab.tomcat;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The answer assertions every endpoint test leans on must fail when the answer differs, or those tests prove nothing. */
class AnswerAssertTest {
    private static final RawConnection.Answer NOT_FOUND = new RawConnection.Answer("HTTP/1.1 404 ",
            Map.of("content-type", "application/json"), "{\"error\":\"not_found\"}");

    @Test
    void passesWhenStatusHeadersAndBodyMatch() {
        assertThatCode(() -> assertThatAnswer(NOT_FOUND).hasStatus(404).hasHeader("Content-Type", "application/json")
                .hasNoHeader("Allow").body().isEqualTo("{\"error\":\"not_found\"}")).doesNotThrowAnyException();
    }

    @Test
    void failsOnAnotherStatusShowingTheBody() {
        assertThatThrownBy(() -> assertThatAnswer(NOT_FOUND).hasStatus(200))
                .isInstanceOf(AssertionError.class).hasMessageContaining("404").hasMessageContaining("not_found");
    }

    @Test
    void failsOnAnotherOrAbsentHeaderValue() {
        assertThatThrownBy(() -> assertThatAnswer(NOT_FOUND).hasHeader("Content-Type", "text/plain"))
                .isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> assertThatAnswer(NOT_FOUND).hasHeader("Allow", "GET"))
                .isInstanceOf(AssertionError.class).hasMessageContaining("absent");
    }

    @Test
    void failsOnAHeaderThatShouldBeAbsent() {
        assertThatThrownBy(() -> assertThatAnswer(NOT_FOUND).hasNoHeader("Content-Type")).isInstanceOf(AssertionError.class);
    }

    @Test
    void failsOnAnotherBody() {
        assertThatThrownBy(() -> assertThatAnswer(NOT_FOUND).body().isEqualTo("{}")).isInstanceOf(AssertionError.class);
    }
}
