package loadlab.server.items;

import io.micronaut.data.mongodb.annotation.MongoRepository;
import io.micronaut.data.repository.reactive.ReactorCrudRepository;

/**
 * Reactive on purpose: the insert completes on the driver's own I/O threads, so no Netty event
 * loop waits for MongoDB and no thread pool has to be sized to the 10 000-client experiment.
 */
@MongoRepository
public interface ItemRepository extends ReactorCrudRepository<Item, String> {
}
