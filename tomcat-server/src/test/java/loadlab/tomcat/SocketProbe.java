package loadlab.tomcat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** A JDK WebSocket client that collects whole text messages and the server's close, each awaited with a bound. */
public final class SocketProbe implements WebSocket.Listener {
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final long WAIT_SECONDS = 10;

    private final BlockingQueue<String> messages = new LinkedBlockingQueue<>();
    private final CompletableFuture<Closed> closed = new CompletableFuture<>();
    private StringBuilder partial = new StringBuilder();
    private WebSocket socket;

    /** The server's close frame. */
    public record Closed(int code, String reason) {
    }

    public static SocketProbe connect(URI uri) {
        SocketProbe probe = new SocketProbe();
        try {
            probe.socket = CLIENT.newWebSocketBuilder().buildAsync(uri, probe).get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            throw new IllegalStateException("no WebSocket to " + uri, e);
        }
        return probe;
    }

    public WebSocket socket() {
        return socket;
    }

    public SocketProbe sendText(String text) {
        await(socket.sendText(text, true));
        return this;
    }

    public SocketProbe sendBinary(byte[] bytes) {
        await(socket.sendBinary(ByteBuffer.wrap(bytes), true));
        return this;
    }

    /** The next whole text message; fails after the bound. */
    public String next() {
        try {
            String message = messages.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            if (message == null) {
                throw new AssertionError("no message within " + WAIT_SECONDS + " s");
            }
            return message;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The server's close frame, awaited with the bound. */
    public Closed closed() {
        return await(closed);
    }

    public CompletableFuture<Closed> closing() {
        return closed;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            messages.add(partial.toString());
            partial = new StringBuilder();
        }
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        closed.complete(new Closed(statusCode, reason));
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        closed.completeExceptionally(error);
    }

    private static <T> T await(CompletableFuture<T> future) {
        try {
            return future.get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException(e);
        }
    }
}
