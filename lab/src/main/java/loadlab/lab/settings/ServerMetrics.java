package loadlab.lab.settings;

/** Where a run takes the server's CPU and memory from (-DserverMetrics). */
public enum ServerMetrics {
    /** A target the suite starts: its processes on this machine; a server at -DbaseUrl: its metrics, if any. */
    AUTO,
    /** A started target's metrics beside its processes, each into a file of its own. */
    BOTH,
    /** Only the processes the suite started; a server at -DbaseUrl is not measured. */
    OFF;

    public static ServerMetrics parse(String name) {
        return Checks.oneOf(Knob.SERVER_METRICS, ServerMetrics.class, name);
    }

    /** Whether a server at -DbaseUrl is scraped. */
    public boolean scrapesOutsideServer() {
        return this != OFF;
    }

    /** Whether a server the suite started is scraped too. */
    public boolean scrapesStartedServer() {
        return this == BOTH;
    }
}
