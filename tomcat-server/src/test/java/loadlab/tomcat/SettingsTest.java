package loadlab.tomcat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SettingsTest {

    @Test
    void defaultsToPort8080ItemsInMemoryAnyOriginAndTenSecondsIdle() {
        Settings settings = Settings.fromEnv(Map.of());

        assertThat(settings.port()).isEqualTo(8080);
        assertThat(settings.inMemory()).isTrue();
        assertThat(settings.corsOrigin()).isEqualTo("*");
        assertThat(settings.freshIdleTimeout()).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void readsEveryVariable() {
        Settings settings = Settings.fromEnv(Map.of("PORT", "0", "MONGODB_URI", "mongodb://127.0.0.1:27017/lab",
                "CORS_ORIGIN", "https://lab.example", "FRESH_IDLE_TIMEOUT_MS", "250"));

        assertThat(settings).isEqualTo(new Settings(0, "mongodb://127.0.0.1:27017/lab", "https://lab.example",
                Duration.ofMillis(250)));
        assertThat(settings.inMemory()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "65536", "http", "80.5", "9999999999"})
    void refusesAPortThatIsNot0To65535(String port) {
        assertThatThrownBy(() -> Settings.fromEnv(Map.of("PORT", port)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("PORT must be an integer from 0 to 65535");
    }

    @Test
    void refusesACorsOriginThatWouldSplitTheHeader() {
        assertThatThrownBy(() -> Settings.fromEnv(Map.of("CORS_ORIGIN", "a\r\nX-Evil: 1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("CORS_ORIGIN");
    }

    @Test
    void refusesAZeroIdleTimeout() {
        assertThatThrownBy(() -> Settings.fromEnv(Map.of("FRESH_IDLE_TIMEOUT_MS", "0")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("FRESH_IDLE_TIMEOUT_MS");
    }
}
