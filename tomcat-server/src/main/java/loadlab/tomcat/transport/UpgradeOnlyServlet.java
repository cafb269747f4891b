package loadlab.tomcat.transport;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import loadlab.tomcat.web.ContractError;
import loadlab.tomcat.web.ContractServlet;

/**
 * Mapped to the WebSocket paths: Tomcat's {@code WsFilter} takes every GET WebSocket upgrade there
 * before any servlet runs, so what reaches this servlet is a request without one (400), or another
 * method (405 naming GET).
 */
public final class UpgradeOnlyServlet extends ContractServlet {
    private static final long serialVersionUID = 1L;
    private static final ContractError NO_UPGRADE =
            new ContractError(400, "bad_request", "this endpoint takes a WebSocket upgrade (Upgrade: websocket) only");

    public UpgradeOnlyServlet() {
        super("GET");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        NO_UPGRADE.send(response);
    }
}
