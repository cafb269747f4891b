package loadlab.tomcat;

import java.io.PrintStream;

/**
 * Entry point: the contract's plain transport on embedded Tomcat (docs/tomcat-server.md).
 * Environment: {@code PORT} (default 8080; 0 = any free port), {@code MONGODB_URI}, {@code CORS_ORIGIN},
 * {@code FRESH_IDLE_TIMEOUT_MS}. The first line on standard out is
 * {@code tomcat-server listening on http://127.0.0.1:<port> (<details>)}; launchers read the port from
 * it. SIGTERM stops Tomcat gracefully; the JVM exits within 5 s (code 143, the JVM's for SIGTERM).
 * Exit code 2: a bad setting; 1: Tomcat could not start.
 */
public final class TomcatServer {
    public static final String LISTENING = "tomcat-server listening on ";
    /** The shutdown hook waits this long for Tomcat; the JVM halts after the hook whatever is left. */
    private static final long STOP_WAIT_MS = 4000;

    private TomcatServer() {
    }

    public static void main(String[] args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        Settings settings;
        try {
            settings = Settings.fromEnv(System.getenv());
        } catch (IllegalArgumentException e) {
            err.println("tomcat-server: " + e.getMessage());
            System.exit(2);
            return;
        }
        LabServer server;
        try {
            server = LabServer.start(settings);
        } catch (Exception e) {
            err.println("tomcat-server: cannot start: " + e.getMessage());
            System.exit(1);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stopWithin(server), "tomcat-server-stop"));
        out.println(LISTENING + server.uri() + " (" + server.details() + ")");
        out.flush();
        server.await();
    }

    private static void stopWithin(LabServer server) {
        Thread stopping = new Thread(server::stop, "tomcat-server-stopping");
        stopping.setDaemon(true);
        stopping.start();
        try {
            stopping.join(STOP_WAIT_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
