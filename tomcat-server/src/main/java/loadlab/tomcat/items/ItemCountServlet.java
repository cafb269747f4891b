package loadlab.tomcat.items;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.tomcat.web.ContractError;
import loadlab.tomcat.web.ContractServlet;

/** CONTRACT.md "Database insert": {@code GET /items/count} answers {@code {"count":N}}, the documents stored now. */
public final class ItemCountServlet extends ContractServlet {
    private static final long serialVersionUID = 1L;

    private final transient ItemStore store;

    public ItemCountServlet(ItemStore store) {
        super("GET", "HEAD");
        this.store = store;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        long count;
        try {
            count = store.count();
        } catch (StoreUnavailableException failure) {
            Unavailable.answer(response, failure);
            return;
        }
        send(response, HttpServletResponse.SC_OK, ContractError.JSON,
                ("{\"count\":" + count + "}").getBytes(StandardCharsets.US_ASCII));
    }
}
