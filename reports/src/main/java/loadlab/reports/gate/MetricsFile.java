package loadlab.reports.gate;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import loadlab.reports.json.Json;
import loadlab.reports.summary.Metric;

/** Reads the {@code metrics} of a summary.json: all the gate needs, whatever else the file holds. */
public final class MetricsFile {

    private MetricsFile() {
    }

    public static List<Metric> read(Path summaryJson) {
        if (!Files.isRegularFile(summaryJson)) {
            throw new IllegalArgumentException("no summary at " + summaryJson);
        }
        try {
            JsonNode metrics = Json.mapper().readTree(summaryJson.toFile()).get("metrics");
            if (metrics == null || !metrics.isArray()) {
                throw new IllegalArgumentException(summaryJson + " has no \"metrics\" array: not a summary.json");
            }
            return Arrays.asList(Json.mapper().treeToValue(metrics, Metric[].class));
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + summaryJson + ": " + e.getMessage(), e);
        }
    }
}
