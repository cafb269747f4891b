package loadlab.adapter.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadlab.record.gatling.GatlingRun;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.testkit.FixtureRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The encoder writes what the decoder reads, in Gatling's own bytes. */
class LogEncoderTest {
    private static final Path ORIGINAL = FixtureRun.get().runFolder().resolve("simulation.log");

    @Test
    void readWriteReadGivesIdenticalRecords(@TempDir Path dir) {
        SimulationLog decoded = LogDecoder.read(ORIGINAL);
        Path copy = dir.resolve("simulation.log");
        LogEncoder.write(copy, decoded);

        SimulationLog again = LogDecoder.read(copy);

        assertThat(again.header()).isEqualTo(decoded.header());
        assertThat(again.records()).containsExactlyElementsOf(decoded.records());
    }

    @Test
    void writingADecodedLogGivesGatlingsBytesBack(@TempDir Path dir) throws IOException {
        Path copy = dir.resolve("simulation.log");
        LogEncoder.write(copy, LogDecoder.read(ORIGINAL));
        assertThat(Files.readAllBytes(copy)).isEqualTo(Files.readAllBytes(ORIGINAL));
    }

    @Test
    void gatlingsReaderReadsTheWrittenLogAsTheOriginal(@TempDir Path dir) throws IOException {
        Path run = Files.createDirectories(dir.resolve(FixtureRun.get().runFolder().getFileName()));
        LogEncoder.write(run.resolve("simulation.log"), LogDecoder.read(ORIGINAL));

        GatlingRun written = new GatlingRunReader().read(run);
        GatlingRun original = new GatlingRunReader().read(FixtureRun.get().runFolder());

        assertThat(written.runStart()).isEqualTo(original.runStart());
        assertThat(written.injection()).isEqualTo(original.injection());
        assertThat(written.rows()).extracting(row -> row.path() + " " + row.count() + " " + row.ko() + " " + row.mean())
                .containsExactlyElementsOf(original.rows().stream()
                        .map(row -> row.path() + " " + row.count() + " " + row.ko() + " " + row.mean()).toList());
    }

    @Test
    void aNameIsWrittenOnceThenReferencedByItsCacheIndex(@TempDir Path dir) throws IOException {
        LogString name = LogString.of("Exchange AJAX");
        RunHeader header = LogDecoder.read(ORIGINAL).header();
        Path log = dir.resolve("simulation.log");
        LogEncoder.write(log, new SimulationLog(header, List.of(
                new RequestRecord(List.of(), name, 1, 2, true, LogString.EMPTY),
                new RequestRecord(List.of(), name, 3, 5, true, LogString.EMPTY))));
        Path headerOnly = dir.resolve("header.log");
        LogEncoder.write(headerOnly, new SimulationLog(header, List.of()));

        ByteBuffer records = ByteBuffer.wrap(Files.readAllBytes(log));
        records.position((int) Files.size(headerOnly));
        // kind, group count, name: index 1 then its bytes and coder
        assertThat(records.get()).isEqualTo(LogLayout.REQUEST);
        assertThat(records.getInt()).isZero();
        assertThat(records.getInt()).isEqualTo(1);
        assertThat(records.getInt()).isEqualTo(name.text().length());
        records.position(records.position() + name.text().length() + 1);
        assertThat(List.of(records.getInt(), records.getInt(), (int) records.get())).containsExactly(1, 2, 1);
        // the empty message is cached too: index 2, length 0, no coder byte
        assertThat(List.of(records.getInt(), records.getInt())).containsExactly(2, 0);
        // second record: both strings by their negated index
        assertThat(records.get()).isEqualTo(LogLayout.REQUEST);
        assertThat(List.of(records.getInt(), records.getInt())).containsExactly(0, -1);
        assertThat(List.of(records.getInt(), records.getInt(), (int) records.get(), records.getInt()))
                .containsExactly(3, 5, 1, -2);
        assertThat(records.hasRemaining()).isFalse();
    }

    @Test
    void assertionsKeepTheirLengthPrefix(@TempDir Path dir) {
        RunHeader header = LogDecoder.read(ORIGINAL).header();
        List<AssertionBytes> assertions = List.of(new AssertionBytes(new byte[] {1, 2, 3}), new AssertionBytes(new byte[] {4}));
        RunHeader withAssertions = new RunHeader(header.gatlingVersion(), header.simulationClass(), header.runStart(),
                header.description(), header.scenarios(), assertions);
        Path log = dir.resolve("simulation.log");
        LogEncoder.write(log, new SimulationLog(withAssertions, List.of(new UserRecord(0, true, 7))));

        SimulationLog read = LogDecoder.read(log);

        assertThat(read.header().assertions()).containsExactlyElementsOf(assertions);
        assertThat(read.records()).containsExactly(new UserRecord(0, true, 7));
    }

    @Test
    void neverOverwritesAFile(@TempDir Path dir) throws IOException {
        Path existing = Files.writeString(dir.resolve("simulation.log"), "keep");
        assertThatThrownBy(() -> LogEncoder.write(existing, LogDecoder.read(ORIGINAL)))
                .isInstanceOf(UncheckedIOException.class);
        assertThat(Files.readString(existing)).isEqualTo("keep");
    }
}
