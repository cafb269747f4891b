package loadlab.record;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Settings that had another name. Given under it, a command fails naming the new one rather than running
 * without it: a threshold left out would be judged at its default. A blank one is unset, as every blank
 * setting is, since a pom hands each old name over blank unless it was given.
 *
 * @param names    old name to new name
 * @param prefixes old prefix to new prefix ({@code ab.} to {@code comparison.})
 */
public record RenamedSettings(Map<String, String> names, Map<String, String> prefixes) {

    public RenamedSettings {
        names = Map.copyOf(names);
        prefixes = Map.copyOf(prefixes);
    }

    /** The setting's name now, when {@code key} is an old one; else empty. */
    public Optional<String> now(String key) {
        if (names.containsKey(key)) {
            return Optional.of(names.get(key));
        }
        return prefixes.entrySet().stream().filter(prefix -> key.startsWith(prefix.getKey())).findFirst()
                .map(prefix -> prefix.getValue() + key.substring(prefix.getKey().length()));
    }

    /** Fails on every setting given under an old name ({@code flag}: {@code "-D"} for system properties, else empty). */
    public void refuse(Map<String, String> settings, String flag) {
        List<String> renamed = settings.entrySet().stream()
                .filter(setting -> setting.getValue() != null && !setting.getValue().isBlank())
                .map(Map.Entry::getKey).sorted()
                .flatMap(key -> now(key).map(now -> flag + now + " for " + flag + key).stream()).toList();
        if (!renamed.isEmpty()) {
            throw new IllegalArgumentException("renamed: give " + String.join(", ", renamed));
        }
    }
}
