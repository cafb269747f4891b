package loadlab.reports.sidebyside;

/**
 * A target of the set without figures for an experiment, and why.
 *
 * @param why as {@link TargetColumn#absence} words it: "skipped: nginx serves /hello only"
 */
public record AbsentTarget(String target, String why) {

    /** "nginx skipped: nginx serves /hello only". */
    public String sentence() {
        return target + " " + why;
    }
}
