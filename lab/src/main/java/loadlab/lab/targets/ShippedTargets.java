package loadlab.lab.targets;

import com.fasterxml.jackson.databind.DeserializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import loadlab.record.json.Json;

/**
 * Every target the suite can start itself, declared in one data file, the resource {@code /targets/targets.json}
 * (as a benchmark suite declares its frameworks): adding a server of a kind the lab runs ({@link TargetRunner})
 * is one entry there. Read strictly: an unknown key, part of the contract or runner fails the lab at once.
 */
public final class ShippedTargets {
    static final String FILE = "/targets/targets.json";
    private static final List<ShippedTarget> ALL = read(FILE);

    private ShippedTargets() {
    }

    /** The file's shape: a sentence for whoever opens it, then the targets in the order the docs list them. */
    record Declared(String about, List<ShippedTarget> targets) {
    }

    static List<ShippedTarget> read(String resource) {
        try (InputStream in = ShippedTargets.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            return parse(in, resource);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read the targets from " + resource + ": " + e.getMessage(), e);
        }
    }

    /** The targets a file declares; {@code where} names it in the errors. */
    static List<ShippedTarget> parse(InputStream in, String where) throws IOException {
        Declared declared = Json.mapper().readerFor(Declared.class)
                .with(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).readValue(in);
        List<ShippedTarget> targets = declared.targets() == null ? List.of() : List.copyOf(declared.targets());
        if (targets.isEmpty()) {
            throw new IllegalStateException(where + " declares no target");
        }
        Set<String> seen = new HashSet<>();
        targets.stream().map(ShippedTarget::name).filter(name -> !seen.add(name)).findFirst().ifPresent(name -> {
            throw new IllegalStateException(where + " declares the target '" + name + "' twice");
        });
        return targets;
    }

    public static List<ShippedTarget> all() {
        return ALL;
    }

    public static List<String> names() {
        return ALL.stream().map(ShippedTarget::name).toList();
    }

    public static Optional<ShippedTarget> find(String name) {
        return ALL.stream().filter(target -> target.name().equals(name)).findFirst();
    }

    /** The shipped target of this name; an unknown name is refused with the list. */
    public static ShippedTarget byName(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException("-Dtarget takes one of " + names()
                + " (or, with -DbaseUrl, any name for the server there), got '" + name + "'"));
    }
}
