package loadlab.server.support;

import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/** Reads answers as JSON trees with the same mapper family the server uses. */
public final class JsonTrees {
    private static final JsonMapper MAPPER = JsonMapper.createDefault();

    private JsonTrees() {
    }

    public static JsonNode parse(String text) {
        try {
            return MAPPER.readValue(text.getBytes(StandardCharsets.UTF_8), JsonNode.class);
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + abbreviate(text), e);
        }
    }

    /** Field names of a JSON object, in document order. */
    public static Set<String> fieldNames(JsonNode object) {
        Set<String> names = new LinkedHashSet<>();
        for (Map.Entry<String, JsonNode> entry : object.entries()) {
            names.add(entry.getKey());
        }
        return names;
    }

    static String abbreviate(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "...";
    }
}
