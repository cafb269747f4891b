package loadlab.server.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A generator of test input drawn from a seeded {@link SplittableRandom}: the same random state
 * gives the same value, so a corpus built from a fixed seed is the same on every run. Numbers
 * land on their edges (minimum, maximum) one draw in four and are often small; sizes are at their
 * minimum, often empty, one draw in sixteen, so a corpus is not mostly repeats of the empty case.
 */
@FunctionalInterface
interface Gen<T> {

    T next(SplittableRandom random);

    default <R> Gen<R> map(Function<? super T, ? extends R> mapper) {
        return random -> mapper.apply(next(random));
    }

    /** Draws again until a value passes; the predicate must pass often. */
    default Gen<T> filter(Predicate<? super T> keep) {
        return random -> {
            T value = next(random);
            while (!keep.test(value)) {
                value = next(random);
            }
            return value;
        };
    }

    default Gen<List<T>> list(int maxSize) {
        return random -> {
            int size = size(random, 0, maxSize);
            List<T> values = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                values.add(next(random));
            }
            return values;
        };
    }

    static <T> Gen<T> constant(T value) {
        return random -> value;
    }

    @SafeVarargs
    static <T> Gen<T> of(T... values) {
        List<T> choices = List.of(values);
        return random -> choices.get(random.nextInt(choices.size()));
    }

    @SafeVarargs
    static <T> Gen<T> oneOf(Gen<? extends T>... gens) {
        List<Gen<? extends T>> choices = List.of(gens);
        return random -> choices.get(random.nextInt(choices.size())).next(random);
    }

    /** Picks a generator with probability proportional to its weight. */
    @SafeVarargs
    static <T> Gen<T> frequency(Weighted<? extends T>... choices) {
        List<Weighted<? extends T>> weighted = List.of(choices);
        int total = weighted.stream().mapToInt(Weighted::weight).sum();
        return random -> {
            int ticket = random.nextInt(total);
            for (Weighted<? extends T> choice : weighted) {
                ticket -= choice.weight();
                if (ticket < 0) {
                    return choice.gen().next(random);
                }
            }
            throw new IllegalStateException("weights changed");
        };
    }

    static <T> Weighted<T> weight(int weight, Gen<T> gen) {
        return new Weighted<>(weight, gen);
    }

    static Gen<Integer> ints(int min, int max) {
        return longs(min, max).map(Long::intValue);
    }

    /** From min to max inclusive: an edge, a number of random bit length, or any number. */
    static Gen<Long> longs(long min, long max) {
        return random -> switch (random.nextInt(8)) {
            case 0 -> min;
            case 1 -> max;
            case 2, 3 -> {
                long small = random.nextLong() >> random.nextInt(64);
                yield small >= min && small <= max ? small : uniform(random, min, max);
            }
            default -> uniform(random, min, max);
        };
    }

    /** Strings of chars taken from {@code chars}. */
    static Gen<String> strings(String chars, int minLength, int maxLength) {
        return random -> {
            char[] text = new char[size(random, minLength, maxLength)];
            for (int i = 0; i < text.length; i++) {
                text[i] = chars.charAt(random.nextInt(chars.length()));
            }
            return new String(text);
        };
    }

    /** Strings of chars from {@code first} to {@code last} inclusive. */
    static Gen<String> strings(char first, char last, int minLength, int maxLength) {
        return random -> {
            char[] text = new char[size(random, minLength, maxLength)];
            for (int i = 0; i < text.length; i++) {
                text[i] = (char) random.nextInt(first, last + 1);
            }
            return new String(text);
        };
    }

    /** Any chars: controls, Latin-1, the whole BMP, surrogate pairs and lone surrogates. */
    static Gen<String> unicode(int maxLength) {
        return random -> {
            int length = size(random, 0, maxLength);
            StringBuilder text = new StringBuilder();
            while (text.length() < length) {
                switch (random.nextInt(8)) {
                    case 0, 1 -> text.append((char) random.nextInt(0x80));
                    case 2, 3 -> text.append((char) random.nextInt(0x100));
                    case 4, 5 -> text.append((char) random.nextInt(0x10000));
                    case 6 -> text.appendCodePoint(random.nextInt(0x10000, 0x110000));
                    default -> text.append((char) random.nextInt(0xD800, 0xE000));
                }
            }
            text.setLength(length); // a pair cut in two is one more lone surrogate
            return text.toString();
        };
    }

    static Gen<byte[]> bytes(int maxSize) {
        return random -> {
            byte[] bytes = new byte[size(random, 0, maxSize)];
            random.nextBytes(bytes);
            return bytes;
        };
    }

    private static int size(SplittableRandom random, int min, int max) {
        return switch (random.nextInt(16)) {
            case 0 -> min;
            case 1 -> max;
            default -> max > min ? random.nextInt(min + 1, max + 1) : min;
        };
    }

    private static long uniform(SplittableRandom random, long min, long max) {
        if (max < Long.MAX_VALUE) {
            return random.nextLong(min, max + 1);
        }
        return min == Long.MIN_VALUE ? random.nextLong() : random.nextLong(min - 1, max) + 1;
    }

    /** A generator and how often {@link #frequency} picks it relative to the others. */
    record Weighted<T>(int weight, Gen<T> gen) {
    }
}
