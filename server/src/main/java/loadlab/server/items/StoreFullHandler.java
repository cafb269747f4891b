package loadlab.server.items;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import loadlab.server.web.ErrorBody;

/** Contract, "Errors": a full embedded store is a 503 {@code store_full}; the insert was not stored. */
@Singleton
@Produces(MediaType.APPLICATION_JSON)
public final class StoreFullHandler implements ExceptionHandler<StoreFullException, HttpResponse<ErrorBody>> {
    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, StoreFullException full) {
        return HttpResponse.<ErrorBody>status(HttpStatus.SERVICE_UNAVAILABLE)
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .body(new ErrorBody("store_full", "the embedded memory store holds its cap of " + full.cap()
                        + " documents; give the server more heap or set lab.store.capacity.max-documents"));
    }
}
