package loadlab.record.latency;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * How the lab keeps a latency distribution: an HdrHistogram of microseconds at three significant
 * digits, stored as its compressed encoding in base64. Histograms of one row from several injectors
 * merge exactly by adding them; percentiles are never averaged.
 */
public final class LatencyHistogram {
    /** Three significant digits: a value is kept to within 0.1 %. */
    public static final int DIGITS = 3;

    private LatencyHistogram() {
    }

    /** An empty histogram that grows to whatever it is given. */
    public static Histogram empty() {
        Histogram histogram = new Histogram(DIGITS);
        histogram.setAutoResize(true);
        return histogram;
    }

    public static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        byte[] bytes = new byte[length];
        buffer.flip();
        buffer.get(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }

    /** The histogram a string of {@link #encode} holds; refused with a clear reason when it holds none. */
    public static Histogram decode(String encoded) {
        try {
            Histogram histogram = Histogram.decodeFromCompressedByteBuffer(
                    ByteBuffer.wrap(Base64.getDecoder().decode(encoded)), 0);
            histogram.setAutoResize(true);
            return histogram;
        } catch (DataFormatException | IllegalArgumentException | java.nio.BufferUnderflowException e) {
            throw new IllegalArgumentException("not an encoded latency histogram: " + e.getMessage(), e);
        }
    }

    /** The sum of the histograms: the distribution of every value any of them holds. */
    public static Histogram sum(Iterable<Histogram> histograms) {
        Histogram sum = empty();
        histograms.forEach(sum::add);
        return sum;
    }
}
