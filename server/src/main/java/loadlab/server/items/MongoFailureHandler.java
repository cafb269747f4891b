package loadlab.server.items;

import com.mongodb.MongoException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import loadlab.server.web.ErrorBody;

/** Driver errors that reach the web layer unwrapped get the same 503 as wrapped ones. */
@Singleton
@Produces(MediaType.APPLICATION_JSON)
public final class MongoFailureHandler implements ExceptionHandler<MongoException, HttpResponse<ErrorBody>> {
    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, MongoException exception) {
        return DatabaseUnavailableHandler.unavailable(exception);
    }
}
