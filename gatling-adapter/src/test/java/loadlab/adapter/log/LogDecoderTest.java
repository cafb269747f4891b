package loadlab.adapter.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gatling.commons.util.GatlingVersion;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadlab.record.gatling.GatlingRun;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.testkit.FixtureRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The decoder against a real Gatling 3.15.1 log, and against logs it must refuse. */
class LogDecoderTest {
    private static Path log;
    private static SimulationLog decoded;
    private static GatlingRun asGatlingReadsIt;

    @BeforeAll
    static void decodeTheFixtureRun() {
        log = FixtureRun.get().runFolder().resolve("simulation.log");
        decoded = LogDecoder.read(log);
        asGatlingReadsIt = new GatlingRunReader().read(FixtureRun.get().runFolder());
    }

    @Test
    void decodesTheVersionOfGatlingOnTheClasspath() {
        assertThat(LogLayout.GATLING_VERSION).isEqualTo(GatlingVersion.ThisVersion().fullVersion());
        assertThat(decoded.header().gatlingVersion().text()).isEqualTo(LogLayout.GATLING_VERSION);
    }

    @Test
    void headerCarriesWhatGatlingsReaderReads() {
        RunHeader header = decoded.header();
        assertThat(header.simulationClass().text()).isEqualTo(asGatlingReadsIt.simulationClass());
        assertThat(header.runStart()).isEqualTo(asGatlingReadsIt.runStart());
        assertThat(header.scenarios()).extracting(LogString::text).containsExactlyElementsOf(asGatlingReadsIt.scenarios());
        assertThat(header.assertions()).hasSize(2);
    }

    @Test
    void requestRecordsAreTheRequestsOfTheReport() {
        List<RequestRecord> requests = records(RequestRecord.class);
        assertThat(requests).hasSize((int) asGatlingReadsIt.all().count());
        assertThat(requests.stream().filter(request -> !request.ok())).hasSize((int) asGatlingReadsIt.all().ko());
        assertThat(requests).filteredOn(request -> request.name().text().equals("Exchange Fresh AJAX"))
                .allSatisfy(request -> assertThat(request.groups()).extracting(LogString::text)
                        .containsExactly("Fresh AJAX x4"));
        assertThat(requests).filteredOn(request -> !request.ok())
                .allSatisfy(request -> assertThat(request.message().text()).contains("status"));
        assertThat(requests).allSatisfy(request -> assertThat(request.end()).isGreaterThanOrEqualTo(request.start()));
    }

    @Test
    void everyUserStartsAndEndsOnce() {
        List<UserRecord> users = records(UserRecord.class);
        assertThat(users.stream().filter(UserRecord::start)).hasSize(6);
        assertThat(users.stream().filter(user -> !user.start())).hasSize(6);
        assertThat(users).allSatisfy(user -> assertThat(user.scenario()).isZero());
    }

    @Test
    void groupRecordsCarryTheirCumulatedResponseTime() {
        List<GroupRecord> groups = records(GroupRecord.class);
        assertThat(groups).hasSize(12);
        assertThat(groups).allSatisfy(group -> assertThat(group.cumulatedResponseTime())
                .isBetween(0, group.end() - group.start()));
    }

    @Test
    void logOfAnotherGatlingVersionIsRefused(@TempDir Path dir) {
        Path other = dir.resolve("simulation.log");
        LogEncoder.write(other, new SimulationLog(decoded.header().withGatlingVersion("3.14.0"), decoded.records()));
        assertThatThrownBy(() -> LogDecoder.read(other))
                .isInstanceOf(LogFormatException.class)
                .hasMessageContaining("written by Gatling 3.14.0")
                .hasMessageContaining("only logs of Gatling 3.15.1");
    }

    @Test
    void logCutInsideAnyRecordIsRefused(@TempDir Path dir) throws IOException {
        byte[] whole = Files.readAllBytes(log);
        List<Integer> boundaries = RecordBoundaries.of(decoded);
        Path cut = dir.resolve("simulation.log");
        int refused = 0;
        for (int length = 1; length < whole.length; length++) {
            if (boundaries.contains(length)) {
                continue;
            }
            Files.write(cut, Arrays.copyOf(whole, length));
            assertThatThrownBy(() -> LogDecoder.read(cut)).as("cut at byte %d of %d", length, whole.length)
                    .isInstanceOf(LogFormatException.class)
                    .hasMessageContaining("cut short");
            refused++;
        }
        assertThat(refused).isEqualTo(whole.length - boundaries.size());
    }

    @Test
    void textLogOfAnOlderGatlingIsRefused(@TempDir Path dir) throws IOException {
        Path text = dir.resolve("simulation.log");
        Files.writeString(text, "RUN\tloadlab.Old\told\t1700000000000\t \t3.11.5\n");
        assertThatThrownBy(() -> LogDecoder.read(text))
                .isInstanceOf(LogFormatException.class)
                .hasMessageContaining("not a binary simulation.log");
    }

    @Test
    void aCountLargerThanTheBytesLeftIsRefusedWithoutAllocating(@TempDir Path dir) throws IOException {
        // Each log: a run record's kind, the bytes below, then 8 bytes; every count is 2^31 - 1.
        Map<String, LogBytes> crafted = new LinkedHashMap<>();
        crafted.put("string length 2147483647 needs at least 2147483648 bytes, only 8 left in the run header",
                out -> out.writeInt(Integer.MAX_VALUE));
        crafted.put("scenario count 2147483647 needs at least 8589934588 bytes, only 8 left in the run header", out -> {
            header(out);
            out.writeInt(Integer.MAX_VALUE);
        });
        crafted.put("assertion count 2147483647 needs at least 8589934588 bytes, only 8 left in the run header", out -> {
            header(out);
            out.writeInt(0);
            out.writeInt(Integer.MAX_VALUE);
        });
        crafted.put("assertion byte count 2147483647 needs at least 2147483647 bytes, only 8 left in the run header", out -> {
            header(out);
            out.writeInt(0);
            out.writeInt(1);
            out.writeInt(Integer.MAX_VALUE);
        });
        // Sized by its count, this record's group list alone was an OutOfMemoryError.
        crafted.put("group count 2147483647 needs at least 8589934588 bytes, only 8 left after 0 complete records", out -> {
            header(out);
            out.writeInt(0);
            out.writeInt(0);
            out.writeByte(LogLayout.REQUEST);
            out.writeInt(Integer.MAX_VALUE);
        });
        int n = 0;
        for (Map.Entry<String, LogBytes> log : crafted.entrySet()) {
            Path file = dir.resolve(n++ + ".log");
            try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(file))) {
                out.writeByte(LogLayout.RUN);
                log.getValue().write(out);
                out.write(new byte[8]);
            }
            assertThatThrownBy(() -> LogDecoder.read(file)).as(log.getKey())
                    .isInstanceOf(LogFormatException.class)
                    .hasMessage(file + ": " + log.getKey()
                            + ": corrupt, or cut short (run killed, still going, or copy incomplete)");
        }
    }

    @Test
    void anEmptyFileIsRefusedAsEmpty(@TempDir Path dir) throws IOException {
        Path empty = Files.createFile(dir.resolve("simulation.log"));
        assertThatThrownBy(() -> LogDecoder.read(empty)).isInstanceOf(LogFormatException.class)
                .hasMessage(empty + ": malformed: empty (0 bytes): no run header");
    }

    /** The run header up to its scenario count: this Gatling's version, a simulation, a start, no description. */
    private static void header(DataOutputStream out) throws IOException {
        LogString.of(LogLayout.GATLING_VERSION).writeTo(out);
        LogString.of("loadlab.Crafted").writeTo(out);
        out.writeLong(1_764_000_000_000L);
        LogString.EMPTY.writeTo(out);
    }

    @FunctionalInterface
    private interface LogBytes {
        void write(DataOutputStream out) throws IOException;
    }

    private static <T extends LogRecord> List<T> records(Class<T> kind) {
        return decoded.records().stream().filter(kind::isInstance).map(kind::cast).toList();
    }
}
