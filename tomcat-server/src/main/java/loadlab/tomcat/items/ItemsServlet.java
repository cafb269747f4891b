package loadlab.tomcat.items;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * CONTRACT.md "Database insert": {@code POST /items} answers 201 {@code {"id","item"}} only after the
 * store acknowledged the document, else 503. A request body is ignored (Tomcat swallows it).
 */
public final class ItemsServlet extends StoreServlet {
    private static final long serialVersionUID = 1L;

    public ItemsServlet(ItemStore store) {
        super(store, "POST");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        answerFromStore(response, HttpServletResponse.SC_CREATED, store -> store.insert().json());
    }
}
