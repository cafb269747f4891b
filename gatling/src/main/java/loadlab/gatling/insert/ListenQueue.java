package loadlab.gatling.insert;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The kernel's listen-queue counters ({@code TcpExt: ListenOverflows ListenDrops} in
 * {@code /proc/net/netstat}): connections refused or dropped because a server's accept queue was
 * full. Machine-wide, which on loopback covers the server under test; read around each insert
 * step, their growth says whether new connections waited on the server's accept queue.
 */
public record ListenQueue(long overflows, long drops) {
    static final Path NETSTAT = Path.of("/proc/net/netstat");

    /** The counters now; empty where there is no /proc (not Linux). */
    public static Optional<ListenQueue> now() {
        try {
            return parse(Files.readAllLines(NETSTAT));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The TcpExt header line names the columns; the next TcpExt line holds the values. */
    static Optional<ListenQueue> parse(List<String> lines) {
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i).startsWith("TcpExt:") && lines.get(i + 1).startsWith("TcpExt:")) {
                List<String> names = Arrays.asList(lines.get(i).trim().split("\\s+"));
                String[] values = lines.get(i + 1).trim().split("\\s+");
                int overflows = names.indexOf("ListenOverflows");
                int drops = names.indexOf("ListenDrops");
                if (overflows < 0 || drops < 0 || values.length != names.size()) {
                    return Optional.empty();
                }
                return Optional.of(new ListenQueue(Long.parseLong(values[overflows]), Long.parseLong(values[drops])));
            }
        }
        return Optional.empty();
    }

    /** How much each counter grew since {@code before}. */
    public ListenQueue since(ListenQueue before) {
        return new ListenQueue(overflows - before.overflows, drops - before.drops);
    }
}
