package loadlab.reports.summary;

import static loadlab.reports.sidebyside.TargetFixtures.NODE_HELLO;
import static loadlab.reports.sidebyside.TargetFixtures.REFERENCE_HELLO;
import static loadlab.reports.sidebyside.TargetFixtures.hello;
import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import loadlab.reports.sidebyside.TargetFixtures.Load;
import org.junit.jupiter.api.Test;

/** Which target the single-run sections show by default, and the note that says so. */
class SummarisedTargetTest {
    private static final CatalogEntry UNNAMED = hello("hello-unnamed", null, T0 - 60_000, 10_000, 0, 9, Load.SERVER);
    private static final CatalogEntry EXTERNAL = hello("hello-ext", "external", T0 + 60_000, 10_000, 0, 9,
            Load.UNSAMPLED);

    @Test
    void referenceIsTheDefaultWhenAnyRunMeasuredItHoweverOld() {
        assertThat(SummarisedTarget.byDefault(List.of(REFERENCE_HELLO, NODE_HELLO, EXTERNAL)))
                .isEqualTo(new SummarisedTarget("reference", false));
    }

    @Test
    void aRunNamingNoTargetCountsAsTheReferenceServers() {
        assertThat(SummarisedTarget.of(UNNAMED)).isEqualTo("reference");
        assertThat(SummarisedTarget.byDefault(List.of(UNNAMED, NODE_HELLO)).name()).isEqualTo("reference");
    }

    @Test
    void withoutAReferenceRunTheNewestRunsTargetIsTheDefault() {
        assertThat(SummarisedTarget.byDefault(List.of(EXTERNAL, NODE_HELLO)))
                .isEqualTo(new SummarisedTarget("external", false));
    }

    @Test
    void theNoteNamesTheTargetWhyAndTheOthersNotSummarised() {
        String note = SummarisedTarget.byDefault(List.of(UNNAMED, REFERENCE_HELLO, NODE_HELLO, EXTERNAL))
                .note(List.of(UNNAMED, REFERENCE_HELLO, NODE_HELLO, EXTERNAL));

        assertThat(note).isEqualTo("The sections and the gate's metrics show the runs of target reference (the"
                + " default when any run measured it). 1 run(s) name no target (recorded before runs named it, or"
                + " without a record) and count as reference's. 2 run(s) of other targets (external: 1, node: 1) are"
                + " listed but not summarised. Summarise another target with target=<name> (mvn -pl reports -am compile"
                + " exec:exec@summary -Dtarget=<name>).");
    }

    @Test
    void theNoteSaysWhenTheTargetWasNamedOrFellBackToTheNewestRuns() {
        assertThat(SummarisedTarget.named("node").note(List.of(REFERENCE_HELLO, NODE_HELLO)))
                .startsWith("The sections and the gate's metrics show the runs of target node (target=node). 1 run(s)"
                        + " of other targets (reference: 1) are listed but not summarised.");
        assertThat(SummarisedTarget.byDefault(List.of(NODE_HELLO, EXTERNAL)).note(List.of(NODE_HELLO, EXTERNAL)))
                .startsWith("The sections and the gate's metrics show the runs of target external (the default: no"
                        + " run measured reference, so the newest run's target).");
    }

    @Test
    void refusesABlankName() {
        assertThatThrownBy(() -> SummarisedTarget.named(" ")).isInstanceOf(IllegalArgumentException.class);
    }
}
