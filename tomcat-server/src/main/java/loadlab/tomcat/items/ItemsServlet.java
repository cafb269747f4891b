package loadlab.tomcat.items;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import loadlab.tomcat.web.ContractError;
import loadlab.tomcat.web.ContractServlet;

/**
 * CONTRACT.md "Database insert": {@code POST /items} answers 201 {@code {"id","item"}} only after the
 * store acknowledged the document, else 503. A request body is ignored (Tomcat swallows it).
 */
public final class ItemsServlet extends ContractServlet {
    private static final long serialVersionUID = 1L;

    private final transient ItemStore store;

    public ItemsServlet(ItemStore store) {
        super("POST");
        this.store = store;
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Created created;
        try {
            created = store.insert();
        } catch (StoreUnavailableException failure) {
            Unavailable.answer(response, failure);
            return;
        }
        send(response, HttpServletResponse.SC_CREATED, ContractError.JSON, created.json());
    }
}
