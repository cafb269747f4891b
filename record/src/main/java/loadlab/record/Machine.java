package loadlab.record;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** Where something ran: what a reader needs to judge the numbers. */
public record Machine(int cores, String jvm, String os) {

    /** This JVM's machine. */
    public static Machine current() {
        return new Machine(
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"),
                System.getProperty("os.name") + " " + System.getProperty("os.version")
                        + " (" + System.getProperty("os.arch") + ")");
    }

    /**
     * This machine's host name: {@code HOSTNAME} when set (a Kubernetes pod's name), else what the
     * system calls itself; null when neither says. Kept out of {@link Machine}, which summaries and
     * baselines carry: a host name belongs to a run's record, not to a checked-in file.
     */
    public static String hostName() {
        String variable = System.getenv("HOSTNAME");
        if (variable != null && !variable.isBlank()) {
            return variable.trim();
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return null;
        }
    }
}
