package loadlab.record;

/**
 * One injector's run in a merged run's record: which run, where it ran and how its clock stood
 * against the target's; host and clock are null for a run without a record, or one from before
 * records carried them.
 *
 * @param run      the run folder's name
 * @param injector its {@code injector} setting, or null
 */
public record SplitPart(String run, String injector, String host, ClockOffset clockOffset) {

    public SplitPart {
        if (run == null || run.isBlank()) {
            throw new IllegalArgumentException("a part names its run folder");
        }
    }
}
