package loadlab.lab.targets;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import loadlab.lab.launch.LaunchSpec;

/**
 * nginx with one worker answering /hello (Debian's nginx-light when missing): not a contract server but
 * the machine's practical ceiling for /hello, the figure the others are read against. Its configuration
 * is the resource targets/nginx.conf, written into the run's own folder.
 */
final class NginxTarget extends ShippedTarget {
    static final String CONFIG = "/targets/nginx.conf";

    NginxTarget() {
        super("nginx", "nginx, one worker, /hello only (the machine's ceiling for /hello)",
                EnumSet.of(Serves.HELLO), false);
    }

    @Override
    public void prepare(Path root) {
        binary();
    }

    @Override
    public LaunchSpec launch(TargetEnvironment environment) {
        Path prefix = environment.workFolder().toAbsolutePath();
        Path config = writeConfig(prefix, environment.port());
        List<String> command = List.of(binary(), "-p", prefix.toString(), "-c", config.toString(),
                "-e", prefix.resolve("error.log").toString());
        return environment.process(command, Map.of(), null);
    }

    static Path writeConfig(Path prefix, int port) {
        try (InputStream template = NginxTarget.class.getResourceAsStream(CONFIG)) {
            if (template == null) {
                throw new IllegalStateException("missing resource " + CONFIG);
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

    private static String binary() {
        return DebianPackages.program("nginx", List.of("nginx-light")).toString();
    }
}
