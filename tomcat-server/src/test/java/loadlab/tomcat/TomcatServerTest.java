package loadlab.tomcat;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server as its own process, started the way launchers do: target/classes plus target/classpath.txt. */
class TomcatServerTest {
    private static final Pattern LISTENING =
            Pattern.compile("tomcat-server listening on http://127\\.0\\.0\\.1:(\\d+) \\(Apache Tomcat/11\\.0\\.\\d+, .*items in memory\\)");

    @TempDir
    Path logs;
    private Process process;

    @AfterEach
    void kill() {
        if (process != null && process.isAlive()) {
            process.destroyForcibly();
        }
    }

    @Test
    void printsTheActualPortFirstWhenStartedWithPortZeroAndServesOnIt() throws Exception {
        String first = start(Map.of("PORT", "0"));

        Matcher listening = LISTENING.matcher(first);
        assertThat(listening.matches()).as(first).isTrue();
        HttpResponse<String> hello = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build().send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + listening.group(1) + "/hello")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(hello.body()).isEqualTo("Hello, World!");
    }

    @Test
    void stopsOnSigtermAndExitsWithinFiveSeconds() throws Exception {
        start(Map.of("PORT", "0"));

        process.destroy();

        assertThat(process.waitFor(5, TimeUnit.SECONDS)).as("exited within 5 s").isTrue();
        assertThat(process.exitValue()).isEqualTo(143);
    }

    @Test
    void refusesABadSettingWithExitCode2SayingWhy() throws Exception {
        process = builder(Map.of("PORT", "http")).start();

        assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(Files.readString(logs.resolve("stderr.txt"))).contains("PORT must be an integer from 0 to 65535");
    }

    private String start(Map<String, String> env) throws IOException, Exception {
        process = builder(env).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        return CompletableFuture.supplyAsync(() -> readLine(out)).get(30, TimeUnit.SECONDS);
    }

    private ProcessBuilder builder(Map<String, String> env) throws IOException {
        String classpath = "target/classes" + File.pathSeparator + Files.readString(Path.of("target/classpath.txt")).trim();
        ProcessBuilder builder = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", classpath,
                TomcatServer.class.getName()));
        builder.environment().remove("MONGODB_URI");
        builder.environment().putAll(env);
        builder.redirectError(logs.resolve("stderr.txt").toFile());
        return builder;
    }

    private static String readLine(BufferedReader reader) {
        try {
            return reader.readLine();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
