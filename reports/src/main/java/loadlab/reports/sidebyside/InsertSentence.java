package loadlab.reports.sidebyside;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import loadlab.record.Reconciliation;
import loadlab.reports.sidebyside.BoundClause.Party;
import loadlab.reports.summary.InsertSection;
import loadlab.reports.summary.InsertStepRow;

/**
 * The insert question answered from the figures: "at concurrency 1000 node inserts 0.77\u00d7 reference's
 * rate, p99 1.60\u00d7 (both steps server-bound: ...)", then each further target's multiples. Each target is
 * compared with the baseline (the first target in the set's order with an insert run) at the highest
 * concurrency step both ran, where the servers were pushed hardest; two runs without step groups are
 * compared over their whole runs. A p99 below Gatling's 1 ms resolution is not divided.
 */
final class InsertSentence {
    /** Stands for the one row of a run without step groups. */
    private static final int WHOLE_RUN = -1;

    private InsertSentence() {
    }

    static String of(List<InsertTarget> targets, List<String> tail, List<Comparison> out) {
        InsertTarget base = targets.get(0);
        if (targets.size() == 1) {
            return "only " + base.target() + " ran insert" + books(base).map(books -> " (" + books + ")").orElse("")
                    + Sentences.join(tail) + ".";
        }
        List<String> parts = new ArrayList<>();
        String where = null;
        for (InsertTarget other : targets.subList(1, targets.size())) {
            Optional<Integer> step = highestCommonStep(base.section(), other.section());
            if (step.isEmpty()) {
                parts.add(other.target() + " and " + base.target() + " ran no common concurrency step");
                continue;
            }
            InsertStepRow b = stepOf(base.section(), step.get());
            InsertStepRow o = stepOf(other.section(), step.get());
            String here = step.get() == WHOLE_RUN ? "over the whole run" : "at concurrency " + step.get();
            parts.add(part(base, other, b, o, here, !here.equals(where), parts.isEmpty(), out));
            where = here;
        }
        return String.join("; ", parts) + Sentences.join(tail) + ".";
    }

    private static String part(InsertTarget base, InsertTarget other, InsertStepRow b, InsertStepRow o, String where,
            boolean sayWhere, boolean first, List<Comparison> out) {
        String item = b.concurrency() == null ? "all" : "c" + b.concurrency();
        Double rate = Ratios.of(o.throughput(), b.throughput());
        Double p99 = b.p99Ms() > 0 && o.p99Ms() > 0 ? Ratios.of(o.p99Ms(), b.p99Ms()) : null;
        if (rate != null) {
            out.add(comparison(item, base, other, b, o, Comparison.THROUGHPUT, rate));
        }
        if (p99 != null) {
            out.add(comparison(item, base, other, b, o, Comparison.P99, p99));
        }
        StringBuilder text = new StringBuilder(sayWhere ? where + " " : "").append(other.target());
        if (rate == null) {
            text.append(" inserts ").append(String.format(Locale.ROOT, "%.1f", o.throughput())).append("/s where ")
                    .append(base.target()).append(" had no OK insert");
        } else {
            text.append(sayWhere ? " inserts " : " ").append(Ratios.times(rate))
                    .append(sayWhere ? " " + base.target() + "'s rate" : "");
        }
        text.append(", p99 ").append(p99 != null ? Ratios.times(p99)
                : "not compared (below Gatling's 1 ms resolution on " + String.join(" and ", subMillisecond(base, other,
                        b, o)) + ")");
        List<String> notes = new ArrayList<>();
        notes.add(BoundClause.of(List.of(new Party(base.target(), b.boundBy().verdict()),
                new Party(other.target(), o.boundBy().verdict())), "steps"));
        for (InsertTarget target : first ? List.of(base, other) : List.of(other)) {
            InsertStepRow step = target == base ? b : o;
            if (step.failed()) {
                notes.add(target.target() + "'s step FAILED with " + step.ko() + " KO");
            }
            books(target).ifPresent(notes::add);
        }
        return text.append(" (").append(String.join("; ", notes)).append(')').toString();
    }

    /** What is wrong with a target's books, if anything: a figure from a run that lost inserts must say so. */
    private static Optional<String> books(InsertTarget target) {
        InsertSection section = target.section();
        if (section.reconciliationOk()) {
            return Optional.empty();
        }
        Reconciliation books = section.reconciliation();
        if (books == null) {
            return Optional.of(target.target() + "'s books were not kept (" + section.reconciliationMissing() + ")");
        }
        if (!books.countBalanced()) {
            return Optional.of(target.target() + "'s books did not balance: " + books.acknowledged() + " acknowledged, "
                    + books.storedDelta() + " stored");
        }
        return Optional.of(target.target() + (books.items() == null
                ? "'s books by identity were not kept (" + books.itemsNotKept() + ")"
                : "'s books by identity did not balance: " + books.items().missing() + " acknowledged item(s) missing, "
                        + books.items().duplicates() + " duplicate copies"));
    }

    private static List<String> subMillisecond(InsertTarget base, InsertTarget other, InsertStepRow b, InsertStepRow o) {
        List<String> names = new ArrayList<>();
        if (b.p99Ms() == 0) {
            names.add(base.target());
        }
        if (o.p99Ms() == 0) {
            names.add(other.target());
        }
        return names;
    }

    private static Optional<Integer> highestCommonStep(InsertSection base, InsertSection other) {
        List<Integer> theirs = other.steps().stream().map(InsertStepRow::concurrency).filter(Objects::nonNull).toList();
        Optional<Integer> common = base.steps().stream().map(InsertStepRow::concurrency).filter(Objects::nonNull)
                .filter(theirs::contains).max(Integer::compare);
        if (common.isPresent()) {
            return common;
        }
        boolean wholeRuns = base.steps().stream().anyMatch(step -> step.concurrency() == null)
                && other.steps().stream().anyMatch(step -> step.concurrency() == null);
        return wholeRuns ? Optional.of(WHOLE_RUN) : Optional.empty();
    }

    private static InsertStepRow stepOf(InsertSection section, int step) {
        return section.steps().stream()
                .filter(row -> step == WHOLE_RUN ? row.concurrency() == null : Objects.equals(row.concurrency(), step))
                .findFirst().orElseThrow();
    }

    private static Comparison comparison(String item, InsertTarget base, InsertTarget other, InsertStepRow b,
            InsertStepRow o, String figure, double ratio) {
        return new Comparison("insert", item, other.target(), base.target(), figure, ratio, o.boundBy().verdict(),
                b.boundBy().verdict());
    }
}
