package loadlab.reports.deploy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Kubernetes objects read into the API's own types (the fabric8 model, generated from the Kubernetes
 * OpenAPI schema), offline. The model keeps a field it does not know in a side map instead of failing;
 * here any such field, any value of the wrong type and any kind the model lacks is a violation, so a
 * misspelt or misplaced field is caught as the API server would refuse it.
 */
final class KubernetesSchema {

    private static final ObjectMapper MODEL = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    static {
        for (LogicalType type : List.of(LogicalType.Integer, LogicalType.Float, LogicalType.Boolean)) {
            MODEL.coercionConfigFor(type).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        }
    }

    /** The kinds a split is made of, by apiVersion and kind, as the API serves them. */
    private static final Map<String, Class<? extends HasMetadata>> KINDS = Map.of(
            "v1/ConfigMap", io.fabric8.kubernetes.api.model.ConfigMap.class,
            "v1/Secret", io.fabric8.kubernetes.api.model.Secret.class,
            "networking.k8s.io/v1/NetworkPolicy", io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy.class,
            "v1/Service", io.fabric8.kubernetes.api.model.Service.class,
            "v1/PersistentVolumeClaim", io.fabric8.kubernetes.api.model.PersistentVolumeClaim.class,
            "v1/Pod", io.fabric8.kubernetes.api.model.Pod.class,
            "apps/v1/Deployment", io.fabric8.kubernetes.api.model.apps.Deployment.class,
            "batch/v1/Job", io.fabric8.kubernetes.api.model.batch.v1.Job.class);

    private KubernetesSchema() {
    }

    /** Every YAML document of a multi-document stream (kubectl kustomize's output), as trees. */
    static List<JsonNode> documents(String yaml) {
        List<JsonNode> docs = new ArrayList<>();
        for (Object doc : new Yaml(new SafeConstructor(new LoaderOptions())).loadAll(yaml)) {
            if (doc != null) {
                docs.add(MODEL.valueToTree(doc));
            }
        }
        return docs;
    }

    /** The object as its API type; throws {@link AssertionError} naming every violation. */
    static HasMetadata read(JsonNode doc) {
        String name = doc.path("kind").asText() + " " + doc.path("metadata").path("name").asText();
        Class<? extends HasMetadata> type = KINDS.get(doc.path("apiVersion").asText() + "/" + doc.path("kind").asText());
        if (type == null) {
            throw new AssertionError(name + ": " + doc.path("apiVersion").asText() + " " + doc.path("kind").asText()
                    + " is not a kind of the Kubernetes API a split uses (" + KINDS.keySet() + ")");
        }
        HasMetadata object;
        try {
            object = MODEL.treeToValue(doc, type);
        } catch (IOException | IllegalArgumentException e) {
            throw new AssertionError(name + ": not a valid " + doc.path("apiVersion").asText() + " object: "
                    + e.getMessage(), e);
        }
        List<String> unknown = new ArrayList<>();
        unknownFields(object, doc.path("kind").asText(), unknown);
        if (!unknown.isEmpty()) {
            throw new AssertionError(name + ": fields the Kubernetes API does not have: " + unknown);
        }
        return object;
    }

    /** Collects the paths of fields the model kept aside as unknown, anywhere in the object. */
    private static void unknownFields(Object value, String path, List<String> unknown) {
        if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean
                || value instanceof Enum<?>) {
            return;
        }
        if (value instanceof Collection<?> items) {
            int i = 0;
            for (Object item : items) {
                unknownFields(item, path + "[" + i++ + "]", unknown);
            }
            return;
        }
        if (value instanceof Map<?, ?> map) {
            map.forEach((key, item) -> unknownFields(item, path + "." + key, unknown));
            return;
        }
        if (!value.getClass().getPackageName().startsWith("io.fabric8.kubernetes.api.model")) {
            return;
        }
        for (Method getter : value.getClass().getMethods()) {
            if (getter.getParameterCount() != 0 || getter.getDeclaringClass() == Object.class
                    || !(getter.getName().startsWith("get") || getter.getName().startsWith("is"))) {
                continue;
            }
            Object field;
            try {
                field = getter.invoke(value);
            } catch (IllegalAccessException | InvocationTargetException e) {
                continue;
            }
            if (getter.getName().equals("getAdditionalProperties")) {
                if (field instanceof Map<?, ?> extra && !extra.isEmpty()) {
                    extra.keySet().forEach(key -> unknown.add(path + "." + key));
                }
            } else {
                unknownFields(field, path + "." + property(getter.getName()), unknown);
            }
        }
    }

    private static String property(String getter) {
        String bare = getter.startsWith("is") ? getter.substring(2) : getter.substring(3);
        return Character.toLowerCase(bare.charAt(0)) + bare.substring(1);
    }
}
