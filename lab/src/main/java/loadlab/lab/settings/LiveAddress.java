package loadlab.lab.settings;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Optional;

/** Where the injector serves its live figures (-DliveMetrics): a host and a port, loopback unless told. */
public record LiveAddress(String host, int port) {
    private static final String LOOPBACK = "127.0.0.1";

    public LiveAddress {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("-DliveMetrics: port " + port + " is not 0 to 65535");
        }
    }

    /** {@code off}, {@code port} (on loopback) or {@code host:port}; empty for off. */
    public static Optional<LiveAddress> parse(String text) {
        String given = text.strip();
        if (given.toLowerCase(Locale.ROOT).equals("off")) {
            return Optional.empty();
        }
        int colon = given.lastIndexOf(':');
        String host = colon < 0 ? LOOPBACK : given.substring(0, colon);
        String port = colon < 0 ? given : given.substring(colon + 1);
        if (host.isEmpty() || !port.matches("\\d{1,5}")) {
            throw new IllegalArgumentException("-DliveMetrics must be off, a port or host:port, got '" + text + "'");
        }
        return Optional.of(new LiveAddress(host, Integer.parseInt(port)));
    }

    public InetSocketAddress socketAddress() {
        return new InetSocketAddress(host, port);
    }

    /** True when only this machine can reach it; beyond loopback a caller must carry the split's token. */
    public boolean loopback() {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("-DliveMetrics: unknown host '" + host + "'", e);
        }
    }

    @Override
    public String toString() {
        return host + ":" + port;
    }
}
