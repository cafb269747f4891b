package loadlab.server.items;

import com.mongodb.MongoException;
import io.micronaut.data.exceptions.DataAccessException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import loadlab.server.web.ErrorBody;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Contract, "Errors": an unreachable or failing database is a 503, never a 500 and never a 201.
 * The driver's bounded server-selection and socket timeouts (application.yml) keep it from hanging.
 */
@Singleton
@Produces(MediaType.APPLICATION_JSON)
public final class DatabaseUnavailableHandler implements ExceptionHandler<DataAccessException, HttpResponse<ErrorBody>> {
    private static final Logger LOG = LoggerFactory.getLogger(DatabaseUnavailableHandler.class);

    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, DataAccessException exception) {
        return unavailable(exception);
    }

    static HttpResponse<ErrorBody> unavailable(Throwable cause) {
        Throwable root = cause.getCause() instanceof MongoException mongo ? mongo : cause;
        LOG.warn("Database unavailable: {}", root.toString());
        return HttpResponse.<ErrorBody>status(HttpStatus.SERVICE_UNAVAILABLE)
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .body(new ErrorBody("database_unavailable", "the database did not acknowledge the operation"));
    }
}
