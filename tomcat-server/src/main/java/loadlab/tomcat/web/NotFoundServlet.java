package loadlab.tomcat.web;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** Mapped to {@code /} (the default servlet): any path no endpoint claims is a JSON 404, whatever the method. */
public final class NotFoundServlet extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final ContractError NOT_FOUND = ContractError.forStatus(404);

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        NOT_FOUND.send(response);
    }
}
