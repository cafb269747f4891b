package loadlab.tomcat.transport;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import loadlab.tomcat.web.ContractError;
import org.apache.tomcat.util.http.InvalidParameterException;

/**
 * In front of Tomcat's {@code WsFilter} on the WebSocket paths: a handshake whose query cannot be
 * decoded ({@code %ZZ}, bad UTF-8) is refused with 400 {@code bad_query}. Without this, Tomcat 11
 * accepts the upgrade headers, then fails reading the parameters for the session and answers 500.
 */
public final class HandshakeGuard extends HttpFilter {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        try {
            request.getParameterMap();
        } catch (InvalidParameterException undecodable) {
            ContractError.BAD_QUERY.send(response);
            return;
        }
        chain.doFilter(request, response);
    }
}
