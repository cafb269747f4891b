package loadlab.adapter.log;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Reads a Gatling {@value LogLayout#GATLING_VERSION} {@code simulation.log} record by record
 * (layout: {@link LogLayout}). Stricter than Gatling's own reader, which renders whatever precedes
 * a cut: a log that ends inside a record, or was written by another Gatling version, is refused
 * with a {@link LogFormatException}. Every count read (a string's length, scenarios, assertions and
 * their bytes, a record's groups) is held to the bytes left in the file before anything is sized by
 * it, so a corrupt or crafted count is refused the same way instead of exhausting the memory.
 */
public final class LogDecoder implements AutoCloseable {
    /** The fewest bytes a string takes: its length (an empty string is nothing more). */
    private static final int STRING_BYTES = Integer.BYTES;
    /** The fewest bytes a cached string takes: its index (a later use of one already written). */
    private static final int CACHED_BYTES = Integer.BYTES;
    /** The fewest bytes an assertion takes: its length. */
    private static final int ASSERTION_BYTES = Integer.BYTES;
    /**
     * While a log is followed its size says nothing of a record still in the writer's buffer: a count is held
     * to this many bytes instead (Gatling's own strings are names and messages, far below it).
     */
    static final long FOLLOWED_RECORD_BYTES = 1 << 24;

    private final Path log;
    private final Position position;
    private final DataInputStream in;
    private final Map<Integer, LogString> cache = new HashMap<>();
    private final RunHeader header;
    private final boolean followed;
    private long size;
    private long records;

    private LogDecoder(Path log, InputStream file, long size, boolean followed) {
        this.log = log;
        this.position = new Position(file);
        this.in = new DataInputStream(position);
        this.size = size;
        this.followed = followed;
        try {
            this.header = readHeader();
        } catch (IOException | RuntimeException e) {
            close();
            throw failure(e);
        }
    }

    /** Opens the log and reads its run header. */
    public static LogDecoder open(Path log) {
        try {
            long size = Files.size(log);
            return new LogDecoder(log, new ReadBuffer(Files.newInputStream(log), 1 << 16), size, false);
        } catch (IOException e) {
            throw new UncheckedIOException("could not open " + log, e);
        }
    }

    /**
     * Opens a log its writer is still writing and reads its run header, waiting for it: at the end of what is
     * written so far, {@link #next()} waits (looking again every {@code pollMillis}) for the rest of the record
     * while {@code written} says the writer is still at it, and returns null only at a record's end once it is not.
     * A thread blocked in it leaves when interrupted (an {@link UncheckedIOException}).
     */
    public static LogDecoder follow(Path log, BooleanSupplier written, long pollMillis) {
        try {
            return new LogDecoder(log, new ReadBuffer(new FollowedFile(log, written, pollMillis), 1 << 16),
                    FOLLOWED_RECORD_BYTES, true);
        } catch (IOException e) {
            throw new UncheckedIOException("could not open " + log, e);
        }
    }

    /** The whole log in memory. */
    public static SimulationLog read(Path log) {
        try (LogDecoder decoder = open(log)) {
            List<LogRecord> records = new ArrayList<>();
            for (LogRecord record = decoder.next(); record != null; record = decoder.next()) {
                records.add(record);
            }
            return new SimulationLog(decoder.header(), records);
        }
    }

    public RunHeader header() {
        return header;
    }

    public Path log() {
        return log;
    }

    /** The next record, or null at the end of the log. */
    public LogRecord next() {
        try {
            int kind = in.read();
            if (kind < 0) {
                return null;
            }
            LogRecord record = switch (kind) {
                case LogLayout.REQUEST -> new RequestRecord(groups(), cached(), in.readInt(), in.readInt(),
                        in.readBoolean(), cached());
                case LogLayout.USER -> user();
                case LogLayout.GROUP -> new GroupRecord(groups(), in.readInt(), in.readInt(), in.readInt(), in.readBoolean());
                case LogLayout.ERROR -> new ErrorRecord(cached(), in.readInt());
                default -> throw malformed("unknown record kind " + kind + " at record " + (records + 2));
            };
            records++;
            return record;
        } catch (IOException | RuntimeException e) {
            throw failure(e);
        }
    }

    private RunHeader readHeader() throws IOException {
        int kind = in.read();
        if (kind < 0) {
            throw malformed("empty (0 bytes): no run header");
        }
        if (kind != LogLayout.RUN) {
            throw malformed("does not start with a run record: not a binary simulation.log of Gatling 3.13 or later");
        }
        LogString version = string();
        if (!version.text().equals(LogLayout.GATLING_VERSION)) {
            throw new LogFormatException(log, "written by Gatling " + version.text() + "; only logs of Gatling "
                    + LogLayout.GATLING_VERSION + " are read (Gatling's report generator refuses any other)");
        }
        LogString simulation = string();
        long start = in.readLong();
        LogString description = string();
        List<LogString> scenarios = new ArrayList<>();
        for (int i = count("scenario", STRING_BYTES); i > 0; i--) {
            scenarios.add(string());
        }
        List<AssertionBytes> assertions = new ArrayList<>();
        for (int i = count("assertion", ASSERTION_BYTES); i > 0; i--) {
            assertions.add(new AssertionBytes(bytes(count("assertion byte", 1))));
        }
        return new RunHeader(version, simulation, start, description, scenarios, assertions);
    }

    private UserRecord user() throws IOException {
        int scenario = in.readInt();
        if (scenario < 0 || scenario >= header.scenarios().size()) {
            throw malformed("user record names scenario " + scenario + " of " + header.scenarios().size());
        }
        return new UserRecord(scenario, in.readBoolean(), in.readInt());
    }

    private List<LogString> groups() throws IOException {
        int size = count("group", CACHED_BYTES);
        List<LogString> groups = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            groups.add(cached());
        }
        return groups;
    }

    private LogString cached() throws IOException {
        int index = in.readInt();
        if (index >= 0) {
            LogString string = string();
            cache.put(index, string);
            return string;
        }
        LogString string = cache.get(-index);
        if (string == null) {
            throw malformed("cached string " + -index + " used before it was written");
        }
        return string;
    }

    private LogString string() throws IOException {
        int length = in.readInt();
        if (length == 0) {
            return LogString.EMPTY;
        }
        // The bytes, then the coder's byte.
        byte[] value = bytes(bounded("string length", length, length + 1L));
        return LogString.stored(value, in.readByte());
    }

    private byte[] bytes(int length) throws IOException {
        byte[] value = in.readNBytes(length);
        if (value.length < length) {
            throw new EOFException();
        }
        return value;
    }

    /** A count of elements of at least {@code bytesEach} bytes each, refused when they cannot fit in what is left. */
    private int count(String what, int bytesEach) throws IOException {
        int count = in.readInt();
        return bounded(what + " count", count, (long) count * bytesEach);
    }

    /**
     * {@code count}, when not negative and the {@code needed} bytes it stands for are left in the file (a log
     * still being written may have grown since it was opened: its size is read again before refusing).
     */
    private int bounded(String what, int count, long needed) throws IOException {
        if (count < 0) {
            throw malformed("negative " + what + " " + count);
        }
        long left = left(needed);
        if (needed > left) {
            throw new LogFormatException(log, what + " " + count + " needs at least " + needed + " bytes, only " + left
                    + " left " + (header == null ? "in the run header" : "after " + records + " complete records")
                    + ": corrupt, or cut short (run killed, still going, or copy incomplete)");
        }
        return count;
    }

    /** The bytes left in the file; its size read again when fewer than {@code needed} were left at the last look. */
    private long left(long needed) throws IOException {
        if (followed) {
            return FOLLOWED_RECORD_BYTES;
        }
        if (needed > size - position.read) {
            size = Files.size(log);
        }
        return size - position.read;
    }

    private LogFormatException malformed(String reason) {
        return new LogFormatException(log, "malformed: " + reason);
    }

    private RuntimeException failure(Exception e) {
        if (e instanceof LogFormatException format) {
            return format;
        }
        if (e instanceof EOFException) {
            return new LogFormatException(log, "ends inside a record after " + records
                    + " complete records: cut short (run killed, still going, or copy incomplete)", e);
        }
        if (e instanceof IOException io) {
            return new UncheckedIOException("could not read " + log, io);
        }
        if (e instanceof IllegalArgumentException) {
            return malformed(e.getMessage());
        }
        return (RuntimeException) e;
    }

    /** The bytes read so far from the file. */
    private static final class Position extends FilterInputStream {
        private long read;

        Position(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                read++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                read += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            read += skipped;
            return skipped;
        }

        @Override
        public boolean markSupported() {
            return false;
        }
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            throw new UncheckedIOException("could not close " + log, e);
        }
    }
}
