package loadlab.server.contract;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * {@code -Dcontract.baseUrl=http://host:port} (the server to test; unset: the reference server,
 * started per test class) and {@code -Dcontract.serves=<claims>} (what it claims; required with a
 * base URL, refused without one). Any other {@code contract.*} property is refused, so a misspelt
 * one fails the run instead of testing the reference server by mistake.
 */
public record ContractSettings(Optional<URI> baseUrl, Set<Claim> serves) {
    public static final String BASE_URL = "contract.baseUrl";
    public static final String SERVES = "contract.serves";

    public ContractSettings {
        serves = Set.copyOf(serves);
    }

    public static ContractSettings from(Properties properties) {
        for (String name : properties.stringPropertyNames()) {
            if (name.startsWith("contract.") && !name.equals(BASE_URL) && !name.equals(SERVES)) {
                throw new IllegalArgumentException("unknown property -D" + name + "; known: " + BASE_URL + ", " + SERVES);
            }
        }
        String base = properties.getProperty(BASE_URL, "").trim();
        String serves = properties.getProperty(SERVES);
        if (base.isEmpty()) {
            if (serves != null) {
                throw new IllegalArgumentException("-D" + SERVES + " needs -D" + BASE_URL
                        + ": the reference server serves everything");
            }
            return new ContractSettings(Optional.empty(), EnumSet.allOf(Claim.class));
        }
        if (serves == null) {
            throw new IllegalArgumentException("-D" + BASE_URL + " needs -D" + SERVES + "=<claims>, from: "
                    + Claim.labels(EnumSet.allOf(Claim.class)));
        }
        return new ContractSettings(Optional.of(baseUrl(base)), Claim.parse(serves));
    }

    /** True when the tests talk to the reference server they start themselves. */
    public boolean reference() {
        return baseUrl.isEmpty();
    }

    private static URI baseUrl(String text) {
        IllegalArgumentException refusal =
                new IllegalArgumentException("-D" + BASE_URL + " must be http://host:port, got '" + text + "'");
        URI uri;
        try {
            uri = new URI(text.endsWith("/") ? text.substring(0, text.length() - 1) : text);
        } catch (URISyntaxException e) {
            refusal.initCause(e);
            throw refusal;
        }
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0
                || uri.getRawPath() == null || !uri.getRawPath().isEmpty() || uri.getRawQuery() != null) {
            throw refusal;
        }
        return uri;
    }
}
