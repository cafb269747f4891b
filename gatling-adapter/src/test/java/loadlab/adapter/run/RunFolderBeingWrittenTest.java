package loadlab.adapter.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunFolderBeingWrittenTest {
    private static final long STAMP = 1_800_000_000_000L;

    @TempDir
    Path results;

    @Test
    void theRunIsTheNewestFolderOfItsSimulationWhoseLogWasWrittenSinceTheStamp() throws IOException {
        run("hellosimulation-20270115080000000", STAMP - 60_000);
        run("hellosimulation-20270115083000000", STAMP + 2_000);
        run("insertsimulation-20270115083100000", STAMP + 3_000);

        assertThat(RunFolderBeingWritten.find(results, "HelloSimulation", STAMP, Set.of()))
                .hasValue("hellosimulation-20270115083000000");
    }

    @Test
    void aFolderARecordAlreadyNamesIsNotThisRuns() throws IOException {
        run("hellosimulation-20270115083000000", STAMP + 2_000);
        run("hellosimulation-20270115083100000", STAMP + 3_000);

        assertThat(RunFolderBeingWritten.find(results, "HelloSimulation", STAMP, Set.of("hellosimulation-20270115083100000")))
                .hasValue("hellosimulation-20270115083000000");
    }

    @Test
    void noRunWrittenSinceTheStampIsNoRun() throws IOException {
        run("hellosimulation-20270115080000000", STAMP - 1);
        Files.createDirectories(results.resolve("hellosimulation-20270115090000000"));
        Files.createDirectories(results.resolve("hellosimulation-copy"));

        assertThat(RunFolderBeingWritten.find(results, "HelloSimulation", STAMP, Set.of())).isEmpty();
        assertThat(RunFolderBeingWritten.find(results.resolve("missing"), "HelloSimulation", STAMP, Set.of())).isEmpty();
    }

    private void run(String folder, long logWritten) throws IOException {
        Path log = Files.createDirectories(results.resolve(folder)).resolve("simulation.log");
        Files.writeString(log, "log");
        Files.setLastModifiedTime(log, FileTime.fromMillis(logWritten));
    }
}
