package loadlab.lab.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GatlingCostTest {

    @Test
    void theWebSocketRowIsThePersistentOnePlainFramedAtThreeHundredExchanges(@TempDir Path folder) throws IOException {
        Path summary = Files.writeString(folder.resolve("summary.json"), """
                {"transports": {"rows": [
                  {"transport": "AJAX", "exchanges": 300, "exchangeP99Ms": 9},
                  {"transport": "WS", "exchanges": 300, "framing": "socketio", "exchangeP99Ms": 7},
                  {"transport": "WS", "exchanges": 10, "exchangeP99Ms": 5},
                  {"transport": "WS", "exchanges": 300, "exchangeP99Ms": 3, "exchangeMeanMs": 1}
                ]}}
                """);
        assertThat(GatlingCost.webSocketRow(summary).path("exchangeP99Ms").asInt()).isEqualTo(3);
    }

    @Test
    void aSummaryWithoutThatRowIsAnErrorNotAZero(@TempDir Path folder) throws IOException {
        Path summary = Files.writeString(folder.resolve("summary.json"), "{\"transports\": {\"rows\": []}}");
        assertThatThrownBy(() -> GatlingCost.webSocketRow(summary)).hasMessageContaining("no persistent WebSocket row");
    }
}
