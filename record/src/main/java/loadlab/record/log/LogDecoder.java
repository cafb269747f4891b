package loadlab.record.log;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a Gatling {@value LogLayout#GATLING_VERSION} {@code simulation.log} record by record
 * (layout: {@link LogLayout}). Stricter than Gatling's own reader, which renders whatever precedes
 * a cut: a log that ends inside a record, or was written by another Gatling version, is refused
 * with a {@link LogFormatException}.
 */
public final class LogDecoder implements AutoCloseable {
    private final Path log;
    private final DataInputStream in;
    private final Map<Integer, LogString> cache = new HashMap<>();
    private final RunHeader header;
    private long records;

    private LogDecoder(Path log, DataInputStream in) {
        this.log = log;
        this.in = in;
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
            return new LogDecoder(log, new DataInputStream(new BufferedInputStream(Files.newInputStream(log), 1 << 16)));
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
        for (int i = count("scenario"); i > 0; i--) {
            scenarios.add(string());
        }
        List<AssertionBytes> assertions = new ArrayList<>();
        for (int i = count("assertion"); i > 0; i--) {
            assertions.add(new AssertionBytes(bytes(count("assertion byte"))));
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
        int size = count("group");
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
        int length = count("string length");
        if (length == 0) {
            return LogString.EMPTY;
        }
        byte[] value = bytes(length);
        return LogString.stored(value, in.readByte());
    }

    private byte[] bytes(int length) throws IOException {
        byte[] value = in.readNBytes(length);
        if (value.length < length) {
            throw new EOFException();
        }
        return value;
    }

    private int count(String what) throws IOException {
        int count = in.readInt();
        if (count < 0) {
            throw malformed("negative " + what + " count " + count);
        }
        return count;
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

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            throw new UncheckedIOException("could not close " + log, e);
        }
    }
}
