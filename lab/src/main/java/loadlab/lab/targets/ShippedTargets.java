package loadlab.lab.targets;

import java.util.List;
import java.util.Optional;

/** Every target the suite can start itself, in the order the docs list them. */
public final class ShippedTargets {
    private static final List<ShippedTarget> ALL = List.of(
            new ReferenceTarget(),
            new NodeTarget(false),
            new NodeTarget(true),
            new TomcatTarget(),
            new SocketIoNodeTarget(),
            new NginxTarget());

    private ShippedTargets() {
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
