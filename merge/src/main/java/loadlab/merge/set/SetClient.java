package loadlab.merge.set;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * An injector's last call to {@link SetCoordinator}, run by deploy/injector with only this module's
 * classes once the suite ended (the suite itself asked it for the start: -Dcoordinator):
 * <pre>SetClient send &lt;coordinator URL&gt; &lt;K&gt; &lt;the suite's exit status&gt; &lt;results folder&gt;</pre>
 * Connection refusals are retried for {@link #REACH}. Exit code 0, or 1 with the reason on stderr.
 */
public final class SetClient {

    /**
     * How long an injector keeps trying to reach the coordinator: it answered this injector's start, so
     * only a moment's outage is waited out; a coordinator that is gone (the set failed) is not.
     */
    static final Duration REACH = Duration.ofMinutes(1);

    private SetClient() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        PrintStream err = System.err;
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        if (args.length != 5 || !args[0].equals("send")) {
            err.println("usage: SetClient send <coordinator URL> <K> <status> <folder>");
            System.exit(2);
            return;
        }
        HttpResponse<String> answer;
        Path zip = Files.createTempFile("injector-runs", ".zip");
        try {
            try (OutputStream file = Files.newOutputStream(zip)) {
                RunArchive.zip(Path.of(args[4]), file);
            }
            answer = call(http, HttpRequest.newBuilder(uri(args[1], "/runs/" + args[2] + "?status=" + args[3]))
                    .PUT(HttpRequest.BodyPublishers.ofFile(zip)).build());
        } finally {
            Files.deleteIfExists(zip);
        }
        if (answer.statusCode() == 200) {
            err.println("set: " + answer.body().strip());
            return;
        }
        err.println("set: the coordinator answered " + answer.statusCode() + ": " + answer.body().strip());
        System.exit(1);
    }

    private static URI uri(String base, String path) {
        return URI.create(base.replaceAll("/+$", "") + path);
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
