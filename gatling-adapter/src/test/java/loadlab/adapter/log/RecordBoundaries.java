package loadlab.adapter.log;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where each record of a log ends, in bytes from the start: the lengths at which a cut leaves a
 * well-formed shorter log. Found by encoding the header alone, then each prefix of the records.
 */
final class RecordBoundaries {

    private RecordBoundaries() {
    }

    static List<Integer> of(SimulationLog log) {
        try {
            Path dir = Files.createTempDirectory("boundaries");
            List<Integer> ends = new ArrayList<>();
            for (int count = 0; count <= log.records().size(); count++) {
                Path file = dir.resolve(count + ".log");
                LogEncoder.write(file, new SimulationLog(log.header(), log.records().subList(0, count)));
                ends.add((int) Files.size(file));
                Files.delete(file);
            }
            Files.delete(dir);
            return ends;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
