package loadlab.tomcat.ops;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.tomcat.web.ContractServlet;

/** CONTRACT.md "Operations", metrics: {@code GET /prometheus} in the Prometheus text format. */
public final class PrometheusServlet extends ContractServlet {
    private static final long serialVersionUID = 1L;
    private static final String TEXT = "text/plain; version=0.0.4; charset=utf-8";

    private final transient TomcatMeters meters;

    public PrometheusServlet(TomcatMeters meters) {
        super("GET", "HEAD");
        this.meters = meters;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        send(response, HttpServletResponse.SC_OK, TEXT, meters.scrape().getBytes(StandardCharsets.UTF_8));
    }
}
