package loadlab.gatling.live;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** One scrape of a live endpoint as a test reads it: each sample's name with its labels, and its value. */
record Scrape(int status, Map<String, Double> samples) {
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();

    /** The endpoint's answer, or empty when nothing answered (not yet, or no longer, listening). */
    static Optional<Scrape> of(URI metrics, String authorization) throws InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(metrics).timeout(Duration.ofSeconds(5));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        try {
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return Optional.of(new Scrape(response.statusCode(), parse(response.body())));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    double value(String sample) {
        return samples.getOrDefault(sample, 0.0);
    }

    /** The samples of one metric that carry every label given (e.g. {@code request="Get"}), added up. */
    double sum(String metric, String... labels) {
        return samples.entrySet().stream()
                .filter(sample -> sample.getKey().equals(metric) || sample.getKey().startsWith(metric + "{"))
                .filter(sample -> Arrays.stream(labels).allMatch(label -> sample.getKey().contains(label)))
                .mapToDouble(Map.Entry::getValue).sum();
    }

    private static Map<String, Double> parse(String text) {
        Map<String, Double> samples = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int cut = line.lastIndexOf(' ');
            samples.put(line.substring(0, cut), Double.parseDouble(line.substring(cut + 1)));
        }
        return samples;
    }
}
