package loadlab.server.items;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Status;
import io.micronaut.http.exceptions.HttpStatusException;
import io.micronaut.serde.annotation.Serdeable;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;
import loadlab.server.ops.LabMeters;
import loadlab.wire.Guids;
import loadlab.wire.ItemExport;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Contract, "Database insert". The 201 is built from the saved entity, i.e. after MongoDB
 * acknowledged the write; a failed or unreachable database becomes 503 (see {@link DatabaseUnavailableHandler}),
 * and so does a full embedded memory store ({@link StoreCapacity}). Every answer is a publisher the
 * reactive driver completes: nothing here waits on an event loop.
 */
@Controller("/items")
public final class ItemsController {
    /** Documents per chunk of the export: one write of a few KiB instead of one per 60-byte line. */
    private static final int EXPORT_BATCH = 256;

    private final ItemRepository items;
    private final StoredItems stored;
    private final StoreCapacity capacity;
    private final boolean exportEnabled;
    private final LabMeters meters;

    ItemsController(ItemRepository items, StoredItems stored, StoreCapacity capacity, ItemsConfig config,
            LabMeters meters) {
        this.items = items;
        this.stored = stored;
        this.capacity = capacity;
        this.exportEnabled = config.exportEnabled();
        this.meters = meters;
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
                .map(saved -> {
                    meters.inserted();
                    return new Created(saved.id(), saved.item());
                });
    }

    @Get(value = "/count", produces = MediaType.APPLICATION_JSON)
    public Mono<Count> count() {
        return items.count().map(Count::new);
    }

    /**
     * Contract, "Database insert": every document's line as the driver's cursor yields it, then the
     * count of lines. The answer starts once the database answered a count, so one that cannot be read
     * is a 503 like any other; one that fails after that ends the connection without the count line.
     * Switched off ({@code lab.items.export-enabled}), it is a 404 {@code not_found}, as for any unknown path.
     */
    @Get(value = "/export", produces = ItemExport.MEDIA_TYPE)
    public Mono<HttpResponse<Flux<byte[]>>> export() {
        if (!exportEnabled) {
            return Mono.error(new HttpStatusException(HttpStatus.NOT_FOUND, "export switched off"));
        }
        return items.count().map(any -> HttpResponse.ok(exported()).contentType(ItemExport.MEDIA_TYPE));
    }

    private Flux<byte[]> exported() {
        return Flux.defer(() -> {
            AtomicLong listed = new AtomicLong();
            return stored.identities()
                    .buffer(EXPORT_BATCH)
                    .map(batch -> {
                        listed.addAndGet(batch.size());
                        return ItemExport.lines(batch, StoredItems.Identity::id, StoredItems.Identity::item);
                    })
                    .concatWith(Mono.fromSupplier(() -> ItemExport.end(listed.get())));
        });
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
