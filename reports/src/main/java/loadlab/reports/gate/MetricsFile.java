package loadlab.reports.gate;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import loadlab.record.json.Json;
import loadlab.reports.summary.Environment;
import loadlab.reports.summary.Metric;

/**
 * Reads the {@code metrics} of a summary.json or a stored baseline: all the gate needs, whatever else
 * the file holds; and a summary's {@code environment}, which a stored baseline records.
 */
public final class MetricsFile {

    private MetricsFile() {
    }

    public static List<Metric> read(Path file) {
        JsonNode metrics = tree(file).get("metrics");
        if (metrics == null || !metrics.isArray()) {
            throw new IllegalArgumentException(file + " has no \"metrics\" array: neither a summary.json nor a baseline");
        }
        return Arrays.asList(convert(file, metrics, Metric[].class));
    }

    /** Where and from what the summary was made; its fields are null when the file does not say. */
    public static Environment environment(Path summaryJson) {
        JsonNode environment = tree(summaryJson).get("environment");
        return environment == null || !environment.isObject() ? new Environment(null, null, null)
                : convert(summaryJson, environment, Environment.class);
    }

    private static JsonNode tree(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no file at " + file);
        }
        try {
            return Json.mapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file + ": " + e.getMessage(), e);
        }
    }

    private static <T> T convert(Path file, JsonNode node, Class<T> type) {
        try {
            return Json.mapper().treeToValue(node, type);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file + ": " + e.getMessage(), e);
        }
    }
}
