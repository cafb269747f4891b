package loadlab.server.fuzz;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;

/**
 * Puts the failing case's name (seed, number, input; see {@link Corpus}) at the head of its
 * failure, because Surefire reports a parameterized test by method name and index only. The
 * original failure stays the cause and lends its stack trace, so the report points at the
 * assertion that failed.
 */
final class ShowsCaseOnFailure implements TestExecutionExceptionHandler {

    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable failure) {
        String reason = failure instanceof AssertionError ? failure.getMessage() : failure.toString();
        AssertionError named = new AssertionError(context.getDisplayName() + System.lineSeparator() + reason, failure);
        named.setStackTrace(failure.getStackTrace());
        throw named;
    }
}
