package loadlab.adapter.log;

import boopickle.PickleState$;
import boopickle.PickleState;
import boopickle.UnpickleState$;
import io.gatling.commons.stats.assertion.Assertion;
import io.gatling.commons.stats.assertion.Target;
import io.gatling.shared.model.assertion.AssertionPicklers$;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Gatling's own pickler for the assertions in a run header (gatling-shared-model, the code its
 * writer and reader use), so the merge can tell what an assertion measures without a decoder of
 * its own. Pinned with the Gatling version, as the log layout is.
 */
public final class AssertionCodec {
    private AssertionCodec() {
    }

    public static Assertion decode(AssertionBytes bytes) {
        try {
            // boopickle writes little-endian; a wrapped buffer reads big-endian unless told.
            return AssertionPicklers$.MODULE$.AssertionPickler().unpickle(UnpickleState$.MODULE$.apply(
                    ByteBuffer.wrap(bytes.bytes()).order(ByteOrder.LITTLE_ENDIAN)));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("an assertion of the run header cannot be read: " + e, e);
        }
    }

    public static AssertionBytes encode(Assertion assertion) {
        PickleState state = PickleState$.MODULE$.pickleStateSpeed();
        AssertionPicklers$.MODULE$.AssertionPickler().pickle(assertion, state);
        ByteBuffer buffer = state.toByteBuffer();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return new AssertionBytes(bytes);
    }

    /**
     * True for an assertion on an absolute count or a mean rate: a total that grows with the load.
     * Each injector of a split run asserts its own share of it, which the merged totals cannot meet;
     * percentages and response times hold for the merged run as for each part.
     */
    public static boolean scalesWithLoad(AssertionBytes bytes) {
        Target target = decode(bytes).target();
        return target instanceof Target.Count || target == Target.MeanRequestsPerSecond$.MODULE$;
    }
}
