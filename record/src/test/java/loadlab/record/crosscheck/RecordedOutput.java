package loadlab.record.crosscheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The recorded tool outputs under src/test/resources/crosscheck (their README says how each was captured). */
final class RecordedOutput {

    private RecordedOutput() {
    }

    static String of(String file) {
        try (InputStream in = RecordedOutput.class.getResourceAsStream("/crosscheck/" + file)) {
            if (in == null) {
                throw new IllegalArgumentException("no recorded output " + file);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
