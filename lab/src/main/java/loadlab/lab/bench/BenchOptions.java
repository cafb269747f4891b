package loadlab.lab.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The bench's command line, as {@code bench/run} takes it:
 * {@code [-r ROUNDS] [-d SECONDS] [-c CONNECTIONS] [-n AB_REQUESTS] [--no-gatling] [--no-node] [--baseline JAR]},
 * and the JVM options of the reference server and the baseline from {@code BENCH_SERVER_JVM_OPTS} and
 * {@code BENCH_BASELINE_JVM_OPTS} (the baseline takes the server's when its own is unset, so one jar against
 * itself with one option changed measures that option).
 */
record BenchOptions(int rounds, int durationSeconds, int connections, int abRequests, boolean gatling, boolean node,
        Optional<Path> baseline, List<String> serverJvmOptions, List<String> baselineJvmOptions) {

    static final String USAGE = "usage: bench/run [-r ROUNDS] [-d SECONDS] [-c CONNECTIONS] [-n AB_REQUESTS]"
            + " [--no-build] [--no-gatling] [--no-node] [--baseline JAR]";

    BenchOptions {
        if (rounds < 1 || durationSeconds < 1 || connections < 1 || abRequests < connections) {
            throw new IllegalArgumentException("rounds, seconds and connections must be at least 1, and ab's requests"
                    + " at least its connections: -r " + rounds + " -d " + durationSeconds + " -c " + connections
                    + " -n " + abRequests);
        }
        baseline.ifPresent(jar -> {
            if (!Files.isRegularFile(jar)) {
                throw new IllegalArgumentException("missing baseline jar " + jar);
            }
        });
    }

    /** {@code --no-build} is the script's (it builds before this runs) and is accepted here for the same line. */
    static BenchOptions parse(String[] args, Map<String, String> environment) {
        int rounds = 3;
        int duration = 10;
        int connections = 100;
        int abRequests = 50_000;
        boolean gatling = true;
        boolean node = true;
        Optional<Path> baseline = Optional.empty();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "-r" -> rounds = number(arg, value(args, ++i, arg));
                case "-d" -> duration = number(arg, value(args, ++i, arg));
                case "-c" -> connections = number(arg, value(args, ++i, arg));
                case "-n" -> abRequests = number(arg, value(args, ++i, arg));
                case "--no-build" -> { }
                case "--no-gatling" -> gatling = false;
                case "--no-node" -> node = false;
                case "--baseline" -> baseline = Optional.of(Path.of(value(args, ++i, arg)).toAbsolutePath().normalize());
                default -> throw new IllegalArgumentException("unknown argument: " + arg + "; " + USAGE);
            }
        }
        List<String> server = words(environment.get("BENCH_SERVER_JVM_OPTS"));
        String baselineOptions = environment.get("BENCH_BASELINE_JVM_OPTS");
        return new BenchOptions(rounds, duration, connections, abRequests, gatling, node, baseline, server,
                baselineOptions == null ? server : words(baselineOptions));
    }

    private static String value(String[] args, int index, String option) {
        if (index >= args.length) {
            throw new IllegalArgumentException(option + " needs a value; " + USAGE);
        }
        return args[index];
    }

    private static int number(String option, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a whole number, not '" + value + "'");
        }
    }

    private static List<String> words(String value) {
        return value == null || value.isBlank() ? List.of() : Arrays.asList(value.strip().split("\\s+"));
    }
}
