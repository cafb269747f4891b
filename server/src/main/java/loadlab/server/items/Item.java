package loadlab.server.items;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.GeneratedValue;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import java.time.Instant;

/** Contract, "Database insert": the stored document {@code {item: <uuid>, createdAt: <time>}}. */
@MappedEntity(Item.COLLECTION)
public record Item(@Id @GeneratedValue @Nullable String id, String item, Instant createdAt) {
    /** The collection CONTRACT.md names. */
    public static final String COLLECTION = "items";
}
