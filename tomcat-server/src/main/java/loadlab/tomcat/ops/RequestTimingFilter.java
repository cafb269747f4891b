package loadlab.tomcat.ops;

import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import loadlab.wire.RouteTotals;

/**
 * Times every request from the filter chain's start to its answer, into the requests' {@link RouteTotals}: once
 * the chain returns, or, for a servlet that answers asynchronously, once its async cycle completes.
 */
public final class RequestTimingFilter implements Filter {
    private final RouteTotals totals;

    public RequestTimingFilter(RouteTotals totals) {
        this.totals = totals;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        long start = System.nanoTime();
        try {
            chain.doFilter(request, response);
        } finally {
            if (request.isAsyncStarted()) {
                request.getAsyncContext().addListener(new AsyncListener() {
                    @Override
                    public void onComplete(AsyncEvent event) {
                        add(request, response, start);
                    }

                    @Override
                    public void onTimeout(AsyncEvent event) {
                        // Completed afterwards: counted then.
                    }

                    @Override
                    public void onError(AsyncEvent event) {
                        // Completed afterwards: counted then.
                    }

                    @Override
                    public void onStartAsync(AsyncEvent event) {
                        // Still the same request.
                    }
                });
            } else {
                add(request, response, start);
            }
        }
    }

    private void add(ServletRequest request, ServletResponse response, long start) {
        HttpServletRequest http = (HttpServletRequest) request;
        totals.add(RouteTotals.route(http.getRequestURI()), RouteTotals.method(http.getMethod()),
                ((HttpServletResponse) response).getStatus(), System.nanoTime() - start);
    }
}
