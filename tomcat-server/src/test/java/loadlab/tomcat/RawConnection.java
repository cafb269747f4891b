package loadlab.tomcat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A TCP connection that speaks HTTP and WebSocket frames by hand, for what the JDK clients cannot
 * send: HTTP/1.0, malformed requests, a close frame without a status code.
 */
public final class RawConnection implements AutoCloseable {
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    public RawConnection(int port) {
        try {
            socket = new Socket(Settings.HOST, port);
            socket.setSoTimeout(5000);
            in = socket.getInputStream();
            out = socket.getOutputStream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One HTTP answer: the status line, headers by lower-case name, the body read by Content-Length. */
    public record Answer(String statusLine, Map<String, String> headers, String body) {
        public int status() {
            return Integer.parseInt(statusLine.split(" ")[1]);
        }

        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    /** A server frame: opcode and payload (servers never mask). */
    public record Frame(int opcode, byte[] payload) {
        public int closeCode() {
            return payload.length < 2 ? -1 : ((payload[0] & 0xFF) << 8) | (payload[1] & 0xFF);
        }

        public String text() {
            return new String(payload, StandardCharsets.UTF_8);
        }
    }

    /**
     * A WebSocket upgrade request with a well-formed key, then {@code moreHeaders} (each ending in CRLF) and the
     * blank line: tests vary the method, the target, the version and extensions around the same handshake.
     */
    public static String upgradeRequest(String method, String target, String moreHeaders) {
        return method + " " + target + " HTTP/1.1\r\nHost: lab\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n" + moreHeaders + "\r\n";
    }

    public RawConnection send(String request) {
        return sendBytes(request.getBytes(StandardCharsets.ISO_8859_1));
    }

    public RawConnection sendBytes(byte[] bytes) {
        try {
            out.write(bytes);
            out.flush();
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Answer readAnswer() {
        try {
            String statusLine = line();
            Map<String, String> headers = new LinkedHashMap<>();
            for (String line = line(); !line.isEmpty(); line = line()) {
                int colon = line.indexOf(':');
                headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
            }
            String length = headers.get("content-length");
            byte[] body = in.readNBytes(length == null ? 0 : Integer.parseInt(length));
            return new Answer(statusLine, headers, new String(body, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends one masked client frame (FIN set). */
    public RawConnection sendFrame(int opcode, byte[] payload) {
        if (payload.length > 125) {
            throw new IllegalArgumentException("short frames only");
        }
        byte[] mask = {1, 2, 3, 4};
        byte[] frame = new byte[6 + payload.length];
        frame[0] = (byte) (0x80 | opcode);
        frame[1] = (byte) (0x80 | payload.length);
        System.arraycopy(mask, 0, frame, 2, 4);
        for (int i = 0; i < payload.length; i++) {
            frame[6 + i] = (byte) (payload[i] ^ mask[i % 4]);
        }
        return sendBytes(frame);
    }

    public Frame readFrame() {
        try {
            int first = in.read();
            int second = in.read();
            if (first < 0 || second < 0) {
                throw new IOException("connection closed before a frame");
            }
            long length = second & 0x7F;
            if (length == 126) {
                length = ((in.read() & 0xFF) << 8) | (in.read() & 0xFF);
            } else if (length == 127) {
                length = 0;
                for (int i = 0; i < 8; i++) {
                    length = (length << 8) | (in.read() & 0xFF);
                }
            }
            return new Frame(first & 0x0F, in.readNBytes((int) length));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the server ends the connection (EOF) within the read timeout, reading and dropping what is left. */
    public boolean closedByServer() {
        try {
            byte[] sink = new byte[4096];
            while (in.read(sink) >= 0) {
                // discard
            }
            return true;
        } catch (SocketTimeoutException stillOpen) {
            return false;
        } catch (IOException reset) {
            return true;
        }
    }

    private String line() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("connection closed mid-answer: " + line);
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing a test connection
        }
    }
}
