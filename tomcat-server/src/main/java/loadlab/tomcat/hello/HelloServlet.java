package loadlab.tomcat.hello;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.tomcat.web.ContractServlet;

/**
 * CONTRACT.md "Plain HTTP": the hello experiment's servlet. The body never changes, so its bytes
 * (and their length, 13) are built once.
 */
public final class HelloServlet extends ContractServlet {
    public static final String TEXT_UTF8 = "text/plain; charset=utf-8";
    private static final long serialVersionUID = 1L;
    private static final byte[] BODY = "Hello, World!".getBytes(StandardCharsets.UTF_8);

    public HelloServlet() {
        super("GET", "HEAD");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        send(response, HttpServletResponse.SC_OK, TEXT_UTF8, BODY);
    }
}
