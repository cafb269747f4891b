package loadlab.tomcat.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Replaces the Host's {@link ErrorReportValve} (its HTML page, with a stack trace for exceptions):
 * every error answer Tomcat leaves without a body ({@code sendError}, an uncaught exception, a
 * request the connector could not parse, the WebSocket handshake's bare 426) gets the contract's
 * JSON body for its status instead. Installed by class name ({@code StandardHost#setErrorReportValveClass}),
 * hence public with a no-argument constructor.
 */
public final class JsonErrorReportValve extends ErrorReportValve {
    private static final Logger LOG = LoggerFactory.getLogger(JsonErrorReportValve.class);

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        // Tomcat's guard, widened: a status set without sendError (426) is reported too, once.
        if (status < 400 || response.getContentWritten() > 0) {
            return;
        }
        boolean first = response.setErrorReported();
        if (!first && response.isError()) {
            return;
        }
        if (throwable != null) {
            // Tomcat has logged it already (a servlet's exception at ERROR, a parse failure at INFO).
            LOG.debug("Answering {} for {} {}", status, request.getMethod(), request.getRequestURI(), throwable);
            if (status >= 500) {
                dropHalfBuiltAnswer(response, status);
            }
        }
        String body = new String(ContractError.forStatus(status).body(), StandardCharsets.US_ASCII);
        try {
            response.setContentType(ContractError.JSON);
            response.setContentLength(body.length());
            PrintWriter writer = response.getReporter();
            if (writer != null) {
                writer.write(body);
                response.finishResponse();
            }
        } catch (IOException | IllegalStateException e) {
            LOG.debug("Could not write the error body", e);
        }
    }

    /** Headers the failed servlet had set (an accepted upgrade's, say) do not belong to a 500. */
    private static void dropHalfBuiltAnswer(Response response, int status) {
        try {
            response.reset();
            response.setStatus(status);
        } catch (IllegalStateException committed) {
            LOG.debug("Answer already committed", committed);
        }
    }
}
