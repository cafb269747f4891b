package loadlab.gatling.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import loadlab.lab.launch.BaseUrl;

/**
 * A TCP proxy on loopback that holds every chunk the server sends for {@code delay} before passing
 * it on; what the client sends passes at once. Every exchange through it, an HTTP answer, a
 * WebSocket handshake or frame, therefore takes at least the delay: a lower bound a test knows
 * without asking the client that timed the exchange. It also notes when each HTTP path was last
 * asked for, on this JVM's clock.
 */
public final class DelayingProxy implements AutoCloseable {
    private static final ThreadFactory DAEMONS = runnable -> {
        Thread thread = new Thread(runnable, "delaying-proxy");
        thread.setDaemon(true);
        return thread;
    };

    private final ServerSocket listening;
    private final InetSocketAddress target;
    private final Duration delay;
    private final ExecutorService pumps = Executors.newCachedThreadPool(DAEMONS);
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final Map<String, List<Long>> asked = new ConcurrentHashMap<>();

    private DelayingProxy(ServerSocket listening, InetSocketAddress target, Duration delay) {
        this.listening = listening;
        this.target = target;
        this.delay = delay;
    }

    public static DelayingProxy start(BaseUrl target, Duration delay) {
        try {
            DelayingProxy proxy = new DelayingProxy(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()),
                    target.socketAddress(), delay);
            proxy.pumps.execute(proxy::accept);
            return proxy;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where a client reaches the target through the proxy. */
    public BaseUrl url() {
        return BaseUrl.loopback(listening.getLocalPort());
    }

    /** The {@link System#nanoTime()} at which a request for {@code path} (query aside) last reached the proxy. */
    public long lastAsked(String path) {
        List<Long> times = timesAsked(path);
        if (times.isEmpty()) {
            throw new IllegalStateException("nothing asked for " + path + " through the proxy");
        }
        return times.get(times.size() - 1);
    }

    /** Every time {@code path} was asked for, in order (System.nanoTime). */
    public List<Long> timesAsked(String path) {
        return asked.getOrDefault(path, List.of()).stream().sorted().toList();
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket client = listening.accept();
                Socket server = new Socket();
                sockets.add(client);
                sockets.add(server);
                server.connect(target);
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                pumps.execute(() -> pass(client, server));
                pumps.execute(() -> hold(server, client));
            } catch (IOException e) {
                // Closed, or a connection that failed: the client sees its socket end.
            }
        }
    }

    /** Client to server, at once, noting the path of each request; the client's end of sending is passed on. */
    private void pass(Socket from, Socket to) {
        byte[] buffer = new byte[16384];
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                long now = System.nanoTime();
                requestPath(buffer, read).ifPresent(path -> asked
                        .computeIfAbsent(path, key -> new CopyOnWriteArrayList<>()).add(now));
                out.write(buffer, 0, read);
            }
            to.shutdownOutput();
        } catch (IOException ended) {
            // The other side ended the connection.
        }
    }

    /** "GET /a/b?c HTTP/1.1" at the start of a chunk gives "/a/b"; a WebSocket frame never starts with letters. */
    private static Optional<String> requestPath(byte[] chunk, int length) {
        String start = new String(chunk, 0, Math.min(length, 512), StandardCharsets.ISO_8859_1);
        int space = start.indexOf(' ');
        if (space < 1 || !start.substring(0, space).chars().allMatch(Character::isUpperCase)
                || start.length() <= space + 1 || start.charAt(space + 1) != '/') {
            return Optional.empty();
        }
        String target = start.substring(space + 1).split("[ ?\\r\\n]", 2)[0];
        return Optional.of(target);
    }

    /** Server to client, each chunk {@code delay} after it was read, in order; then both sockets close. */
    private void hold(Socket from, Socket to) {
        ScheduledExecutorService writer = Executors.newSingleThreadScheduledExecutor(DAEMONS);
        byte[] buffer = new byte[16384];
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                byte[] chunk = Arrays.copyOf(buffer, read);
                // One delay for all keeps the order: chunks fall due as they were read, ties first in, first out.
                writer.schedule(() -> {
                    out.write(chunk);
                    return null;
                }, delay.toNanos(), TimeUnit.NANOSECONDS);
            }
        } catch (IOException ended) {
            // The connection ended; what was read is still delivered below.
        }
        writer.schedule(() -> {
            close(from);
            close(to);
            writer.shutdown();
        }, delay.toNanos(), TimeUnit.NANOSECONDS);
    }

    private static void close(Socket socket) {
        try {
            socket.close();
        } catch (IOException alreadyGone) {
            // Nothing to release.
        }
    }

    @Override
    public void close() {
        try {
            listening.close();
        } catch (IOException alreadyClosed) {
            // Nothing to release.
        }
        sockets.forEach(DelayingProxy::close);
        pumps.shutdownNow();
    }
}
