package loadlab.tomcat.items;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** CONTRACT.md "Database insert": {@code GET /items/count} answers {@code {"count":N}}, the documents stored now. */
public final class ItemCountServlet extends StoreServlet {
    private static final long serialVersionUID = 1L;

    public ItemCountServlet(ItemStore store) {
        super(store, "GET", "HEAD");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        answerFromStore(response, HttpServletResponse.SC_OK,
                store -> ("{\"count\":" + store.count() + "}").getBytes(StandardCharsets.US_ASCII));
    }
}
