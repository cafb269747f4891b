package loadlab.lab.launch;

import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * Where the server under test answers: an absolute http(s) URL, optionally with a path prefix,
 * kept without a trailing slash so contract paths ("/hello") append to it.
 */
public record BaseUrl(String http) {

    public BaseUrl {
        URI uri = toUri(http);
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw invalid(http, "it must start with http:// or https://");
        }
        if (uri.getHost() == null) {
            throw invalid(http, "it names no host");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw invalid(http, "it must not carry a query or fragment");
        }
        http = http.endsWith("/") ? http.substring(0, http.length() - 1) : http;
    }

    public static BaseUrl parse(String text) {
        return new BaseUrl(text.trim());
    }

    /** The reference server started by this suite listens on IPv4 loopback. */
    public static BaseUrl loopback(int port) {
        return new BaseUrl("http://127.0.0.1:" + port);
    }

    /** The same server for WebSocket upgrades: ws:// for http://, wss:// for https://. */
    public String ws() {
        return "ws" + http.substring("http".length());
    }

    /** Host and port the server accepts connections on (the scheme's default port when none is given). */
    public InetSocketAddress socketAddress() {
        URI uri = URI.create(http);
        int port = uri.getPort() >= 0 ? uri.getPort() : uri.getScheme().equalsIgnoreCase("https") ? 443 : 80;
        return new InetSocketAddress(uri.getHost(), port);
    }

    /** A contract path such as "/items/count" on this server. */
    public URI resolve(String path) {
        if (!path.startsWith("/")) {
            throw new IllegalArgumentException("path must start with '/': " + path);
        }
        return URI.create(http + path);
    }

    private static URI toUri(String text) {
        try {
            return new URI(text);
        } catch (URISyntaxException e) {
            throw invalid(text, e.getMessage());
        }
    }

    private static IllegalArgumentException invalid(String text, String why) {
        return new IllegalArgumentException("-DbaseUrl '" + text + "' is not usable: " + why);
    }
}
