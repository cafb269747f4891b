package loadlab.merge.set;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * An injector's results folder as one zip stream: how a run reaches the merge over HTTP, with no
 * volume shared between pods (a default ReadWriteOnce class cannot give one to pods on several nodes).
 * Only the JDK: the injector sends with the classes alone on its classpath.
 */
final class RunArchive {

    private RunArchive() {
    }

    /** Writes every regular file under {@code folder} (paths relative to it) to {@code out}. */
    static void zip(Path folder, OutputStream out) throws IOException {
        try (ZipOutputStream zip = new ZipOutputStream(out)) {
            if (!Files.isDirectory(folder)) {
                return;
            }
            List<Path> files;
            try (Stream<Path> walk = Files.walk(folder)) {
                files = walk.filter(Files::isRegularFile).sorted().toList();
            }
            for (Path file : files) {
                zip.putNextEntry(new ZipEntry(folder.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, zip);
                zip.closeEntry();
            }
        }
    }

    /**
     * Unpacks into {@code folder}, which must not exist yet (a run is never written over); refuses an
     * entry that would land outside it. Returns the number of files.
     */
    static int unzip(InputStream in, Path folder) throws IOException {
        Path root = folder.toAbsolutePath().normalize();
        if (Files.exists(root)) {
            throw new IOException(root + " exists: an injector's runs are received once");
        }
        Files.createDirectories(root);
        int files = 0;
        try (ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                Path target = root.resolve(entry.getName()).normalize();
                if (!target.startsWith(root) || target.equals(root)) {
                    throw new IOException("entry '" + entry.getName() + "' lands outside " + root);
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                Files.copy(zip, target);
                files++;
            }
        }
        return files;
    }
}
