package loadlab.reports.summary;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import loadlab.record.RunRecord;

/**
 * The target whose runs the single-run sections (transports, insert, hello, cross-check, browser) and
 * the metrics show, so that a newer run of another server never stands in for it. Named with
 * {@code target=<name>}; by default {@value RunRecord#REFERENCE_TARGET} when any run measured it, else
 * the newest run's target (a folder of runs against one's own server at -DbaseUrl still summarises).
 * A run whose record names no target (recorded before the setting existed, or no record) counts as the
 * reference server's: the server the suite started when those runs were made, unless -DbaseUrl said
 * otherwise, which such a run cannot tell.
 *
 * @param name  the target, as runs record it ({@link RunRecord#TARGET_SETTING})
 * @param named true when given with {@code target=}, false when chosen by default
 */
public record SummarisedTarget(String name, boolean named) {

    public SummarisedTarget {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a target name is required");
        }
        name = name.trim();
    }

    /** The target as named with {@code target=<name>}. */
    public static SummarisedTarget named(String name) {
        return new SummarisedTarget(name, true);
    }

    /** Reference when any run measured it (runs naming no target count), else the newest run's target. */
    public static SummarisedTarget byDefault(List<CatalogEntry> entries) {
        if (entries.isEmpty() || entries.stream().anyMatch(entry -> of(entry).equals(RunRecord.REFERENCE_TARGET))) {
            return new SummarisedTarget(RunRecord.REFERENCE_TARGET, false);
        }
        CatalogEntry newest = entries.stream().max(Comparator.comparingLong(entry -> entry.run().runStart())).get();
        return new SummarisedTarget(of(newest), false);
    }

    /** The target a run counts as: the one its record names, else the reference server. */
    public static String of(CatalogEntry entry) {
        return of(entry.target());
    }

    /** The target a recorded target name counts as (null: none recorded, the reference server). */
    public static String of(String recorded) {
        return recorded == null || recorded.isBlank() ? RunRecord.REFERENCE_TARGET : recorded.trim();
    }

    public boolean shows(CatalogEntry entry) {
        return name.equals(of(entry));
    }

    /** How many runs count as each target's, by name. */
    public static Map<String, Long> runsByTarget(List<CatalogEntry> entries) {
        return entries.stream().collect(Collectors.groupingBy(SummarisedTarget::of, TreeMap::new,
                Collectors.counting()));
    }

    /** Which target the sections show and why, what counted as it, and how to summarise another. */
    String note(List<CatalogEntry> entries) {
        StringBuilder note = new StringBuilder("The sections and the gate's metrics show the runs of target ")
                .append(name);
        if (named) {
            note.append(" (target=").append(name).append(").");
        } else if (name.equals(RunRecord.REFERENCE_TARGET)) {
            note.append(" (the default when any run measured it).");
        } else {
            note.append(" (the default: no run measured ").append(RunRecord.REFERENCE_TARGET)
                    .append(", so the newest run's target).");
        }
        long unnamed = entries.stream().filter(entry -> entry.target() == null).count();
        if (unnamed > 0) {
            note.append(' ').append(unnamed).append(" run(s) name no target (recorded before runs named it, or"
                    + " without a record) and count as ").append(RunRecord.REFERENCE_TARGET).append("'s.");
        }
        Map<String, Long> others = new TreeMap<>(runsByTarget(entries));
        others.remove(name);
        if (!others.isEmpty()) {
            note.append(' ').append(others.values().stream().mapToLong(Long::longValue).sum())
                    .append(" run(s) of other targets (").append(others.entrySet().stream()
                            .map(other -> other.getKey() + ": " + other.getValue()).collect(Collectors.joining(", ")))
                    .append(") are listed but not summarised.");
        }
        note.append(" Summarise another target with target=<name> (mvn -pl reports -am compile exec:exec@summary"
                + " -Dtarget=<name>).");
        return note.toString();
    }
}
