package loadlab.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class GuidsTest {
    private static final String V4_UUID = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

    @Test
    void makesVersion4VariantRfcUuids() {
        UUID uuid = Guids.next();

        assertThat(uuid.version()).isEqualTo(4);
        assertThat(uuid.variant()).isEqualTo(2);
        assertThat(uuid.toString()).matches(V4_UUID);
    }

    @Test
    void doesNotRepeatItself() {
        Set<UUID> seen = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            seen.add(Guids.next());
        }
        assertThat(seen).hasSize(10_000);
    }
}
