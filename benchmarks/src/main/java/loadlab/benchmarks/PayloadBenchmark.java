package loadlab.benchmarks;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import loadlab.server.transport.RandomPayload;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The exchange's fresh random data: {@link RandomPayload} (ten characters from one
 * {@code nextLong()}, written into a byte array) against the usual way, one {@code nextInt(62)}
 * per character into a {@code StringBuilder}, then encoded.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PayloadBenchmark {
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
