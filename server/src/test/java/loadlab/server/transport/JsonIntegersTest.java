package loadlab.server.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.json.tree.JsonNode;
import java.math.BigInteger;
import loadlab.wire.BadInputException;
import loadlab.wire.Exchange;
import org.junit.jupiter.api.Test;

/** The rule both framings use for {@code idx} and {@code size} in a client's message. */
class JsonIntegersTest {
    private static BadInputException bad() {
        return new BadInputException("bad_idx", "idx must be an integer");
    }

    @Test
    void takesAnIntegerAndAnIntegralDoubleAlike() {
        assertThat(JsonIntegers.of(JsonNode.createNumberNode(7), JsonIntegersTest::bad)).isEqualTo(7);
        assertThat(JsonIntegers.of(JsonNode.createNumberNode(7.0), JsonIntegersTest::bad)).isEqualTo(7);
        assertThat(JsonIntegers.of(JsonNode.createNumberNode(Exchange.MAX_IDX), JsonIntegersTest::bad))
                .isEqualTo(Exchange.MAX_IDX);
    }

    @Test
    void refusesAFractionAHugeNumberAndAString() {
        assertThatThrownBy(() -> JsonIntegers.of(JsonNode.createNumberNode(1.5), JsonIntegersTest::bad))
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> JsonIntegers.of(JsonNode.createNumberNode(BigInteger.TEN.pow(30)), JsonIntegersTest::bad))
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> JsonIntegers.of(JsonNode.createNumberNode(1e300), JsonIntegersTest::bad))
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> JsonIntegers.of(JsonNode.createStringNode("7"), JsonIntegersTest::bad))
                .isInstanceOf(BadInputException.class);
    }

    @Test
    void aMissingOrNullFieldTakesTheDefault() {
        assertThat(JsonIntegers.orElse(null, 4096, JsonIntegersTest::bad)).isEqualTo(4096);
        assertThat(JsonIntegers.orElse(JsonNode.nullNode(), 4096, JsonIntegersTest::bad)).isEqualTo(4096);
    }
}
