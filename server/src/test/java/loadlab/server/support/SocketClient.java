package loadlab.server.support;

import java.net.URI;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A WebSocket client on the JDK's {@link WebSocket} (no extensions offered, like a plain load
 * generator) that queues whole text messages and records the close. Every wait is bounded by
 * {@link LabHttp#WAIT}.
 */
public final class SocketClient implements AutoCloseable {
    private final BlockingQueue<String> texts = new LinkedBlockingQueue<>();
    private final CompletableFuture<Closing> closing = new CompletableFuture<>();
    private WebSocket socket;

    private SocketClient() {
    }

    /** Starts the handshake; the future completes when the server has upgraded the connection. */
    public static CompletableFuture<SocketClient> openAsync(URI uri) {
        SocketClient client = new SocketClient();
        return LabHttp.client().newWebSocketBuilder()
                .connectTimeout(LabHttp.WAIT)
                .buildAsync(uri, client.new Listener())
                .thenApply(socket -> {
                    client.socket = socket;
                    return client;
                });
    }

    public static SocketClient open(URI uri) {
        return await(openAsync(uri), "handshake with " + uri);
    }

    public SocketClient sendText(String text) {
        await(socket.sendText(text, true), "sending a text frame");
        return this;
    }

    /** Sends one text message as several frames: a text frame, then continuation frames. */
    public SocketClient sendFragments(String... parts) {
        for (int i = 0; i < parts.length; i++) {
            await(socket.sendText(parts[i], i == parts.length - 1), "sending a text fragment");
        }
        return this;
    }

    public SocketClient sendBinary(byte[] bytes) {
        await(socket.sendBinary(ByteBuffer.wrap(bytes), true), "sending a binary frame");
        return this;
    }

    /** The next whole text message from the server, waiting at most {@link LabHttp#WAIT}. */
    public String nextText() {
        try {
            String text = texts.poll(LabHttp.WAIT.toMillis(), TimeUnit.MILLISECONDS);
            if (text == null) {
                throw new AssertionError("no message within " + LabHttp.WAIT
                        + (closing.isDone() ? "; connection closed: " + closing.join() : ""));
            }
            return text;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** The close the server sent (or the connection's failure), waiting at most {@link LabHttp#WAIT}. */
    public Closing awaitClose() {
        return await(closing, "the connection to close");
    }

    public boolean isClosed() {
        return closing.isDone();
    }

    /** Closes with 1000 and waits for the server's answer. */
    public Closing closeNormally() {
        if (!closing.isDone()) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        }
        return awaitClose();
    }

    @Override
    public void close() {
        if (socket != null) {
            socket.abort();
        }
    }

    private static <T> T await(CompletableFuture<T> future, String what) {
        try {
            return future.get(LabHttp.WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting for " + what, e);
        } catch (ExecutionException e) {
            throw new AssertionError("failed waiting for " + what + ": " + e.getCause(), e.getCause());
        } catch (TimeoutException e) {
            throw new AssertionError("nothing within " + LabHttp.WAIT + " waiting for " + what, e);
        }
    }

    /** A close frame's status code and reason. */
    public record Closing(int code, String reason) {
    }

    private final class Listener implements WebSocket.Listener {
        private StringBuilder partial = new StringBuilder();

        @Override
        public void onOpen(WebSocket webSocket) {
            webSocket.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                texts.add(partial.toString());
                partial = new StringBuilder();
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
            texts.add("<binary frame>");
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closing.complete(new Closing(statusCode, reason));
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            closing.completeExceptionally(error);
        }
    }
}
