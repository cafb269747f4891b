package loadlab.record;

import java.nio.file.Path;

/**
 * An insert run's books by identity, beside its record (see {@link RunRecords}): gzipped NDJSON, a line
 * {@code {"id":"...","item":"..."}} per document.
 *
 * @param acked  the items the run's 201s named, in the order the answers came; null when not found
 * @param export the store's {@code GET /items/export} after the run's last insert, as the server sent it
 *               (its {@code {"count":N}} line last); null when not found
 */
public record ItemFiles(Path acked, Path export) {
}
