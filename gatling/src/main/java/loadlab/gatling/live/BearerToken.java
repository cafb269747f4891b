package loadlab.gatling.live;

import com.sun.net.httpserver.Authenticator;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpPrincipal;
import loadlab.record.split.CoordinatorProtocol;

/** Lets through only a caller that sends {@code Authorization: Bearer <the split's token>}; 401 for anyone else. */
final class BearerToken extends Authenticator {
    private static final String REALM = "loadlab";
    private final String token;

    BearerToken(String token) {
        this.token = token;
    }

    @Override
    public Result authenticate(HttpExchange exchange) {
        if (CoordinatorProtocol.carries(exchange.getRequestHeaders().getFirst("Authorization"), token)) {
            return new Success(new HttpPrincipal("scraper", REALM));
        }
        exchange.getResponseHeaders().set("WWW-Authenticate", "Bearer realm=\"" + REALM + "\"");
        return new Failure(401);
    }
}
