package loadlab.lab.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchOptionsTest {

    @Test
    void withoutArgumentsItIsThreeRoundsOfTenSecondsAtOneHundredConnections() {
        BenchOptions options = BenchOptions.parse(new String[0], Map.of());
        assertThat(options).isEqualTo(new BenchOptions(3, 10, 100, 50_000, true, true, java.util.Optional.empty(),
                List.of(), List.of()));
    }

    @Test
    void everyOptionOfTheScriptIsTaken(@TempDir Path folder) throws IOException {
        Path jar = Files.writeString(folder.resolve("server.jar"), "jar");
        BenchOptions options = BenchOptions.parse(new String[] {"-r", "5", "-d", "20", "-c", "50", "-n", "100000",
            "--no-build", "--no-gatling", "--no-node", "--baseline", jar.toString()}, Map.of());
        assertThat(options.rounds()).isEqualTo(5);
        assertThat(options.durationSeconds()).isEqualTo(20);
        assertThat(options.connections()).isEqualTo(50);
        assertThat(options.abRequests()).isEqualTo(100_000);
        assertThat(options.gatling()).isFalse();
        assertThat(options.node()).isFalse();
        assertThat(options.baseline()).contains(jar);
    }

    @Test
    void theBaselineTakesTheServersJvmOptionsUnlessItHasItsOwnEvenEmpty() {
        Map<String, String> server = Map.of("BENCH_SERVER_JVM_OPTS", " -Da=1  -Db=2 ");
        assertThat(BenchOptions.parse(new String[0], server).baselineJvmOptions()).containsExactly("-Da=1", "-Db=2");
        Map<String, String> both = Map.of("BENCH_SERVER_JVM_OPTS", "-Da=1", "BENCH_BASELINE_JVM_OPTS", "");
        BenchOptions options = BenchOptions.parse(new String[0], both);
        assertThat(options.serverJvmOptions()).containsExactly("-Da=1");
        assertThat(options.baselineJvmOptions()).isEmpty();
    }

    @Test
    void aWrongLineIsRefusedSayingWhy() {
        assertThatThrownBy(() -> BenchOptions.parse(new String[] {"--fast"}, Map.of()))
                .hasMessageContaining("unknown argument: --fast").hasMessageContaining("usage: bench/run");
        assertThatThrownBy(() -> BenchOptions.parse(new String[] {"-r"}, Map.of())).hasMessageContaining("-r needs a value");
        assertThatThrownBy(() -> BenchOptions.parse(new String[] {"-d", "ten"}, Map.of()))
                .hasMessageContaining("-d takes a whole number, not 'ten'");
        assertThatThrownBy(() -> BenchOptions.parse(new String[] {"-r", "0"}, Map.of())).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> BenchOptions.parse(new String[] {"--baseline", "/nowhere/server.jar"}, Map.of()))
                .hasMessageContaining("missing baseline jar /nowhere/server.jar");
    }
}
