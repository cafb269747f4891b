package loadlab.tomcat.web;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;

/**
 * A servlet that serves the methods it names and answers every other one with the contract's
 * 405 {@code method_not_allowed} and an {@code Allow} header (HttpServlet's own 405 has neither).
 * Servlets run on Tomcat's worker threads, so blocking in them (the MongoDB sync driver) is the
 * Tomcat way; the pool is Tomcat's default (200 threads).
 */
public abstract class ContractServlet extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private final List<String> methods;
    private final ContractError notAllowed;

    protected ContractServlet(String... methods) {
        this.methods = List.of(methods);
        this.notAllowed = new ContractError(405, "method_not_allowed", "use " + String.join(" or ", methods));
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        if (!methods.contains(request.getMethod())) {
            response.setHeader("Allow", String.join(", ", methods));
            notAllowed.send(response);
            return;
        }
        super.service(request, response);
    }

    /** A whole answer from bytes built once or per request: status, type, Content-Length, body. */
    protected static void send(HttpServletResponse response, int status, String type, byte[] body) throws IOException {
        response.setStatus(status);
        response.setContentType(type);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }
}
