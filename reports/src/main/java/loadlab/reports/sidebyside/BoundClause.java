package loadlab.reports.sidebyside;

import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import loadlab.reports.cost.BoundBy;
import loadlab.reports.cost.BoundBy.Verdict;

/**
 * What bound the figures a sentence compares, in words: every figure the lab prints says what bound
 * it. Each figure's verdict is its row's own ({@link BoundBy}). First who: "both runs machine-bound"
 * when they agree, else each one's ("reference server-bound, node latency-bound"). Then what that
 * makes of the ratio, first match wins:
 * <ol>
 *   <li>any with the injector saturated (alone, or with the server): the ratio is partly the load
 *       generator's limit;</li>
 *   <li>any not measured: unknown, so it may be the load generator's limit;</li>
 *   <li>any machine-bound: the cores were used up with neither party saturated, so the ratio compares
 *       the targets on shared cores (the injector's CPU per request weighs in), not at capacity;</li>
 *   <li>all server-bound: every figure at the server's limit, so the ratio compares capacity;</li>
 *   <li>all latency-bound: nothing saturated, so the ratio compares them at this load, not at capacity;</li>
 *   <li>server- and latency-bound mixed: only the first saturated, so the others' figures are not their limit.</li>
 * </ol>
 */
final class BoundClause {

    /** One compared figure: whose (a target, or a transport) and what bound it. */
    record Party(String label, Verdict verdict) {
    }

    private BoundClause() {
    }

    /** @param noun what the parties are, plural: "runs", "steps", "pages" */
    static String of(List<Party> parties, String noun) {
        return who(parties, noun) + ": " + consequence(parties);
    }

    private static String who(List<Party> parties, String noun) {
        if (parties.stream().map(Party::verdict).distinct().count() == 1) {
            return (parties.size() == 2 ? "both " : "all " + parties.size() + " ") + noun + " "
                    + phrase(parties.get(0).verdict());
        }
        return parties.stream().map(party -> party.label() + " " + phrase(party.verdict()))
                .collect(Collectors.joining(", "));
    }

    private static String consequence(List<Party> parties) {
        if (parties.stream().anyMatch(party -> party.verdict().injectorSaturated())) {
            return "the ratio is partly the load generator's limit";
        }
        if (parties.stream().anyMatch(party -> party.verdict() == Verdict.NOT_MEASURED)) {
            return "what bound " + labels(parties, party -> party.verdict() == Verdict.NOT_MEASURED)
                    + " is unknown, so the ratio may be the load generator's limit";
        }
        if (parties.stream().anyMatch(party -> party.verdict() == Verdict.MACHINE)) {
            return labels(parties, party -> party.verdict() == Verdict.MACHINE) + " used the cores up with neither the"
                    + " server nor the injector saturated, so the ratio compares them on shared cores, not at capacity";
        }
        if (parties.stream().allMatch(party -> party.verdict() == Verdict.SERVER)) {
            return "every figure at the server's limit, so the ratio compares capacity";
        }
        if (parties.stream().allMatch(party -> party.verdict() == Verdict.LATENCY)) {
            return "nothing saturated, so the ratio compares them at this load, not at capacity";
        }
        List<Party> unsaturated = parties.stream().filter(party -> party.verdict() != Verdict.SERVER).toList();
        return "only " + labels(parties, party -> party.verdict() == Verdict.SERVER) + " saturated, so "
                + (unsaturated.size() == 1 ? unsaturated.get(0).label() + "'s figure is not its limit"
                : "the figures of " + labels(unsaturated, party -> true) + " are not their limit");
    }

    private static String labels(List<Party> parties, Predicate<Party> which) {
        return parties.stream().filter(which).map(Party::label).distinct().collect(Collectors.joining(" and "));
    }

    /** "server-bound", "server- and injector-bound", ...; "bound unknown" when the shares were not measured. */
    private static String phrase(Verdict verdict) {
        return switch (verdict) {
            case NOT_MEASURED -> "bound unknown";
            case SERVER_AND_INJECTOR -> "server- and injector-bound";
            default -> verdict.label() + "-bound";
        };
    }
}
