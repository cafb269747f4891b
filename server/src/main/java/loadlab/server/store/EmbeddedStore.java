package loadlab.server.store;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * mongo-java-server running in this process: the default store when no real MongoDB is configured
 * (on a free loopback port), and the store of {@link StandaloneStore} (on a given port). Speaks the
 * MongoDB wire protocol, so the real driver talks to it.
 */
public final class EmbeddedStore implements AutoCloseable {
    /** Database the embedded store serves; a real MONGODB_URI names its own. */
    public static final String DATABASE = "lab";

    private final MongoServer server;
    private final String connectionString;

    private EmbeddedStore(MongoBackend backend, String host, int port) {
        this.server = new MongoServer(backend);
        try {
            this.server.bind(host, port);
        } catch (RuntimeException e) {
            backend.close();
            throw e;
        }
        this.connectionString = "mongodb://" + host + ":" + server.getLocalAddress().getPort() + "/" + DATABASE;
    }

    /** Starts the store on a free loopback port. */
    public static EmbeddedStore start(StoreConfig config) {
        return start(config, "127.0.0.1", 0);
    }

    /** Starts the store on the given address; port 0 picks a free one. */
    public static EmbeddedStore start(StoreConfig config, String host, int port) {
        return switch (config.mode()) {
            case MEMORY -> new EmbeddedStore(new SessionTolerantBackend(new MemoryBackend(), () -> { }), host, port);
            case FILE -> {
                H2Backend h2 = new H2Backend(prepare(Path.of(config.path())).toString());
                yield new EmbeddedStore(new SessionTolerantBackend(h2, h2::commit), host, port);
            }
        };
    }

    public String connectionString() {
        return connectionString;
    }

    @Override
    public void close() {
        server.shutdown();
    }

    private static Path prepare(Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            return file.toAbsolutePath();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the store folder for " + file, e);
        }
    }
}
