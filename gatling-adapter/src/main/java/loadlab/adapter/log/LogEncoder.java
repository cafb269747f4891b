package loadlab.adapter.log;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a {@code simulation.log} in the layout Gatling {@value LogLayout#GATLING_VERSION} writes
 * ({@link LogLayout}), with its own string cache numbered from 1 in order of first use, as
 * Gatling's writer numbers it: a log decoded and written again comes out byte for byte the same.
 * Creates a new file; never overwrites.
 */
public final class LogEncoder implements AutoCloseable {
    private final Path log;
    private final DataOutputStream out;
    private final Map<LogString, Integer> cache = new HashMap<>();

    private LogEncoder(Path log, DataOutputStream out) {
        this.log = log;
        this.out = out;
    }

    /** Creates the file and writes the run header. */
    public static LogEncoder create(Path log, RunHeader header) {
        DataOutputStream out;
        try {
            out = new DataOutputStream(new BufferedOutputStream(
                    Files.newOutputStream(log, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), 1 << 16));
        } catch (IOException e) {
            throw new UncheckedIOException("could not create " + log, e);
        }
        LogEncoder encoder = new LogEncoder(log, out);
        try {
            encoder.writeHeader(header);
            return encoder;
        } catch (IOException e) {
            encoder.close();
            throw new UncheckedIOException("could not write " + log, e);
        }
    }

    /** The whole log to a new file. */
    public static void write(Path log, SimulationLog content) {
        try (LogEncoder encoder = create(log, content.header())) {
            content.records().forEach(encoder::write);
        }
    }

    public void write(LogRecord record) {
        writing(() -> {
            if (record instanceof RequestRecord request) {
                request(request);
            } else if (record instanceof UserRecord user) {
                user(user);
            } else if (record instanceof GroupRecord group) {
                group(group);
            } else if (record instanceof ErrorRecord error) {
                error(error);
            }
        });
    }

    // One method per record kind, field by field in the order LogDecoder reads them back.

    private void request(RequestRecord request) throws IOException {
        out.writeByte(LogLayout.REQUEST);
        groups(request.groups());
        cached(request.name());
        span(request.start(), request.end());
        out.writeBoolean(request.ok());
        cached(request.message());
    }

    private void user(UserRecord user) throws IOException {
        out.writeByte(LogLayout.USER);
        out.writeInt(user.scenario());
        out.writeBoolean(user.start());
        out.writeInt(user.timestamp());
    }

    private void group(GroupRecord group) throws IOException {
        out.writeByte(LogLayout.GROUP);
        groups(group.groups());
        span(group.start(), group.end());
        out.writeInt(group.cumulatedResponseTime());
        out.writeBoolean(group.ok());
    }

    private void error(ErrorRecord error) throws IOException {
        out.writeByte(LogLayout.ERROR);
        cached(error.message());
        out.writeInt(error.timestamp());
    }

    private void writeHeader(RunHeader header) throws IOException {
        out.writeByte(LogLayout.RUN);
        header.gatlingVersion().writeTo(out);
        header.simulationClass().writeTo(out);
        out.writeLong(header.runStart());
        header.description().writeTo(out);
        out.writeInt(header.scenarios().size());
        for (LogString scenario : header.scenarios()) {
            scenario.writeTo(out);
        }
        out.writeInt(header.assertions().size());
        for (AssertionBytes assertion : header.assertions()) {
            // The length prefix is part of the layout: the reader sizes each assertion by it.
            out.writeInt(assertion.length());
            out.write(assertion.bytes());
        }
    }

    /** A request's or a group's start and end, in milliseconds from the run's start. */
    private void span(int start, int end) throws IOException {
        out.writeInt(start);
        out.writeInt(end);
    }

    private void groups(List<LogString> groups) throws IOException {
        out.writeInt(groups.size());
        for (LogString group : groups) {
            cached(group);
        }
    }

    private void cached(LogString string) throws IOException {
        Integer index = cache.get(string);
        if (index != null) {
            out.writeInt(-index);
            return;
        }
        int next = cache.size() + 1;
        cache.put(string, next);
        out.writeInt(next);
        string.writeTo(out);
    }

    @Override
    public void close() {
        writing(out::close);
    }

    /** A step of writing the log; an I/O failure becomes unchecked and names the log. */
    private void writing(LogStep step) {
        try {
            step.run();
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + log, e);
        }
    }

    @FunctionalInterface
    private interface LogStep {
        void run() throws IOException;
    }
}
