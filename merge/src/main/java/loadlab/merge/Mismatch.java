package loadlab.merge;

/** One check the parts of a merge fail, and how: {@code "smoke in a; quick in b"}. */
public record Mismatch(SplitCheck check, String detail) {

    @Override
    public String toString() {
        return check.id() + ": " + detail;
    }
}
