package loadlab.benchmarks;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.ThreadLocalRandom;
import loadlab.wire.RandomPayload;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The exchange's fresh random data: {@link RandomPayload} (ten characters from one
 * {@code nextLong()}, written into a byte array) against the usual way, one {@code nextInt(62)}
 * per character into a {@code StringBuilder}, then encoded.
 */
public class PayloadBenchmark extends HotPathBenchmark {
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

    @Param({"4096"})
    int size;

    private byte[] target;

    @Setup
    public void allocate() {
        target = new byte[size];
    }

    @Benchmark
    public byte[] randomPayloadInPlace() {
        RandomPayload.fill(target, 0, size);
        return target;
    }

    @Benchmark
    public byte[] charByCharString() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        StringBuilder text = new StringBuilder(size);
        for (int i = 0; i < size; i++) {
            text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }
}
