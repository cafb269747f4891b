package loadlab.server.store;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The embedded store as a process of its own, so a database outage can be staged by stopping or
 * killing it while the server keeps running:
 * <pre>
 * java -cp server/target/server.jar loadlab.server.store.StandaloneStore --port 27017 --mode file --path data/store.mv
 * </pre>
 * Options: {@code --host} (default 127.0.0.1: loopback only), {@code --port} (default 27017,
 * 0 picks a free one), {@code --mode memory|file} (default memory), {@code --path} (file mode,
 * default data/loadlab-store.mv). Point the server at it with
 * {@code MONGODB_URI=mongodb://127.0.0.1:27017/lab}. It runs until SIGTERM or SIGINT, then closes
 * the store (file mode: the H2 file is committed after every write anyway, so a SIGKILL loses no
 * acknowledged write either).
 */
public final class StandaloneStore {
    static final String READY = "Standalone store listening on ";
    private static final Logger LOG = LoggerFactory.getLogger(StandaloneStore.class);
    private static final String USAGE = "usage: StandaloneStore [--host 127.0.0.1] [--port 27017] "
            + "[--mode memory|file] [--path data/loadlab-store.mv]";
    private static final Set<String> OPTIONS = Set.of("--host", "--port", "--mode", "--path");

    private StandaloneStore() {
    }

    public static void main(String[] args) throws InterruptedException {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            LOG.error("{}; {}", e.getMessage(), USAGE);
            System.exit(2);
            return;
        }
        EmbeddedStore store = EmbeddedStore.start(options.config(), options.host(), options.port());
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            store.close();
            LOG.info("Standalone store stopped");
            stopped.countDown();
        }, "standalone-store-shutdown"));
        LOG.info("{}{} ({} mode{})", READY, store.connectionString(), options.config().mode().name().toLowerCase(Locale.ROOT),
                options.config().mode() == StoreConfig.Mode.FILE ? ", file " + options.config().path() : "");
        stopped.await();
    }

    /** Parsed command line. */
    record Options(String host, int port, StoreConfig config) {
        static Options parse(String... args) {
            Map<String, String> values = new TreeMap<>();
            for (int i = 0; i < args.length; i++) {
                String name = args[i];
                if (!OPTIONS.contains(name)) {
                    throw new IllegalArgumentException("unknown option " + name);
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("missing value for " + name);
                }
                values.put(name, args[++i]);
            }
            int port;
            try {
                port = Integer.parseInt(values.getOrDefault("--port", "27017"));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--port must be a number");
            }
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("--port must be 0..65535");
            }
            StoreConfig.Mode mode;
            try {
                mode = StoreConfig.Mode.valueOf(values.getOrDefault("--mode", "memory").toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--mode must be memory or file");
            }
            return new Options(values.getOrDefault("--host", "127.0.0.1"), port,
                    new StoreConfig(mode, values.getOrDefault("--path", "data/loadlab-store.mv")));
        }
    }
}
