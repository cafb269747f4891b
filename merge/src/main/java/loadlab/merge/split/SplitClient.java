package loadlab.merge.split;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import loadlab.record.split.CoordinatorProtocol;

/**
 * An injector's last call to {@link SplitCoordinator}, run by deploy/injector with only the lab's classes
 * once the suite ended (the suite itself asked it for the start: -Dcoordinator):
 * <pre>SPLIT_TOKEN=&lt;the split's token&gt; SplitClient send &lt;coordinator URL&gt; &lt;K&gt; &lt;the suite's exit status&gt;
 *     &lt;results folder&gt;</pre>
 * The zip goes with its file count and SHA-256, so the coordinator can tell an upload cut short.
 * Connection refusals are retried for {@link #REACH}. Exit code 0, or 1 with the reason on stderr.
 */
public final class SplitClient {

    /**
     * How long an injector keeps trying to reach the coordinator: it answered this injector's start, so
     * only a moment's outage is waited out; a coordinator that is gone (the split failed) is not.
     */
    static final Duration REACH = Duration.ofMinutes(1);

    private SplitClient() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        PrintStream err = System.err;
        if (args.length != 5 || !args[0].equals("send")) {
            err.println("usage: SplitClient send <coordinator URL> <K> <status> <folder>  (the split's token in "
                    + CoordinatorProtocol.TOKEN_ENV + ")");
            System.exit(2);
            return;
        }
        String token;
        try {
            token = CoordinatorProtocol.tokenFromEnvironment().orElseThrow(() -> new IllegalArgumentException(
                    CoordinatorProtocol.TOKEN_ENV + " holds the split's token: set it as the coordinator's"));
        } catch (IllegalArgumentException e) {
            err.println("split: " + e.getMessage());
            System.exit(2);
            return;
        }
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<String> answer;
        Path zip = Files.createTempFile("injector-runs", ".zip");
        try {
            int files;
            try (OutputStream file = Files.newOutputStream(zip)) {
                files = RunArchive.zip(Path.of(args[4]), file);
            }
            String query = CoordinatorProtocol.STATUS + "=" + Integer.parseInt(args[3]) + "&" + CoordinatorProtocol.FILES
                    + "=" + files + "&" + CoordinatorProtocol.SHA256 + "=" + sha256(zip);
            URI uri = CoordinatorProtocol.path(URI.create(args[1]), CoordinatorProtocol.RUNS, Integer.parseInt(args[2]),
                    query);
            answer = call(http, HttpRequest.newBuilder(uri)
                    .header("Authorization", CoordinatorProtocol.authorization(token))
                    .PUT(HttpRequest.BodyPublishers.ofFile(zip)).build());
        } finally {
            Files.deleteIfExists(zip);
        }
        if (answer.statusCode() == 200) {
            err.println("split: " + answer.body().strip());
            return;
        }
        err.println("split: the coordinator answered " + answer.statusCode() + ": " + answer.body().strip());
        System.exit(1);
    }

    static String sha256(Path file) throws IOException {
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(((DigestInputStream) in).getMessageDigest().digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static HttpResponse<String> call(HttpClient http, HttpRequest request)
            throws IOException, InterruptedException {
        Instant giveUp = Instant.now().plus(REACH);
        while (true) {
            try {
                return http.send(request, HttpResponse.BodyHandlers.ofString());
            } catch (ConnectException e) {
                if (Instant.now().isAfter(giveUp)) {
                    throw new IOException("no coordinator at " + request.uri() + " within " + REACH.toSeconds() + " s", e);
                }
                Thread.sleep(2_000);
            }
        }
    }
}
