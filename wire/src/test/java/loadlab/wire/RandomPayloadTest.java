package loadlab.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RandomPayloadTest {
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

    @Test
    void writesOnlyAlphanumericCharacters() {
        assertThat(payload(100_000)).matches("[A-Za-z0-9]{100000}");
    }

    @Test
    void usesEveryCharacterOfTheAlphabet() {
        Set<Character> seen = new HashSet<>();
        for (char c : payload(100_000).toCharArray()) {
            seen.add(c);
        }

        assertThat(seen).hasSize(ALPHABET.length());
    }

    @Test
    void drawsTheCharactersEvenly() {
        int[] counts = new int[128];
        for (char c : payload(620_000).toCharArray()) {
            counts[c]++;
        }
        for (char c : ALPHABET.toCharArray()) {
            // 10 000 expected per character; 8 % either way is over 25 standard deviations.
            assertThat(counts[c]).as("character %s", c).isBetween(9_200, 10_800);
        }
    }

    @Test
    void fillsExactlyTheRequestedRange() {
        byte[] target = new byte[20];
        Arrays.fill(target, (byte) '#');

        RandomPayload.fill(target, 5, 10);

        String text = new String(target, StandardCharsets.US_ASCII);
        assertThat(text).startsWith("#####").endsWith("#####");
        assertThat(text.substring(5, 15)).matches("[A-Za-z0-9]{10}");
    }

    @Test
    void fillsNothingForLengthZero() {
        byte[] target = {'#', '#'};

        RandomPayload.fill(target, 1, 0);

        assertThat(target).containsExactly('#', '#');
    }

    @Test
    void fillsLengthsThatAreNotMultiplesOfTen() {
        for (int length = 1; length <= 23; length++) {
            assertThat(payload(length)).matches("[A-Za-z0-9]{" + length + "}");
        }
    }

    @Test
    void givesFreshCharactersOnEveryCall() {
        assertThat(payload(64)).isNotEqualTo(payload(64));
    }

    private static String payload(int length) {
        byte[] target = new byte[length];
        RandomPayload.fill(target, 0, length);
        return new String(target, StandardCharsets.US_ASCII);
    }
}
