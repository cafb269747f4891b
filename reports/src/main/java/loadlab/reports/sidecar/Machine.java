package loadlab.reports.sidecar;

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
}
