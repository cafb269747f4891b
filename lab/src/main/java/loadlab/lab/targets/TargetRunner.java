package loadlab.lab.targets;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadlab.lab.launch.JavaCommand;
import loadlab.lab.launch.LaunchSpec;

/**
 * How a declared target runs ({@code runner} in targets.json): the kinds of server the lab knows how to
 * install and start. A target of a kind here is one entry in the file; a new kind is a constant here.
 */
public enum TargetRunner {
    /** The Micronaut reference server of a checkout (its server/ built) or a server jar; its store is in its JVM. */
    REFERENCE("reference", false, false) {
        @Override
        LaunchSpec launch(ShippedTarget target, TargetEnvironment environment) {
            return environment.process(ReferenceServer.command(environment.referenceServer(), environment.port(),
                    environment.heap()), Map.of(), null);
        }
    },
    /** {@code node <main>} in the target's folder, its packages installed as its package-lock.json pins them. */
    NODE("node", true, true) {
        @Override
        void prepare(ShippedTarget target, Path root) {
            NodeJs.ensurePackages(root.resolve(target.folder()));
        }

        @Override
        LaunchSpec launch(ShippedTarget target, TargetEnvironment environment) {
            return environment.process(List.of(NodeJs.binary(), target.main()), variables(target, environment),
                    environment.root().resolve(target.folder()));
        }
    },
    /**
     * A main class on the build output of the module in the target's folder, with the heap the reference server
     * would get; running out of it ends the process, so the run fails visibly.
     */
    JAVA("java", true, true) {
        @Override
        LaunchSpec launch(ShippedTarget target, TargetEnvironment environment) {
            List<String> command = new ArrayList<>(List.of(JavaCommand.javaBinary(), "-Xmx" + environment.heap().xmx(),
                    "-XX:+ExitOnOutOfMemoryError", "-cp", JavaCommand.classpath(environment.root(), target.folder()),
                    target.main()));
            return environment.process(command, variables(target, environment), null);
        }
    },
    /** nginx with the configuration resource named by {@code main} (under the lab's /targets/), in a folder of its own. */
    NGINX("nginx", false, true) {
        @Override
        void prepare(ShippedTarget target, Path root) {
            NginxConfig.binary();
        }

        @Override
        LaunchSpec launch(ShippedTarget target, TargetEnvironment environment) {
            Path prefix = environment.workFolder().toAbsolutePath();
            Path config = NginxConfig.write(target.main(), prefix, environment.port());
            return environment.process(List.of(NginxConfig.binary(), "-p", prefix.toString(), "-c", config.toString(),
                    "-e", prefix.resolve("error.log").toString()), Map.of(), null);
        }
    };

    private final String id;
    /** Runs a program of the project folder {@code folder}, handed PORT and the store's URI. */
    private final boolean runsAFolder;
    /** Needs {@code main}: the script, the class, or the configuration resource. */
    private final boolean needsMain;

    TargetRunner(String id, boolean runsAFolder, boolean needsMain) {
        this.id = id;
        this.runsAFolder = runsAFolder;
        this.needsMain = needsMain;
    }

    /** Installs or checks what the target needs before its first start (npm packages, a binary); idempotent. */
    void prepare(ShippedTarget target, Path root) {
    }

    /** The command that runs the target on {@code environment.port()}, answering GET /health with 200 once up. */
    abstract LaunchSpec launch(ShippedTarget target, TargetEnvironment environment);

    /** Why a declaration with these cannot run with this runner, or null when it can. */
    String cannotRun(boolean needsStore, String folder, String main) {
        if (needsStore && !runsAFolder) {
            return "runner " + id + " is not handed a store (MONGODB_URI)";
        }
        if (runsAFolder && blank(folder) || needsMain && blank(main)) {
            return "runner " + id + " needs " + (runsAFolder ? "its folder and main" : "main");
        }
        return null;
    }

    /** PORT, MONGODB_URI when the target writes to a store, and what the target declares. */
    static Map<String, String> variables(ShippedTarget target, TargetEnvironment environment) {
        Map<String, String> variables = new LinkedHashMap<>();
        variables.put("PORT", Integer.toString(environment.port()));
        if (target.needsStore()) {
            variables.put("MONGODB_URI", environment.requireStore());
        }
        variables.putAll(target.environment());
        return variables;
    }

    @JsonValue
    public String id() {
        return id;
    }

    @JsonCreator
    public static TargetRunner ofId(String id) {
        return Arrays.stream(values()).filter(runner -> runner.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no runner is called '" + id + "': "
                        + Arrays.stream(values()).map(TargetRunner::id).toList()));
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}
