package loadlab.server.fuzz;

import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;

/**
 * A seeded corpus of generated cases for a {@code @ParameterizedTest(name = "{0}")} with a
 * {@code @MethodSource}. Every corpus is drawn from one fixed seed, so each build sends the same
 * inputs, and each case is named after the seed, its number and its input (a failure repeats the
 * name, see {@link ShowsCaseOnFailure}). The same seed draws the same cases in the same order.
 *
 * <p>For a longer or different local run, override the seed, the number of cases, or both:
 * <pre>mvn -B -pl server -am verify -Dtest='Hostile*' -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dfuzz.seed=12345 -Dfuzz.tries=5000</pre>
 * {@code fuzz.seed} takes a decimal or 0x hex long; {@code fuzz.tries} replaces every test's own
 * count. Without them the build runs {@link #DEFAULT_SEED} and the counts the tests state.
 */
final class Corpus {
    static final long DEFAULT_SEED = 0x10AD1ABL;
    static final long SEED = Long.getLong("fuzz.seed", DEFAULT_SEED);
    private static final Integer TRIES = Integer.getInteger("fuzz.tries");
    private static final int MAX_SHOWN = 300;

    private Corpus() {
    }

    /**
     * {@code tries} cases from {@code gen}, named "seed S #i: input" with the input as
     * {@code shown} prints it. The corpus name keeps two corpora of one seed apart.
     */
    static <T> Stream<Named<T>> of(String name, int tries, Gen<T> gen, Function<? super T, String> shown) {
        SplittableRandom random = new SplittableRandom(SEED ^ name.hashCode());
        return IntStream.range(0, TRIES == null ? tries : TRIES).mapToObj(index -> {
            T input = gen.next(random);
            return Named.of("seed " + SEED + " #" + index + ": " + abbreviate(shown.apply(input)), input);
        });
    }

    static String abbreviate(String text) {
        return text.length() <= MAX_SHOWN ? text : text.substring(0, MAX_SHOWN) + "...";
    }
}
