package loadlab.tomcat;

import jakarta.servlet.http.HttpServlet;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import loadlab.tomcat.hello.HelloServlet;
import loadlab.tomcat.items.ItemCountServlet;
import loadlab.tomcat.items.ItemExportServlet;
import loadlab.tomcat.items.ItemStore;
import loadlab.tomcat.items.ItemsServlet;
import loadlab.tomcat.ops.HealthServlet;
import loadlab.tomcat.ops.PrometheusServlet;
import loadlab.tomcat.ops.RequestTimingFilter;
import loadlab.tomcat.ops.TomcatMeters;
import loadlab.tomcat.transport.AjaxServlet;
import loadlab.tomcat.transport.SocketRoutes;
import loadlab.tomcat.transport.UpgradeOnlyServlet;
import loadlab.tomcat.web.JsonErrorReportValve;
import loadlab.tomcat.web.NotFoundServlet;
import org.apache.catalina.Context;
import org.apache.catalina.LifecycleException;
import org.apache.catalina.LifecycleState;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.core.StandardContext;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.startup.Tomcat;
import org.apache.catalina.util.ServerInfo;
import org.apache.tomcat.util.descriptor.web.FilterDef;
import org.apache.tomcat.util.descriptor.web.FilterMap;
import org.apache.tomcat.websocket.server.WsSci;

/**
 * Embedded Tomcat with one servlet per endpoint and the two WebSocket endpoints, started on
 * 127.0.0.1; a filter times every request for {@code /prometheus}. The connector is Tomcat's default
 * ({@code new Connector()}: HTTP/1.1 on NIO, its own thread pool of up to 200 workers, keep-alive and
 * timeouts as shipped): the comparison measures
 * "Tomcat as it ships", so only the port and the bind address are set.
 */
public final class LabServer {
    private final Tomcat tomcat;
    private final Connector connector;
    private final ItemStore store;
    private final ScheduledExecutorService timer;
    private final Path baseDir;
    private final AtomicBoolean stopped = new AtomicBoolean();

    private LabServer(Tomcat tomcat, Connector connector, ItemStore store, ScheduledExecutorService timer, Path baseDir) {
        this.tomcat = tomcat;
        this.connector = connector;
        this.store = store;
        this.timer = timer;
        this.baseDir = baseDir;
    }

    /** Starts Tomcat; throws when it cannot listen (the port is taken, say), with nothing left running. */
    public static LabServer start(Settings settings) throws LifecycleException, IOException {
        ItemStore store = ItemStore.open(settings);
        Path baseDir = Files.createTempDirectory("tomcat-server");
        Tomcat tomcat = new Tomcat();
        tomcat.setBaseDir(baseDir.toString());
        Connector connector = new Connector();
        connector.setPort(settings.port());
        connector.setProperty("address", Settings.HOST);
        tomcat.setConnector(connector);
        StandardHost host = (StandardHost) tomcat.getHost();
        host.setAutoDeploy(false);
        host.setErrorReportValveClass(JsonErrorReportValve.class.getName());
        LabServer server = new LabServer(tomcat, connector, store, idleTimer(), baseDir);
        server.mountEndpoints(settings);
        try {
            tomcat.start();
            if (connector.getState() != LifecycleState.STARTED || connector.getLocalPort() <= 0) {
                throw new LifecycleException("Tomcat could not listen on " + Settings.HOST + ":" + settings.port());
            }
        } catch (LifecycleException | RuntimeException e) {
            try {
                server.stop();
            } catch (RuntimeException alsoFailed) {
                e.addSuppressed(alsoFailed);
            }
            throw e;
        }
        return server;
    }

    public int port() {
        return connector.getLocalPort();
    }

    public URI uri() {
        return URI.create("http://" + Settings.HOST + ":" + port());
    }

    /** For the listening line: Tomcat's version, Java's, and where the items go. */
    public String details() {
        return ServerInfo.getServerInfo() + ", Java " + Runtime.version() + ", " + store.description();
    }

    /** Blocks until {@link #stop()} ran (Tomcat's own await for an embedded server). */
    public void await() {
        tomcat.getServer().await();
    }

    /**
     * Stops Tomcat, once: the connector stops accepting, requests in flight are answered (each
     * servlet's unload waits up to the context's 2 s), open WebSockets are closed with 1001; then the store.
     */
    public void stop() {
        if (!stopped.compareAndSet(false, true)) {
            return;
        }
        try {
            tomcat.stop();
            tomcat.destroy();
        } catch (LifecycleException e) {
            throw new IllegalStateException("Tomcat did not stop cleanly", e);
        } finally {
            timer.shutdownNow();
            store.close();
            deleteQuietly(baseDir);
        }
    }

    /** The root context: a servlet per endpoint, the WebSocket container and our two endpoints. */
    private void mountEndpoints(Settings settings) {
        StandardContext context = (StandardContext) tomcat.addContext("", null);
        // Undeploy-time leak hunting needs --add-opens and only warns here: the process ends with the context.
        context.setClearReferencesThreadLocals(false);
        context.setClearReferencesRmiTargets(false);
        context.addServletContainerInitializer(new WsSci(), null);
        context.addServletContainerInitializer(new SocketRoutes(timer, settings.freshIdleTimeout()), null);
        mount(context, "/", new NotFoundServlet());
        mount(context, "/hello", new HelloServlet());
        mount(context, "/ajax", new AjaxServlet(settings.corsOrigin()));
        mount(context, "/items", new ItemsServlet(store));
        mount(context, "/items/count", new ItemCountServlet(store));
        mount(context, "/items/export", new ItemExportServlet(store));
        mount(context, "/health", new HealthServlet(store));
        TomcatMeters meters = new TomcatMeters();
        mount(context, "/prometheus", new PrometheusServlet(meters));
        FilterDef timing = new FilterDef();
        timing.setFilterName(RequestTimingFilter.class.getSimpleName());
        timing.setFilter(new RequestTimingFilter(meters.requests()));
        timing.setAsyncSupported("true");
        context.addFilterDef(timing);
        FilterMap everyPath = new FilterMap();
        everyPath.setFilterName(timing.getFilterName());
        everyPath.addURLPattern("/*");
        context.addFilterMap(everyPath);
        mount(context, SocketRoutes.PERSISTENT, new UpgradeOnlyServlet());
        mount(context, SocketRoutes.FRESH, new UpgradeOnlyServlet());
    }

    private static void mount(Context context, String pattern, HttpServlet servlet) {
        String name = servlet.getClass().getSimpleName() + pattern;
        Tomcat.addServlet(context, name, servlet);
        context.addServletMappingDecoded(pattern, name);
    }

    /** One daemon thread for the fresh sockets' idle timeouts. */
    private static ScheduledExecutorService idleTimer() {
        return Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "fresh-socket-idle");
            thread.setDaemon(true);
            // Started lazily from a request thread, it would inherit the web application's class loader.
            thread.setContextClassLoader(LabServer.class.getClassLoader());
            return thread;
        });
    }

    private static void deleteQuietly(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // A temporary directory left behind is harmless.
        }
    }
}
