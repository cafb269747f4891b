package loadlab.record.comparison;

/**
 * One side of an A/B comparison: A is the baseline (-Dagainst), B the server under test.
 *
 * @param label       which side
 * @param given       what the user named it by: the -Dagainst value for A ({@code HEAD~1}, a jar, a URL),
 *                    the target choice for B ({@code reference}, {@code node}, {@code external=http://...})
 * @param description one line for the page: what was started or driven, and from what
 * @param commit      the commit its server was built from (full sha, {@code +dirty} appended for a working
 *                    tree with changes), or null when not known (a jar, a server elsewhere)
 */
public record ComparisonSide(Label label, String given, String description, String commit) {

    /** A: the baseline; B: the server under test. Ratios are B / A. */
    public enum Label {
        A, B
    }

    public ComparisonSide {
        if (label == null) {
            throw new IllegalArgumentException("a side needs its label");
        }
        if (description == null || description.isBlank()) {
            throw new IllegalArgumentException("side " + label + " needs a description");
        }
    }
}
