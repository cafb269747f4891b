package loadlab.lab.recording;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.IntStream;
import loadlab.record.books.ItemLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AckedItemsWriterTest {
    @TempDir
    Path dir;

    @Test
    void writesEveryItemAddedFromManyThreadsThenTheCount() {
        Path file = dir.resolve("records/run-acked.ndjson.gz");
        AckedItemsWriter writer = AckedItemsWriter.create(file);
        ExecutorService threads = Executors.newFixedThreadPool(4);
        List<CompletableFuture<Void>> adding = IntStream.range(0, 4).mapToObj(thread -> CompletableFuture.runAsync(
                () -> IntStream.range(0, 5_000).forEach(i -> writer.add(thread + "-" + i, "item-" + thread + "-" + i)),
                threads)).toList();
        adding.forEach(CompletableFuture::join);
        threads.shutdown();

        assertThat(writer.finish()).isEqualTo(20_000);

        Set<String> read = new HashSet<>();
        assertThat(ItemLines.read(file, (id, item) -> read.add(id + " " + item))).isEqualTo(20_000);
        assertThat(read).hasSize(20_000).contains("3-4999 item-3-4999");
    }

    @Test
    void anEmptyRunHasAnEmptyButCompleteFile() {
        Path file = dir.resolve("empty.ndjson.gz");

        assertThat(AckedItemsWriter.create(file).finish()).isZero();
        assertThat(ItemLines.read(file, (id, item) -> { })).isZero();
    }

    @Test
    void ignoresWhatIsAddedAfterItFinished() {
        Path file = dir.resolve("late.ndjson.gz");
        AckedItemsWriter writer = AckedItemsWriter.create(file);
        writer.add("1", "a");
        writer.finish();

        writer.add("2", "b");

        List<String> read = new ArrayList<>();
        ItemLines.read(file, (id, item) -> read.add(item));
        assertThat(read).containsExactly("a");
    }
}
