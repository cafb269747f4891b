package loadlab.tomcat.ops;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.tomcat.items.ItemStore;
import loadlab.tomcat.web.ContractError;
import loadlab.tomcat.web.ContractServlet;

/**
 * CONTRACT.md "Operations": 200 {@code {"status":"UP","database":"memory"|"UP"}} while the store is
 * usable, 503 {@code {"status":"DOWN","database":"DOWN"}} when MongoDB does not answer a ping in time.
 */
public final class HealthServlet extends ContractServlet {
    private static final long serialVersionUID = 1L;
    private static final byte[] DOWN = "{\"status\":\"DOWN\",\"database\":\"DOWN\"}".getBytes(StandardCharsets.US_ASCII);

    private final transient ItemStore store;
    private final byte[] up;

    public HealthServlet(ItemStore store) {
        super("GET", "HEAD");
        this.store = store;
        this.up = ("{\"status\":\"UP\",\"database\":\"" + store.databaseLabel() + "\"}").getBytes(StandardCharsets.US_ASCII);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (store.isUsable()) {
            send(response, HttpServletResponse.SC_OK, ContractError.JSON, up);
        } else {
            send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, ContractError.JSON, DOWN);
        }
    }
}
