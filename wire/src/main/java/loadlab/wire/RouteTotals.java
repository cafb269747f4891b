package loadlab.wire;

import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * Requests answered per route of CONTRACT.md, method and status, and the nanoseconds to their answers: what a
 * server's {@code http_server_requests_seconds} count and sum are made of (CONTRACT.md, "Operations"). Two
 * counters in a slot found by arithmetic, so a request costs two additions and no lookup; a slot is made the
 * first time it is used, and {@code onNewSlot} (a metrics registry's registration) hears of it once.
 */
public final class RouteTotals {
    /** The routes of CONTRACT.md, each as one template; every other path is {@link #OTHER}. */
    public static final String[] ROUTES = {"/hello", "/ajax", "/ws", "/ws/fresh", "/socket.io/", "/items",
        "/items/count", "/items/export", "/health", "/prometheus", "/lab/**", "other"};
    public static final int OTHER = ROUTES.length - 1;
    public static final String[] METHODS = {"GET", "POST", "other"};
    private static final int FIRST_STATUS = 100;
    private static final int STATUSES = 500;

    private final AtomicReferenceArray<Slot> slots = new AtomicReferenceArray<>(ROUTES.length * METHODS.length * STATUSES);
    private final Consumer<Slot> onNewSlot;

    public RouteTotals(Consumer<Slot> onNewSlot) {
        this.onNewSlot = onNewSlot;
    }

    /** The route of a request's path (a query after {@code ?} is left off): an index into {@link #ROUTES}. */
    public static int route(String uri) {
        int query = uri.indexOf('?');
        String path = query < 0 ? uri : uri.substring(0, query);
        return switch (path) {
            case "/hello" -> 0;
            case "/ajax" -> 1;
            case "/ws" -> 2;
            case "/ws/fresh" -> 3;
            case "/items" -> 5;
            case "/items/count" -> 6;
            case "/items/export" -> 7;
            case "/health" -> 8;
            case "/prometheus" -> 9;
            default -> path.startsWith("/socket.io") ? 4 : path.startsWith("/lab/") ? 10 : OTHER;
        };
    }

    /** GET 0, POST 1, any other 2. */
    public static int method(String name) {
        return switch (name) {
            case "GET" -> 0;
            case "POST" -> 1;
            default -> 2;
        };
    }

    /** One answered request: its route, method, status and the nanoseconds from its arrival to its answer. */
    public void add(int route, int method, int status, long nanos) {
        if (status < FIRST_STATUS || status >= FIRST_STATUS + STATUSES) {
            return;
        }
        int index = (route * METHODS.length + method) * STATUSES + status - FIRST_STATUS;
        Slot slot = slots.get(index);
        if (slot == null) {
            Slot fresh = new Slot(ROUTES[route], METHODS[method], status);
            if (slots.compareAndSet(index, null, fresh)) {
                onNewSlot.accept(fresh);
                slot = fresh;
            } else {
                slot = slots.get(index);
            }
        }
        slot.count.increment();
        slot.nanos.add(nanos);
    }

    /** One route, method and status: its requests and their nanoseconds so far. */
    public static final class Slot {
        private final String route;
        private final String method;
        private final int status;
        private final LongAdder count = new LongAdder();
        private final LongAdder nanos = new LongAdder();

        private Slot(String route, String method, int status) {
            this.route = route;
            this.method = method;
            this.status = status;
        }

        public String route() {
            return route;
        }

        public String method() {
            return method;
        }

        public int status() {
            return status;
        }

        public long count() {
            return count.sum();
        }

        public double nanos() {
            return nanos.sum();
        }
    }
}
