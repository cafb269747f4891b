package loadlab.lab.connections;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/**
 * Before a run that holds many sockets: does this JVM's open-files limit and the machine's
 * ephemeral port range allow them? Without this, a limit that is too low shows up mid-run as a
 * wall of "Too many open files" or "Cannot assign requested address" failures; with it, the run
 * stops before it starts and says what to raise. Linux only: where {@code /proc} cannot be read,
 * nothing is checked.
 */
public final class SocketPreflight {
    /** Descriptors the JVM needs besides the sockets: jars, logs, epoll, the report writer. */
    public static final int MARGIN = 1024;
    static final Path LIMITS = Path.of("/proc/self/limits");
    static final Path PORT_RANGE = Path.of("/proc/sys/net/ipv4/ip_local_port_range");
    private static final String ROW = "Max open files";

    private final OptionalLong softOpenFiles;
    private final OptionalLong hardOpenFiles;
    private final long firstPort;
    private final long lastPort;

    private SocketPreflight(String limitsText, String portRangeText) {
        this.softOpenFiles = openFilesColumn(limitsText, 0);
        this.hardOpenFiles = openFilesColumn(limitsText, 1);
        long[] range = portRange(portRangeText);
        this.firstPort = range[0];
        this.lastPort = range[1];
    }

    /** The limits of this JVM (the HotSpot JVM raises its soft limit to the hard one at start-up). */
    public static SocketPreflight ofThisJvm() {
        return of(read(LIMITS), read(PORT_RANGE));
    }

    /** From the text of {@code /proc/self/limits} and {@code ip_local_port_range}; null = unreadable. */
    static SocketPreflight of(String limitsText, String portRangeText) {
        return new SocketPreflight(limitsText, portRangeText);
    }

    /** The first port of this machine's ephemeral range, the kernel's own picks; empty where unreadable. */
    public static OptionalLong firstEphemeralPort() {
        long first = portRange(read(PORT_RANGE))[0];
        return first > 0 ? OptionalLong.of(first) : OptionalLong.empty();
    }

    /** Throws with what to change unless this JVM can hold {@code sockets} client sockets to one server. */
    public void require(int sockets, String knob) {
        List<String> shortfalls = shortfalls(sockets);
        if (!shortfalls.isEmpty()) {
            throw new IllegalStateException("Cannot hold " + sockets + " sockets at once from this JVM:\n  - "
                    + String.join("\n  - ", shortfalls) + "\nOr ask for fewer (" + knob + "): at most " + fits() + " fit.");
        }
    }

    /** One sentence per limit that is too low, each naming the command that raises it. */
    List<String> shortfalls(int sockets) {
        List<String> shortfalls = new ArrayList<>();
        long needed = (long) sockets + MARGIN;
        if (softOpenFiles.isPresent() && softOpenFiles.getAsLong() < needed) {
            shortfalls.add("open files: the limit is " + softOpenFiles.getAsLong() + hard() + ", " + needed
                    + " are needed (one per socket plus " + MARGIN + " for the JVM). Raise it in the shell that runs"
                    + " mvn: ulimit -n " + needed + " (the reference server the suite starts inherits it; beyond"
                    + " the hard limit, ulimit -Hn, this needs root or /etc/security/limits.conf).");
        }
        if (ports().isPresent() && ports().getAsLong() < sockets) {
            shortfalls.add("local ports: ip_local_port_range " + firstPort + "-" + lastPort + " gives "
                    + ports().getAsLong() + ", " + sockets + " are needed (one per socket to the one server port)."
                    + " Widen it: sudo sysctl -w net.ipv4.ip_local_port_range=\"1024 65535\".");
        }
        return shortfalls;
    }

    /** The most sockets both limits allow. */
    long fits() {
        long files = softOpenFiles.isPresent() ? softOpenFiles.getAsLong() - MARGIN : Long.MAX_VALUE;
        long ports = ports().orElse(Long.MAX_VALUE);
        return Math.max(0, Math.min(files, ports));
    }

    OptionalLong ports() {
        return firstPort > 0 && lastPort >= firstPort ? OptionalLong.of(lastPort - firstPort + 1) : OptionalLong.empty();
    }

    @Override
    public String toString() {
        return "open files " + (softOpenFiles.isPresent() ? softOpenFiles.getAsLong() + hard() : "unknown")
                + ", local ports " + (ports().isPresent() ? firstPort + "-" + lastPort : "unknown");
    }

    private String hard() {
        return hardOpenFiles.isPresent() ? " (hard " + hardOpenFiles.getAsLong() + ")" : "";
    }

    /** A column of the row {@code Max open files  <soft>  <hard>  files}; "unlimited" reads as the largest long. */
    private static OptionalLong openFilesColumn(String limitsText, int column) {
        if (limitsText == null) {
            return OptionalLong.empty();
        }
        for (String line : limitsText.split("\n")) {
            if (line.startsWith(ROW)) {
                String[] columns = line.substring(ROW.length()).trim().split("\\s+");
                return column < columns.length ? number(columns[column]) : OptionalLong.empty();
            }
        }
        return OptionalLong.empty();
    }

    private static OptionalLong number(String text) {
        if ("unlimited".equals(text)) {
            return OptionalLong.of(Long.MAX_VALUE);
        }
        try {
            return OptionalLong.of(Long.parseLong(text));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** {@code "32768\t60999"}; {0, -1} when absent or unreadable. */
    private static long[] portRange(String text) {
        String[] bounds = text == null ? new String[0] : text.trim().split("\\s+");
        if (bounds.length != 2) {
            return new long[] {0, -1};
        }
        OptionalLong first = number(bounds[0]);
        OptionalLong last = number(bounds[1]);
        return first.isPresent() && last.isPresent()
                ? new long[] {first.getAsLong(), last.getAsLong()} : new long[] {0, -1};
    }

    /**
     * Through a buffered reader on purpose: a sysctl file answers only the first read() and
     * Files.readString, which sizes its first read by the file's size (0 in /proc), gets one byte.
     */
    private static String read(Path file) {
        try (BufferedReader reader = Files.newBufferedReader(file)) {
            return reader.lines().collect(Collectors.joining("\n"));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
