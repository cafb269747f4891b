package loadlab.tomcat.items;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.function.Function;
import loadlab.tomcat.web.ContractError;
import loadlab.tomcat.web.ContractServlet;

/**
 * A servlet that answers from the item store: the JSON the store's answer becomes, or the contract's
 * 503 {@code database_unavailable} when the store did not acknowledge, so no endpoint can send a
 * success the store did not confirm.
 */
abstract class StoreServlet extends ContractServlet {
    private static final long serialVersionUID = 1L;

    private final transient ItemStore store;

    StoreServlet(ItemStore store, String... methods) {
        super(methods);
        this.store = store;
    }

    protected final ItemStore store() {
        return store;
    }

    /** Answers {@code status} with the JSON {@code operation} builds from the store, or 503 if the store failed. */
    protected final void answerFromStore(HttpServletResponse response, int status, Function<ItemStore, byte[]> operation)
            throws IOException {
        byte[] json;
        try {
            json = operation.apply(store);
        } catch (StoreUnavailableException failure) {
            Unavailable.answer(response, failure);
            return;
        }
        send(response, status, ContractError.JSON, json);
    }
}
