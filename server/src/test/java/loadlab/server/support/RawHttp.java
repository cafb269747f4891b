package loadlab.server.support;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import loadlab.server.contract.ContractServer;

/**
 * HTTP over a plain socket: for what a high-level client hides or refuses (HTTP/1.0, the
 * Connection header, connection reuse, query strings it would not send as they are).
 */
public final class RawHttp implements AutoCloseable {
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    private RawHttp(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new BufferedInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
    }

    public static RawHttp connect(int port) throws IOException {
        return connect(new Socket(InetAddress.getLoopbackAddress(), port));
    }

    public static RawHttp connect(ContractServer target) throws IOException {
        return connect(new Socket(target.host(), target.port()));
    }

    private static RawHttp connect(Socket socket) throws IOException {
        socket.setSoTimeout((int) LabHttp.WAIT.toMillis());
        return new RawHttp(socket);
    }

    /** Sends the request head as written; lines end with CRLF, a blank line ends the head. */
    public RawHttp send(String... headLines) throws IOException {
        StringBuilder head = new StringBuilder();
        for (String line : headLines) {
            head.append(line).append("\r\n");
        }
        head.append("\r\n");
        out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
        return this;
    }

    /** Writes bytes as they are (a body, half a request line). */
    public RawHttp write(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
        return this;
    }

    /** Reads one response: by Content-Length, chunked, or (without either) until the server closes. */
    public Response read() throws IOException {
        String statusLine = line();
        if (statusLine == null) {
            throw new IOException("connection closed before a response");
        }
        String[] status = statusLine.split(" ", 3);
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String line = line(); line != null && !line.isEmpty(); line = line()) {
            int colon = line.indexOf(':');
            headers.computeIfAbsent(line.substring(0, colon).trim(), name -> new ArrayList<>())
                    .add(line.substring(colon + 1).trim());
        }
        Response response = new Response(status[0], Integer.parseInt(status[1]), headers, "");
        byte[] body;
        if (response.header("Content-Length").isPresent()) {
            body = in.readNBytes(Integer.parseInt(response.header("Content-Length").get()));
        } else if (response.header("Transfer-Encoding").filter("chunked"::equalsIgnoreCase).isPresent()) {
            body = chunked();
        } else {
            body = in.readAllBytes();
        }
        return new Response(response.version(), response.status(), headers, new String(body, StandardCharsets.UTF_8));
    }

    /** True when the server has closed its side (end of stream within the bound); false if it keeps it open. */
    public boolean serverClosed() throws IOException {
        try {
            return in.read() == -1;
        } catch (SocketTimeoutException e) {
            return false;
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    private byte[] chunked() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (int size = Integer.parseInt(line().split(";")[0].trim(), 16); size > 0;
                size = Integer.parseInt(line().split(";")[0].trim(), 16)) {
            body.write(in.readNBytes(size));
            line();
        }
        String trailer;
        do {
            trailer = line();
        } while (trailer != null && !trailer.isEmpty());
        return body.toByteArray();
    }

    private String line() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b == -1) {
                return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    /** One parsed response; header names are case-insensitive. */
    public record Response(String version, int status, Map<String, List<String>> headers, String body) {
        public Optional<String> header(String name) {
            List<String> values = headers.get(name);
            return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
        }
    }
}
