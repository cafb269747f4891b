package loadlab.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;

/**
 * The {@link SplitCheck#INJECTORS} check: the parts are injectors 0..N-1 of one split, each exactly once,
 * as their own records say ({@code injectors}, {@code injector}; a record without them is a whole run,
 * injector 0 of 1, as the suite's defaults make it). A part without a record says nothing: the parts
 * must then still be N in all. Half the load, or a share counted twice, reads as a normal report,
 * so nothing here is ever passed over.
 */
final class InjectorIndices {
    private static final int SHOWN = 3;

    private InjectorIndices() {
    }

    /**
     * What is wrong with the parts' injector indices, or empty when they are 0..N-1 once each or none says;
     * {@code names} are the parts' (unique) names, {@code records} their records, in the same order.
     */
    static Optional<Mismatch> of(List<String> names, List<Optional<RunRecord>> records) {
        List<String> problems = new ArrayList<>();
        Map<Integer, List<String>> byCount = new TreeMap<>();
        Map<Integer, List<String>> byIndex = new TreeMap<>();
        List<String> unrecorded = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            Optional<RunRecord> record = records.get(i);
            if (record.isEmpty()) {
                unrecorded.add(name);
                continue;
            }
            Map<String, String> settings = record.get().settings();
            Integer count = number(settings.getOrDefault(PlanSettings.INJECTORS, "1"));
            if (count == null || count < 1) {
                problems.add(name + " says injectors=" + settings.get(PlanSettings.INJECTORS) + ", not a number of injectors");
                continue;
            }
            byCount.computeIfAbsent(count, c -> new ArrayList<>()).add(name);
            String index = settings.get(PlanSettings.INJECTOR);
            Integer k = index == null && count == 1 ? Integer.valueOf(0) : number(index);
            if (k == null) {
                problems.add(name + (index == null ? " does not say which injector of " + count + " it is"
                        : " says injector=" + index + ", not an injector index"));
            } else {
                byIndex.computeIfAbsent(k, c -> new ArrayList<>()).add(name);
            }
        }
        if (byCount.size() > 1) {
            problems.add("the parts disagree on the number of injectors: " + byCount.entrySet().stream()
                    .map(e -> e.getKey() + " in " + String.join(", ", e.getValue())).collect(Collectors.joining("; ")));
        } else if (!byCount.isEmpty()) {
            problems.addAll(indexProblems(byCount.keySet().iterator().next(), byIndex, names.size(), unrecorded));
        }
        return problems.isEmpty() ? Optional.empty()
                : Optional.of(new Mismatch(SplitCheck.INJECTORS, String.join(" | ", problems)));
    }

    /** Out of range, counted more than once, missing: against N agreed by every part that says. */
    private static List<String> indexProblems(int count, Map<Integer, List<String>> byIndex, int parts,
            List<String> unrecorded) {
        List<String> problems = new ArrayList<>();
        List<Integer> present = new ArrayList<>();
        byIndex.forEach((k, names) -> {
            if (k < 0 || k >= count) {
                problems.add(String.join(", ", names) + " says injector " + k + ", not one of 0.." + (count - 1));
                return;
            }
            present.add(k);
            if (names.size() > 1) {
                problems.add("injector " + k + " of " + count + " counted " + (names.size() == 2 ? "twice" : names.size()
                        + " times") + ": " + String.join(", ", names));
            }
        });
        if (!unrecorded.isEmpty()) {
            if (parts != count) {
                problems.add(parts + " parts for " + count + " injectors (no record says which injector "
                        + String.join(", ", unrecorded) + (unrecorded.size() == 1 ? " is)" : " are)"));
            }
        } else if (present.size() < count) {
            problems.add(missing(count, present) + (byIndex.isEmpty() ? "" : " (found " + byIndex.entrySet().stream()
                    .limit(SHOWN).map(e -> e.getKey() + " in " + String.join(", ", e.getValue()))
                    .collect(Collectors.joining("; ")) + (byIndex.size() > SHOWN ? "; ..." : "") + ")"));
        }
        return problems;
    }

    /** The indices of 0..N-1 not present, as ranges (never one by one: N is read from a file). */
    private static String missing(int count, List<Integer> present) {
        List<String> ranges = new ArrayList<>();
        long next = 0;
        for (int k : present) {
            if (k > next) {
                ranges.add(range(next, k - 1));
            }
            next = k + 1L;
        }
        if (next < count) {
            ranges.add(range(next, count - 1L));
        }
        long absent = count - present.size();
        String shown = String.join(", ", ranges.subList(0, Math.min(SHOWN, ranges.size())))
                + (ranges.size() > SHOWN ? " and " + (ranges.size() - SHOWN) + " more range(s)" : "");
        return (absent == 1 ? "injector " : "injectors ") + shown + " of " + count + " missing";
    }

    private static String range(long from, long to) {
        return from == to ? Long.toString(from) : from + "-" + to;
    }

    private static Integer number(String text) {
        try {
            return text == null ? null : Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
