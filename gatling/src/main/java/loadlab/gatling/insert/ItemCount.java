package loadlab.gatling.insert;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.OutOfBandHttp;

/** Reads {@code GET /items/count} ({@code {"count":N}}, CONTRACT.md "Database insert"). */
public final class ItemCount {
    private static final Pattern COUNT = Pattern.compile("\"count\"\\s*:\\s*(\\d+)");

    private ItemCount() {
    }

    public static long fetch(BaseUrl url) {
        HttpClient client = OutOfBandHttp.client(Duration.ofSeconds(5));
        HttpRequest request = HttpRequest.newBuilder(url.resolve("/items/count"))
                .timeout(Duration.ofSeconds(30)).build();
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException("GET /items/count answered " + response.statusCode()
                        + ": " + response.body());
            }
            return parse(response.body());
        } catch (IOException e) {
            throw new IllegalStateException("GET /items/count failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted reading /items/count", e);
        }
    }

    static long parse(String body) {
        Matcher matcher = COUNT.matcher(body);
        if (!matcher.find()) {
            throw new IllegalStateException("GET /items/count answered no count: " + body);
        }
        return Long.parseLong(matcher.group(1));
    }
}
