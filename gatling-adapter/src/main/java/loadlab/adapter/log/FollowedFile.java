package loadlab.adapter.log;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.BooleanSupplier;

/**
 * A file another process is still appending to, read as a stream that waits at its end while the writer is
 * at it: Gatling writes {@code simulation.log} through a buffer of a few kilobytes, so its end may cut a
 * record anywhere, and the rest comes when the buffer next fills or the run ends.
 */
final class FollowedFile extends InputStream {
    private final FileChannel file;
    private final BooleanSupplier written;
    private final long pollMillis;

    FollowedFile(Path path, BooleanSupplier written, long pollMillis) throws IOException {
        this.file = FileChannel.open(path, StandardOpenOption.READ);
        this.written = written;
        this.pollMillis = pollMillis;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        while (true) {
            // Asked before the read: a writer that is done has written all it will, so an empty read after
            // that is the end (asked after, its last bytes could land between the read and the question).
            boolean stillWritten = written.getAsBoolean();
            int n = file.read(ByteBuffer.wrap(b, off, len));
            if (n > 0) {
                return n;
            }
            if (!stillWritten) {
                return -1;
            }
            try {
                Thread.sleep(pollMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("stopped following the log");
            }
        }
    }

    @Override
    public void close() throws IOException {
        file.close();
    }
}
