package loadlab.server.items;

import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Status;
import io.micronaut.serde.annotation.Serdeable;
import java.time.Instant;
import loadlab.wire.Guids;
import reactor.core.publisher.Mono;

/**
 * Contract, "Database insert". The 201 is built from the saved entity, i.e. after MongoDB
 * acknowledged the write; a failed or unreachable database becomes 503 (see {@link DatabaseUnavailableHandler}),
 * and so does a full embedded memory store ({@link StoreCapacity}).
 */
@Controller("/items")
public final class ItemsController {
    private final ItemRepository items;
    private final StoreCapacity capacity;

    public ItemsController(ItemRepository items, StoreCapacity capacity) {
        this.items = items;
        this.capacity = capacity;
    }

    @Post(produces = MediaType.APPLICATION_JSON, consumes = MediaType.ALL)
    @Status(HttpStatus.CREATED)
    public Mono<Created> insert() {
        if (!capacity.tryTake()) {
            return Mono.error(new StoreFullException(capacity.cap()));
        }
        Item item = new Item(null, Guids.next().toString(), Instant.now());
        return items.save(item)
                .doOnError(failed -> capacity.giveBack())
                .map(saved -> new Created(saved.id(), saved.item()));
    }

    @Get(value = "/count", produces = MediaType.APPLICATION_JSON)
    public Mono<Count> count() {
        return items.count().map(Count::new);
    }

    /** {@code {"id":"<document id>","item":"<uuid>"}}. */
    @Serdeable
    public record Created(String id, String item) {
    }

    /** {@code {"count":N}}. */
    @Serdeable
    public record Count(long count) {
    }
}
