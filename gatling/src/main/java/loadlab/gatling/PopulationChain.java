package loadlab.gatling;

import io.gatling.javaapi.core.PopulationBuilder;
import java.util.List;

/** Composition of injected populations shared by the simulations. */
final class PopulationChain {
    private PopulationChain() {
    }

    /** Runs the populations one after the other (each starts when the previous one is done). */
    static PopulationBuilder inSequence(List<PopulationBuilder> populations) {
        if (populations.isEmpty()) {
            throw new IllegalArgumentException("nothing to run");
        }
        PopulationBuilder chain = populations.get(populations.size() - 1);
        for (int i = populations.size() - 2; i >= 0; i--) {
            chain = populations.get(i).andThen(chain);
        }
        return chain;
    }
}
