package loadlab.merge;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;

/**
 * Whether the parts of a merge are one split ({@link SplitCheck}): a pure function of their logs' counts and
 * windows and their records. A part without a record is left out of the record checks (the record check
 * names it). One part alone is held to what it says of itself: it holds requests and, where its record
 * says, it is the whole split (injector 0 of 1).
 */
public final class SplitChecks {
    private static final DateTimeFormatter START = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS")
            .withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter END = DateTimeFormatter.ofPattern("HH:mm:ss.SSS").withZone(ZoneOffset.UTC);
    private static final int SHOWN = 3;
    /** Why {@link SplitCheck#overridable() some checks} are never passed over. */
    static final String NEVER_PASSED_OVER = "a part with no request, or parts that are not every injector of the split"
            + " exactly once, never add up to the split's run";

    private SplitChecks() {
    }

    /** Every check the parts fail, in {@link SplitCheck} order; {@code records} are in the order of the parts. */
    public static List<Mismatch> of(MergeResult result, List<Optional<RunRecord>> records) {
        List<MergedPart> parts = result.parts();
        if (records.size() != parts.size()) {
            throw new IllegalArgumentException(records.size() + " records for " + parts.size() + " parts");
        }
        List<String> names = names(parts);
        List<Mismatch> found = new ArrayList<>();
        empty(parts, names).ifPresent(found::add);
        InjectorIndices.of(names, records).ifPresent(found::add);
        if (parts.size() < 2) {
            return found;
        }
        Map<String, RunRecord> recorded = new LinkedHashMap<>();
        List<String> unrecorded = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            String name = names.get(i);
            records.get(i).ifPresentOrElse(record -> recorded.put(name, record), () -> unrecorded.add(name));
        }
        if (!unrecorded.isEmpty()) {
            found.add(new Mismatch(SplitCheck.RECORD, "no record of " + String.join(", ", unrecorded)
                    + " (looked in each run's results folder, records/); without one a part's plan, target and commit"
                    + " cannot be compared"));
        }
        differing(SplitCheck.PROFILE, recorded, record -> Objects.toString(record.profile(), "none")).ifPresent(found::add);
        plan(recorded).ifPresent(found::add);
        differing(SplitCheck.TARGET, recorded, SplitChecks::target).ifPresent(found::add);
        commit(recorded).ifPresent(found::add);
        overlap(parts, names).ifPresent(found::add);
        return found;
    }

    /**
     * The refusal's message: every check failed, one line each, then the option that passes over them, or
     * that none does.
     */
    public static String refusal(List<Mismatch> refused) {
        String lines = "the runs are not one split:" + refused.stream().map(mismatch -> "\n  " + mismatch)
                .collect(Collectors.joining());
        String never = ids(refused, false);
        String names = ids(refused, true);
        if (!never.isEmpty()) {
            return lines + "\nNo option merges them: " + never.replace(",", " and ") + (never.contains(",") ? " are" : " is")
                    + " never passed over (" + NEVER_PASSED_OVER + ")" + (names.isEmpty() ? "."
                    : "; once that is fixed, -D" + SplitCheck.OVERRIDE + "=" + names + " passes over the rest.");
        }
        return lines + "\nMerge them anyway with -D" + SplitCheck.OVERRIDE + "=" + names + " (" + SplitCheck.OVERRIDE
                + "=true passes over every check it may); merge.json and the merged run's record then say what differed.";
    }

    private static String ids(List<Mismatch> mismatches, boolean overridable) {
        return mismatches.stream().map(Mismatch::check).filter(check -> check.overridable() == overridable)
                .map(SplitCheck::id).collect(Collectors.joining(","));
    }

    /**
     * Each part's name in messages: its run folder's, or where two parts' folders have one name (copies of a
     * run, or injectors started in one millisecond), the folder's whole path, so no part hides behind another.
     */
    static List<String> names(List<MergedPart> parts) {
        Map<String, Long> uses = parts.stream().collect(Collectors.groupingBy(MergedPart::run, Collectors.counting()));
        return parts.stream().map(part -> uses.get(part.run()) > 1
                ? part.log().toAbsolutePath().getParent().toString() : part.run()).toList();
    }

    /** Parts whose log holds no request: an empty share (an empty upload, a run that sent nothing). */
    private static Optional<Mismatch> empty(List<MergedPart> parts, List<String> names) {
        List<String> empty = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            if (parts.get(i).requests() == 0) {
                empty.add(names.get(i) + " (" + parts.get(i).records() + " records after its run header, none a request)");
            }
        }
        return empty.isEmpty() ? Optional.empty()
                : Optional.of(new Mismatch(SplitCheck.EMPTY, "no request in " + String.join("; ", empty)));
    }

    /** The parts grouped by a value, when there is more than one: "'smoke' in a; 'quick' in b". */
    private static Optional<Mismatch> differing(SplitCheck check, Map<String, RunRecord> records,
            Function<RunRecord, String> value) {
        Map<String, List<String>> parts = new LinkedHashMap<>();
        records.forEach((name, record) -> parts.computeIfAbsent(value.apply(record), v -> new ArrayList<>()).add(name));
        return parts.size() < 2 ? Optional.empty() : Optional.of(new Mismatch(check, grouped(parts)));
    }

    private static String grouped(Map<String, List<String>> parts) {
        return parts.entrySet().stream().map(entry -> entry.getKey() + " in " + String.join(", ", entry.getValue()))
                .collect(Collectors.joining("; "));
    }

    /** The plan settings whose values differ, the first few with each part's value. */
    private static Optional<Mismatch> plan(Map<String, RunRecord> records) {
        Map<String, Map<String, String>> plans = new LinkedHashMap<>();
        // Their number is the injectors check's, never passed over.
        records.forEach((name, record) -> {
            Map<String, String> plan = new TreeMap<>(PlanSettings.of(record.settings()));
            plan.remove(PlanSettings.INJECTORS);
            plans.put(name, plan);
        });
        Set<String> keys = new TreeSet<>();
        plans.values().forEach(plan -> keys.addAll(plan.keySet()));
        List<String> differ = keys.stream()
                .filter(key -> plans.values().stream().map(plan -> plan.getOrDefault(key, "(unset)")).distinct().count() > 1)
                .toList();
        if (differ.isEmpty()) {
            return Optional.empty();
        }
        List<String> shown = new ArrayList<>();
        for (String key : differ.subList(0, Math.min(SHOWN, differ.size()))) {
            Map<String, List<String>> parts = new LinkedHashMap<>();
            plans.forEach((name, plan) -> parts.computeIfAbsent(plan.getOrDefault(key, "(unset)"), v -> new ArrayList<>())
                    .add(name));
            shown.add(key + " " + grouped(parts));
        }
        String more = differ.size() > SHOWN ? " | and " + String.join(", ", differ.subList(SHOWN, differ.size())) : "";
        return Optional.of(new Mismatch(SplitCheck.PLAN, String.join(" | ", shown) + more));
    }

    /** The target's name and how it was reached; a record without the setting, by its description. */
    private static String target(RunRecord record) {
        String name = record.settings().get(RunRecord.TARGET_SETTING);
        if (name == null || name.isBlank()) {
            return Objects.toString(record.target(), "unknown");
        }
        String url = record.settings().getOrDefault(PlanSettings.BASE_URL, "");
        return name + (url.isBlank() ? " (started by the run)" : " at " + url);
    }

    /**
     * Different commits; or one commit, clean in one part and changed in another. Unknown is a value too:
     * a part whose commit is unknown is not shown to be the others' (parts that all say unknown, as from an
     * image without the repository's history, are not told apart).
     */
    private static Optional<Mismatch> commit(Map<String, RunRecord> records) {
        long commits = records.values().stream().map(SplitChecks::commitOf).distinct().count();
        long states = records.values().stream().map(RunRecord::gitDirty).filter(Objects::nonNull).distinct().count();
        if (commits < 2 && states < 2) {
            return Optional.empty();
        }
        return differing(SplitCheck.COMMIT, records, record -> commitOf(record).map(commit -> commit.substring(0,
                Math.min(12, commit.length())) + (record.gitDirty() == null ? "" : record.gitDirty()
                        ? " with uncommitted changes" : " (clean)")).orElse("unknown commit (none recorded)"));
    }

    /** The record's commit; empty when it has none, or says {@code unknown}. */
    private static Optional<String> commitOf(RunRecord record) {
        return Optional.ofNullable(record.gitCommit()).map(String::trim)
                .filter(commit -> !commit.isEmpty() && !commit.equalsIgnoreCase("unknown"));
    }

    /** Pairs of parts whose windows do not meet: runs made one after the other, not together. */
    private static Optional<Mismatch> overlap(List<MergedPart> parts, List<String> names) {
        List<String> apart = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            for (int j = i + 1; j < parts.size(); j++) {
                MergedPart a = parts.get(i);
                MergedPart b = parts.get(j);
                if (a.endEpochMillis() < b.runStart() || b.endEpochMillis() < a.runStart()) {
                    apart.add(window(a, names.get(i)) + " and " + window(b, names.get(j)));
                }
            }
        }
        if (apart.isEmpty()) {
            return Optional.empty();
        }
        String more = apart.size() > SHOWN ? " | and " + (apart.size() - SHOWN) + " more pair(s)" : "";
        return Optional.of(new Mismatch(SplitCheck.OVERLAP, "not at the same time: "
                + String.join(" | ", apart.subList(0, Math.min(SHOWN, apart.size()))) + more));
    }

    private static String window(MergedPart part, String name) {
        return name + " ran " + START.format(Instant.ofEpochMilli(part.runStart())) + " to "
                + END.format(Instant.ofEpochMilli(part.endEpochMillis())) + " UTC";
    }
}
