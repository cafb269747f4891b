package loadlab.lab.settings;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import loadlab.record.names.RunNames;

/**
 * One way of driving GET /hello: a load model and whether connections are kept alive. The id is
 * the {@code -DhelloVariants} value and the summary's metric key ({@code hello.<id>.*}); the request
 * name is how the summary tells the variants of one run apart (reports/README.md).
 */
public enum HelloVariant {
    CLOSED_CLOSE(LoadModel.CLOSED, false),
    CLOSED_KEEPALIVE(LoadModel.CLOSED, true),
    OPEN_CLOSE(LoadModel.OPEN, false),
    OPEN_KEEPALIVE(LoadModel.OPEN, true);

    private final LoadModel model;
    private final boolean keepAlive;

    HelloVariant(LoadModel model, boolean keepAlive) {
        this.model = model;
        this.keepAlive = keepAlive;
    }

    public static HelloVariant of(LoadModel model, boolean keepAlive) {
        return Arrays.stream(values())
                .filter(v -> v.model == model && v.keepAlive == keepAlive)
                .findFirst()
                .orElseThrow();
    }

    public static HelloVariant parse(String id) {
        return Arrays.stream(values())
                .filter(v -> v.id().equals(id.trim().toLowerCase(Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("-DhelloVariants takes "
                        + Arrays.stream(values()).map(HelloVariant::id).collect(Collectors.joining(", "))
                        + ", got '" + id + "'"));
    }

    /** "closed-keepalive", "open-close", ... */
    public String id() {
        return model.name().toLowerCase(Locale.ROOT) + "-" + (keepAlive ? "keepalive" : "close");
    }

    public LoadModel model() {
        return model;
    }

    public boolean keepAlive() {
        return keepAlive;
    }

    /** The request that times this variant, as the summary reads it back (RunNames). */
    public String requestName() {
        return RunNames.helloRequest(id()).orElseThrow();
    }
}
