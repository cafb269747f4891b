package loadlab.lab.settings;

import java.util.Locale;
import java.util.Optional;
import loadlab.lab.launch.BaseUrl;

/**
 * One target of a run or a set: a name, and for a server the suite does not start, where it answers.
 * Written {@code node} (a shipped target, started by the suite) or {@code iis=http://host:80} (a
 * server running elsewhere, driven as -DbaseUrl drives it, recorded under that name).
 */
public record TargetChoice(String name, Optional<BaseUrl> baseUrl) {

    public TargetChoice {
        if (name == null || !name.matches("[a-z0-9][a-z0-9.-]*")) {
            throw new IllegalArgumentException("a target is named with lower case letters, digits, '.' and '-', got '"
                    + name + "'");
        }
        baseUrl = baseUrl == null ? Optional.empty() : baseUrl;
    }

    /** {@code name} or {@code name=http://host:port}; the name is taken in lower case. */
    public static TargetChoice parse(String text) {
        String trimmed = text.trim();
        int equals = trimmed.indexOf('=');
        if (equals < 0) {
            return new TargetChoice(trimmed.toLowerCase(Locale.ROOT), Optional.empty());
        }
        return new TargetChoice(trimmed.substring(0, equals).trim().toLowerCase(Locale.ROOT),
                Optional.of(BaseUrl.parse(trimmed.substring(equals + 1))));
    }

    @Override
    public String toString() {
        return baseUrl.map(url -> name + "=" + url.http()).orElse(name);
    }
}
