package loadlab.server.web;

import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import loadlab.wire.BadInputException;

/** Contract, "Errors": bad HTTP input is a 400 with the JSON error body. */
@Singleton
@Produces(MediaType.APPLICATION_JSON)
@Requires(classes = ExceptionHandler.class)
public final class BadInputHandler implements ExceptionHandler<BadInputException, HttpResponse<ErrorBody>> {
    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, BadInputException exception) {
        return HttpResponse.<ErrorBody>badRequest(new ErrorBody(exception.code(), exception.getMessage()))
                .contentType(MediaType.APPLICATION_JSON_TYPE);
    }
}
