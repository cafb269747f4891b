package loadlab.adapter.log;

import java.io.IOException;
import java.io.InputStream;

/**
 * A buffer in front of a stream, read by one thread: {@link java.io.BufferedInputStream} takes a lock for every
 * byte, and the decoder reads a log's integers a byte at a time, which made the locks most of a record's cost
 * (docs/live-figures.md, Overhead).
 */
final class ReadBuffer extends InputStream {
    private final InputStream in;
    private final byte[] buffer;
    private int position;
    private int limit;

    ReadBuffer(InputStream in, int size) {
        this.in = in;
        this.buffer = new byte[size];
    }

    @Override
    public int read() throws IOException {
        if (position == limit && !fill()) {
            return -1;
        }
        return buffer[position++] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (position == limit) {
            if (len >= buffer.length) {
                return in.read(b, off, len);
            }
            if (!fill()) {
                return -1;
            }
        }
        int n = Math.min(len, limit - position);
        System.arraycopy(buffer, position, b, off, n);
        position += n;
        return n;
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer, 0, buffer.length);
        if (n <= 0) {
            return false;
        }
        position = 0;
        limit = n;
        return true;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
