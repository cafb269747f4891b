package loadlab.gatling.insert;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.zip.GZIPOutputStream;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.OutOfBandHttp;

/**
 * Reads {@code GET /items/export} (CONTRACT.md "Database insert") into a gzipped file as the server
 * streams it, never holding it whole: the store's documents by identity, for the books by identity.
 * Whether the export is complete (its {@code {"count":N}} line) is for the reader of the file to judge.
 */
public final class StoreExport {
    private static final int ERROR_BODY_CHARS = 200;

    private StoreExport() {
    }

    /** Copies the export into {@code file} and returns its size in bytes as received (before gzip). */
    public static long fetch(BaseUrl url, Path file) {
        HttpClient client = OutOfBandHttp.client(Duration.ofSeconds(5));
        HttpRequest request = HttpRequest.newBuilder(url.resolve("/items/export"))
                .timeout(Duration.ofSeconds(30)).build();
        try {
            HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream body = response.body()) {
                if (response.statusCode() != 200) {
                    String text = new String(body.readNBytes(ERROR_BODY_CHARS), StandardCharsets.UTF_8);
                    throw new IllegalStateException("GET /items/export answered " + response.statusCode() + ": " + text);
                }
                Files.createDirectories(file.toAbsolutePath().getParent());
                try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file), 1 << 16)) {
                    return body.transferTo(out);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("GET /items/export failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted reading /items/export", e);
        }
    }
}
