package loadlab.merge.split;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * An injector's results folder as one zip stream: how a run reaches the merge over HTTP, with no
 * volume shared between pods (a default ReadWriteOnce class cannot give one to pods on several nodes).
 * Only the JDK: the injector sends with the classes alone on its classpath. Unpacking counts what it
 * takes against {@link UploadLimits} as it goes and refuses a name that would land outside the folder.
 */
final class RunArchive {
    private static final int BUFFER = 64 * 1024;

    private RunArchive() {
    }

    /** The regular files under {@code folder}, sorted: what {@link #zip} writes. */
    static List<Path> files(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** Writes every regular file under {@code folder} (paths relative to it) to {@code out}; returns how many. */
    static int zip(Path folder, OutputStream out) throws IOException {
        List<Path> files = files(folder);
        try (ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Path file : files) {
                zip.putNextEntry(new ZipEntry(folder.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, zip);
                zip.closeEntry();
            }
        }
        return files.size();
    }

    /**
     * Unpacks into {@code folder}, which must not exist yet, within the limits; returns the number of
     * files. On any refusal what was unpacked is removed again and {@link RefusedUpload} says why.
     */
    static int unzip(InputStream in, Path folder, UploadLimits limits) throws IOException {
        Path root = folder.toAbsolutePath().normalize();
        Files.createDirectory(root);
        try {
            return unpack(in, root, limits);
        } catch (IOException | RuntimeException e) {
            delete(root);
            if (e instanceof RefusedUpload refused) {
                throw refused;
            }
            throw new RefusedUpload(RefusedUpload.BAD, "not a readable zip: " + e.getMessage(), e);
        }
    }

    private static int unpack(InputStream in, Path root, UploadLimits limits) throws IOException {
        int files = 0;
        int entries = 0;
        long unpacked = 0;
        byte[] buffer = new byte[BUFFER];
        // The caller reads what follows the last entry (the zip's directory) and closes the stream itself.
        try (ZipInputStream zip = new ZipInputStream(new FilterInputStream(in) {
            @Override
            public void close() {
            }
        })) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                if (++entries > limits.maxEntries()) {
                    throw new RefusedUpload(RefusedUpload.TOO_LARGE, "more than " + limits.maxEntries() + " entries");
                }
                Path target = target(root, entry.getName(), limits);
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                try (OutputStream out = Files.newOutputStream(target, java.nio.file.StandardOpenOption.CREATE_NEW)) {
                    for (int read = zip.read(buffer); read >= 0; read = zip.read(buffer)) {
                        unpacked += read;
                        if (unpacked > limits.maxBytes()) {
                            throw new RefusedUpload(RefusedUpload.TOO_LARGE, "more than " + limits.maxBytes()
                                    + " bytes unpacked");
                        }
                        out.write(buffer, 0, read);
                    }
                } catch (FileAlreadyExistsException e) {
                    throw new RefusedUpload(RefusedUpload.BAD, "entry '" + entry.getName() + "' appears twice");
                }
                files++;
            }
        } catch (ZipException e) {
            throw new RefusedUpload(RefusedUpload.BAD, "not a readable zip: " + e.getMessage(), e);
        }
        return files;
    }

    /** Where an entry lands: inside the root, not the root itself, no deeper than the limit. */
    private static Path target(Path root, String name, UploadLimits limits) throws RefusedUpload {
        Path target;
        try {
            target = root.resolve(name).normalize();
        } catch (InvalidPathException e) {
            throw new RefusedUpload(RefusedUpload.BAD, "entry name '" + printable(name) + "' is not a path");
        }
        if (!target.startsWith(root) || target.equals(root)) {
            throw new RefusedUpload(RefusedUpload.BAD, "entry '" + printable(name) + "' lands outside the injector's"
                    + " folder");
        }
        if (root.relativize(target).getNameCount() > limits.maxDepth()) {
            throw new RefusedUpload(RefusedUpload.TOO_LARGE, "entry '" + printable(name) + "' is deeper than "
                    + limits.maxDepth() + " folders");
        }
        return target;
    }

    /** A name as it may be shown in an answer: control characters replaced, at most 200 characters. */
    private static String printable(String name) {
        String shown = name.codePoints().map(c -> c < ' ' || c == 127 ? '?' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        return shown.length() > 200 ? shown.substring(0, 200) + "..." : shown;
    }

    /** Removes a folder and everything under it; best effort. */
    static void delete(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.deleteIfExists(path);
                } catch (IOException ignored) {
                    // What cannot be removed stays in a folder nobody reads as a run.
                }
            });
        } catch (IOException ignored) {
            // As above.
        }
    }

    /** Counts the bytes read through it and refuses more than {@code limit}. */
    static final class Bounded extends FilterInputStream {
        private final long limit;
        private long count;

        Bounded(InputStream in, long limit) {
            super(in);
            this.limit = limit;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                counted(1);
            }
            return b;
        }

        @Override
        public int read(byte[] bytes, int offset, int length) throws IOException {
            int read = super.read(bytes, offset, length);
            if (read > 0) {
                counted(read);
            }
            return read;
        }

        /** The bytes read through it so far. */
        long count() {
            return count;
        }

        private void counted(long more) throws RefusedUpload {
            count += more;
            if (count > limit) {
                throw new RefusedUpload(RefusedUpload.TOO_LARGE, "more than " + limit + " bytes sent");
            }
        }
    }
}
