package loadlab.adapter.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import loadlab.testkit.FixtureRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A log followed while it is written, in pieces that cut records anywhere, as Gatling's buffered writer does. */
class LogFollowTest {
    private static final long POLL_MILLIS = 5;

    @Test
    void aFollowedLogYieldsEveryRecordOfTheFinishedLogWhateverItsWritesCut(@TempDir Path dir) throws Exception {
        byte[] whole = Files.readAllBytes(FixtureRun.get().runFolder().resolve("simulation.log"));
        SimulationLog finished = LogDecoder.read(FixtureRun.get().runFolder().resolve("simulation.log"));
        for (int piece : new int[] {1, 7, 100, 8192}) {
            Path log = dir.resolve("simulation-" + piece + ".log");
            Files.createFile(log);
            AtomicBoolean written = new AtomicBoolean(true);
            CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> writeInPieces(log, whole, piece, written));
            List<LogRecord> followed = new ArrayList<>();
            try (LogDecoder decoder = LogDecoder.follow(log, written::get, POLL_MILLIS)) {
                assertThat(decoder.header()).isEqualTo(finished.header());
                for (LogRecord record = decoder.next(); record != null; record = decoder.next()) {
                    followed.add(record);
                }
            }
            writer.get(30, TimeUnit.SECONDS);
            assertThat(followed).as("pieces of %d bytes", piece).containsExactlyElementsOf(finished.records());
        }
    }

    @Test
    void aFollowedLogWaitsAtItsEndUntilTheWriterIsDone(@TempDir Path dir) throws Exception {
        Path source = FixtureRun.get().runFolder().resolve("simulation.log");
        byte[] whole = Files.readAllBytes(source);
        SimulationLog finished = LogDecoder.read(source);
        Path log = dir.resolve("simulation.log");
        Files.write(log, whole);
        AtomicBoolean written = new AtomicBoolean(true);
        try (LogDecoder decoder = LogDecoder.follow(log, written::get, POLL_MILLIS)) {
            for (int i = 0; i < finished.records().size(); i++) {
                assertThat(decoder.next()).isEqualTo(finished.records().get(i));
            }
            CompletableFuture<LogRecord> waiting = CompletableFuture.supplyAsync(decoder::next);
            Thread.sleep(100);
            assertThat(waiting).as("nothing more yet, and the writer is still at it").isNotDone();
            written.set(false);
            assertThat(waiting.get(10, TimeUnit.SECONDS)).as("the writer is done: the end").isNull();
        }
    }

    @Test
    void aLogCutInsideARecordWhenItsWriterIsDoneIsRefusedAsCutShort(@TempDir Path dir) throws IOException {
        byte[] whole = Files.readAllBytes(FixtureRun.get().runFolder().resolve("simulation.log"));
        Path log = dir.resolve("simulation.log");
        Files.write(log, Arrays.copyOf(whole, whole.length - 3));
        try (LogDecoder decoder = LogDecoder.follow(log, () -> false, POLL_MILLIS)) {
            assertThatThrownBy(() -> {
                while (decoder.next() != null) {
                    // reads to the cut
                }
            }).isInstanceOf(LogFormatException.class).hasMessageContaining("cut short");
        }
    }

    @Test
    void aThreadWaitingOnTheLogLeavesWhenInterrupted(@TempDir Path dir) throws Exception {
        Path source = FixtureRun.get().runFolder().resolve("simulation.log");
        Path log = dir.resolve("simulation.log");
        Files.write(log, Files.readAllBytes(source));
        int records = LogDecoder.read(source).records().size();
        try (LogDecoder decoder = LogDecoder.follow(log, () -> true, POLL_MILLIS)) {
            CompletableFuture<Throwable> outcome = new CompletableFuture<>();
            Thread reader = new Thread(() -> {
                try {
                    for (int i = 0; i <= records; i++) {
                        decoder.next();
                    }
                    outcome.complete(null);
                } catch (RuntimeException e) {
                    outcome.complete(e);
                }
            });
            reader.start();
            Thread.sleep(100);
            reader.interrupt();
            assertThat(outcome.get(10, TimeUnit.SECONDS)).isInstanceOf(UncheckedIOException.class);
        }
    }

    private static void writeInPieces(Path log, byte[] whole, int piece, AtomicBoolean written) {
        try (OutputStream out = Files.newOutputStream(log)) {
            for (int at = 0; at < whole.length; at += piece) {
                out.write(whole, at, Math.min(piece, whole.length - at));
                out.flush();
                if ((at / piece) % 64 == 0) {
                    Thread.sleep(1);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            written.set(false);
        }
    }
}
