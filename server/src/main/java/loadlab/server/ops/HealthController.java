package loadlab.server.ops;

import com.mongodb.reactivestreams.client.MongoClient;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.serde.annotation.Serdeable;
import java.time.Duration;
import org.bson.Document;
import reactor.core.publisher.Mono;

/**
 * Contract, "Operations": 200 {@code {"status":"UP",...}} while the database answers a ping,
 * 503 {@code {"status":"DOWN",...}} otherwise. A ping has no side effect, so timing it out here
 * is safe and bounds the answer even when the driver would wait longer.
 */
@Controller("/health")
public final class HealthController {
    private static final Duration PING_TIMEOUT = Duration.ofSeconds(3);
    private static final Document PING = new Document("ping", 1);

    private final MongoClient mongo;

    public HealthController(MongoClient mongo) {
        this.mongo = mongo;
    }

    @Get(produces = MediaType.APPLICATION_JSON)
    public Mono<MutableHttpResponse<Health>> health() {
        return Mono.from(mongo.getDatabase("admin").runCommand(PING))
                .timeout(PING_TIMEOUT)
                .map(reply -> HttpResponse.<Health>ok(new Health("UP", "UP")))
                .onErrorResume(failure -> Mono.just(
                        HttpResponse.<Health>status(HttpStatus.SERVICE_UNAVAILABLE).body(new Health("DOWN", "DOWN"))));
    }

    /** {@code {"status":"UP","database":"UP"}}. */
    @Serdeable
    public record Health(String status, String database) {
    }
}
