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
 * mongo-java-server running in this process on a free loopback port: the default store when no
 * real MongoDB is configured. Speaks the MongoDB wire protocol, so the real driver talks to it.
 */
public final class EmbeddedStore implements AutoCloseable {
    /** Database the embedded store serves; a real MONGODB_URI names its own. */
    public static final String DATABASE = "lab";

    private final MongoServer server;
    private final String connectionString;

    private EmbeddedStore(MongoBackend backend) {
        this.server = new MongoServer(backend);
        this.server.bind("127.0.0.1", 0);
        this.connectionString = "mongodb://127.0.0.1:" + server.getLocalAddress().getPort() + "/" + DATABASE;
    }

    public static EmbeddedStore start(StoreConfig config) {
        return switch (config.mode()) {
            case MEMORY -> new EmbeddedStore(new SessionTolerantBackend(new MemoryBackend(), () -> { }));
            case FILE -> {
                H2Backend h2 = new H2Backend(prepare(Path.of(config.path())).toString());
                yield new EmbeddedStore(new SessionTolerantBackend(h2, h2::commit));
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
