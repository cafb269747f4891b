package loadlab.lab.launch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExecutablesTest {

    private static Path file(Path folder, String name, String permissions) throws IOException {
        Path file = Files.createDirectories(folder).resolve(name);
        Files.writeString(file, "#!/bin/sh\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
        return file;
    }

    @Test
    void findsTheFirstExecutableOfThatNameInPathOrder(@TempDir Path temp) throws IOException {
        file(temp.resolve("a"), "wrk", "rw-r--r--");
        Path first = file(temp.resolve("b"), "wrk", "rwxr-xr-x");
        file(temp.resolve("c"), "wrk", "rwxr-xr-x");
        String path = String.join(File.pathSeparator, temp.resolve("a").toString(), temp.resolve("b").toString(),
                temp.resolve("c").toString());

        assertThat(Executables.in(path, "wrk")).contains(first);
    }

    @Test
    void missingProgramOrEmptyPathFindsNothing(@TempDir Path temp) throws IOException {
        Files.createDirectories(temp.resolve("ab"));

        assertThat(Executables.in(temp.toString(), "ab")).isEmpty();
        assertThat(Executables.in("", "ab")).isEmpty();
        assertThat(Executables.in(null, "ab")).isEmpty();
    }
}
