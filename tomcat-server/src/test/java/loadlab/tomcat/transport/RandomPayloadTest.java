package loadlab.tomcat.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class RandomPayloadTest {

    @Test
    void usesEveryCharacterOfTheAlphabetAndNothingElse() {
        byte[] payload = new byte[100_000];
        RandomPayload.fill(payload, 0, payload.length);

        boolean[] seen = new boolean[128];
        for (byte b : payload) {
            assertThat(Arrays.binarySearch(sortedAlphabet(), b)).isNotNegative();
            seen[b] = true;
        }
        for (byte b : RandomPayload.ALPHABET) {
            assertThat(seen[b]).as("character %s", (char) b).isTrue();
        }
    }

    @Test
    void drawsTheCharactersEvenly() {
        byte[] payload = new byte[620_000];
        RandomPayload.fill(payload, 0, payload.length);
        int[] counts = new int[128];
        for (byte b : payload) {
            counts[b]++;
        }
        for (byte b : RandomPayload.ALPHABET) {
            // 10 000 expected per character; 8 % either way is over 25 standard deviations.
            assertThat(counts[b]).isBetween(9_200, 10_800);
        }
    }

    @Test
    void writesOnlyTheRangeItIsGiven() {
        byte[] payload = new byte[10];
        RandomPayload.fill(payload, 2, 5);

        assertThat(payload[0]).isZero();
        assertThat(payload[1]).isZero();
        assertThat(payload[7]).isZero();
        assertThat(payload[6]).isNotZero();
    }

    private static byte[] sortedAlphabet() {
        byte[] sorted = RandomPayload.ALPHABET.clone();
        Arrays.sort(sorted);
        return sorted;
    }
}
