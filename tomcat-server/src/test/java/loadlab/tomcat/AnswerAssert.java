package loadlab.tomcat;

import java.net.http.HttpResponse;
import java.util.Optional;
import java.util.function.Function;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.AbstractStringAssert;
import org.assertj.core.api.Assertions;

/**
 * Assertions on one HTTP answer, from the JDK client or a {@link RawConnection}: status, headers, body.
 * A failed check shows the whole answer, so a wrong status comes with the error body that explains it.
 */
public final class AnswerAssert extends AbstractAssert<AnswerAssert, AnswerAssert.Seen> {

    /** What the tests read of an answer, whichever client got it. */
    public record Seen(int status, Function<String, Optional<String>> header, String body) {
        @Override
        public String toString() {
            return "HTTP " + status + " with body <" + body + ">";
        }
    }

    private AnswerAssert(Seen actual) {
        super(actual, AnswerAssert.class);
    }

    public static AnswerAssert assertThatAnswer(HttpResponse<String> answer) {
        return new AnswerAssert(new Seen(answer.statusCode(), answer.headers()::firstValue, answer.body()));
    }

    public static AnswerAssert assertThatAnswer(RawConnection.Answer answer) {
        return new AnswerAssert(new Seen(answer.status(), name -> Optional.ofNullable(answer.header(name)), answer.body()));
    }

    public AnswerAssert hasStatus(int status) {
        isNotNull();
        if (actual.status() != status) {
            failWithMessage("expected status %d but the answer was %s", status, actual);
        }
        return this;
    }

    public AnswerAssert hasHeader(String name, String value) {
        isNotNull();
        Optional<String> seen = actual.header().apply(name);
        if (!seen.equals(Optional.of(value))) {
            failWithMessage("expected header %s: %s but it was %s in %s", name, value, seen.orElse("absent"), actual);
        }
        return this;
    }

    public AnswerAssert hasNoHeader(String name) {
        isNotNull();
        Optional<String> seen = actual.header().apply(name);
        if (seen.isPresent()) {
            failWithMessage("expected no header %s but it was %s in %s", name, seen.get(), actual);
        }
        return this;
    }

    /** The body, for the string assertion the rule needs (exact, a pattern, a prefix). */
    public AbstractStringAssert<?> body() {
        isNotNull();
        return Assertions.assertThat(actual.body()).as("body of %s", actual);
    }
}
