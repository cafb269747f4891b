package loadlab.tomcat.transport;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import loadlab.tomcat.web.ContractError;
import loadlab.tomcat.web.ContractServlet;
import loadlab.wire.BadInputException;
import loadlab.wire.Exchange;
import loadlab.wire.ExchangeJson;
import loadlab.wire.JsonpCallback;
import org.apache.tomcat.util.http.InvalidParameterException;

/**
 * CONTRACT.md "AJAX transport": one request per exchange, JSON or JSONP with a validated callback.
 * {@code Access-Control-Allow-Origin} goes on every answer, errors and 405 included; {@code OPTIONS}
 * answers preflights.
 */
public final class AjaxServlet extends ContractServlet {
    private static final long serialVersionUID = 1L;
    private static final String JAVASCRIPT = "text/javascript";

    private final String corsOrigin;

    public AjaxServlet(String corsOrigin) {
        super("GET", "HEAD", "OPTIONS");
        this.corsOrigin = corsOrigin;
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setHeader("Access-Control-Allow-Origin", corsOrigin);
        super.service(request, response);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String idx;
        String size;
        String callback;
        try {
            idx = request.getParameter("idx");
            size = request.getParameter("size");
            callback = request.getParameter("callback");
        } catch (InvalidParameterException undecodable) {
            ContractError.BAD_QUERY.send(response);
            return;
        }
        try {
            Exchange exchange = Exchange.fromQuery(idx, size);
            if (callback == null) {
                send(response, HttpServletResponse.SC_OK, ContractError.JSON, ExchangeJson.ajax(exchange));
            } else {
                send(response, HttpServletResponse.SC_OK, JAVASCRIPT, ExchangeJson.jsonp(new JsonpCallback(callback), exchange));
            }
        } catch (BadInputException problem) {
            new ContractError(400, problem.code(), problem.getMessage()).send(response);
        }
    }

    /** Preflight for cross-origin callers that add headers of their own. */
    @Override
    protected void doOptions(HttpServletRequest request, HttpServletResponse response) {
        response.setStatus(HttpServletResponse.SC_NO_CONTENT);
        response.setHeader("Access-Control-Allow-Methods", "GET, OPTIONS");
        response.setHeader("Access-Control-Max-Age", "600");
        String requested = request.getHeader("Access-Control-Request-Headers");
        if (requested != null) {
            response.setHeader("Access-Control-Allow-Headers", requested);
        }
    }
}
