package loadlab.tomcat.items;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import loadlab.wire.ItemExport;

/**
 * CONTRACT.md "Database insert": {@code GET /items/export} streams a line per document as the store
 * yields it, then {@code {"count":N}}. A store that fails before anything was sent answers 503; after
 * that, the exception ends the answer without the count line, which is how a client tells a cut export.
 */
public final class ItemExportServlet extends StoreServlet {
    private static final long serialVersionUID = 1L;
    private static final int BUFFER_BYTES = 16 * 1024;

    public ItemExportServlet(ItemStore store) {
        super(store, "GET");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType(ItemExport.MEDIA_TYPE);
        OutputStream out = new BufferedOutputStream(response.getOutputStream(), BUFFER_BYTES);
        long listed;
        try {
            listed = store().export((id, item) -> ItemExport.write(out, id, item));
        } catch (StoreUnavailableException failure) {
            if (response.isCommitted()) {
                throw failure;
            }
            response.reset();
            Unavailable.answer(response, failure);
            return;
        }
        out.write(ItemExport.end(listed));
        out.flush();
    }
}
