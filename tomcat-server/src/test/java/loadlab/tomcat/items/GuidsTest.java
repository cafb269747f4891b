package loadlab.tomcat.items;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class GuidsTest {

    @Test
    void makesVersion4VariantRfcUuids() {
        UUID uuid = Guids.next();

        assertThat(uuid.version()).isEqualTo(4);
        assertThat(uuid.variant()).isEqualTo(2);
        assertThat(uuid.toString()).matches(ItemsServletTest.V4_UUID);
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
