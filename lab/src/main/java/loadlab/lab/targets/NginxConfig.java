package loadlab.lab.targets;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * nginx for the nginx runner: the binary (Debian's nginx-light when missing), and a configuration resource
 * under {@code /targets/} written into the run's own folder with its prefix and port filled in.
 */
final class NginxConfig {
    static final String FOLDER = "/targets/";

    private NginxConfig() {
    }

    static String binary() {
        return DebianPackages.program("nginx", List.of("nginx-light")).toString();
    }

    /** The resource {@code /targets/<name>} with {@code @PREFIX@} and {@code @PORT@} filled in, written into prefix. */
    static Path write(String name, Path prefix, int port) {
        try (InputStream template = NginxConfig.class.getResourceAsStream(FOLDER + name)) {
            if (template == null) {
                throw new IllegalStateException("missing resource " + FOLDER + name);
            }
            String text = new String(template.readAllBytes(), StandardCharsets.UTF_8)
                    .replace("@PREFIX@", prefix.toString())
                    .replace("@PORT@", Integer.toString(port));
            Files.createDirectories(prefix.resolve("tmp"));
            Path config = prefix.resolve("nginx.conf");
            Files.writeString(config, text);
            return config;
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the nginx configuration into " + prefix, e);
        }
    }
}
