package loadlab.server.support;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import loadlab.server.contract.ContractServer;

/**
 * WebSocket frames written and read by hand, for what the JDK client will not send: a close
 * frame without a status code, a frame above the server's limit (the JDK client splits long
 * messages into 16 KiB fragments), fragments in any order, invalid UTF-8, reserved opcodes.
 */
public final class RawWebSocket implements AutoCloseable {
    public static final int CONTINUATION = 0x0;
    public static final int TEXT = 0x1;
    public static final int BINARY = 0x2;
    public static final int CLOSE = 0x8;
    public static final int PING = 0x9;
    public static final int PONG = 0xA;

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;

    private RawWebSocket(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
        this.out = socket.getOutputStream();
    }

    /** Connects and completes the handshake (no extensions offered); fails unless the server answers 101. */
    public static RawWebSocket open(int port, String pathAndQuery) throws IOException {
        return open(new Socket(InetAddress.getLoopbackAddress(), port), pathAndQuery);
    }

    public static RawWebSocket open(ContractServer target, String pathAndQuery) throws IOException {
        return open(new Socket(target.host(), target.port()), pathAndQuery);
    }

    private static RawWebSocket open(Socket socket, String pathAndQuery) throws IOException {
        Handshake handshake = handshake(socket, pathAndQuery.getBytes(StandardCharsets.ISO_8859_1));
        if (handshake.socket() == null) {
            throw new IOException("handshake refused: " + handshake.status() + " " + handshake.body());
        }
        return handshake.socket();
    }

    /**
     * Sends an upgrade request for the request target as given (raw bytes, nothing encoded) and
     * returns either the upgraded socket (101) or the refusal's status and body.
     */
    public static Handshake handshake(int port, byte[] requestTarget) throws IOException {
        return handshake(new Socket(InetAddress.getLoopbackAddress(), port), requestTarget);
    }

    public static Handshake handshake(ContractServer target, byte[] requestTarget) throws IOException {
        return handshake(new Socket(target.host(), target.port()), requestTarget);
    }

    private static Handshake handshake(Socket socket, byte[] requestTarget) throws IOException {
        int port = socket.getPort();
        socket.setSoTimeout((int) LabHttp.WAIT.toMillis());
        RawWebSocket ws = new RawWebSocket(socket);
        ByteArrayOutputStream request = new ByteArrayOutputStream();
        request.writeBytes("GET ".getBytes(StandardCharsets.ISO_8859_1));
        request.writeBytes(requestTarget);
        request.writeBytes((" HTTP/1.1\r\n"
                + "Host: 127.0.0.1:" + port + "\r\n"
                + "Upgrade: websocket\r\n"
                + "Connection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                + "Sec-WebSocket-Version: 13\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        ws.out.write(request.toByteArray());
        ws.out.flush();
        String status = ws.headLine();
        int contentLength = 0;
        for (String header = ws.headLine(); !header.isEmpty(); header = ws.headLine()) {
            if (header.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                contentLength = Integer.parseInt(header.substring("content-length:".length()).trim());
            }
        }
        int code = Integer.parseInt(status.split(" ", 3)[1]);
        if (code == 101) {
            return new Handshake(101, "", ws);
        }
        byte[] body = ws.in.readNBytes(contentLength);
        socket.close();
        return new Handshake(code, new String(body, StandardCharsets.UTF_8), null);
    }

    /** Sends one final, masked frame (clients must mask). */
    public void send(int opcode, byte[] payload) throws IOException {
        sendFrame(true, opcode, payload);
    }

    /** Sends one masked frame, final or not: a non-final text or binary frame opens a fragmented message. */
    public void sendFrame(boolean fin, int opcode, byte[] payload) throws IOException {
        ByteArrayOutputStream frame = new ByteArrayOutputStream(payload.length + 14);
        frame.write((fin ? 0x80 : 0) | opcode);
        if (payload.length < 126) {
            frame.write(0x80 | payload.length);
        } else if (payload.length < 65536) {
            frame.write(0x80 | 126);
            frame.write(payload.length >>> 8);
            frame.write(payload.length);
        } else {
            frame.write(0x80 | 127);
            for (int shift = 56; shift >= 0; shift -= 8) {
                frame.write((int) ((long) payload.length >>> shift));
            }
        }
        byte[] mask = new byte[4];
        ThreadLocalRandom.current().nextBytes(mask);
        frame.write(mask);
        for (int i = 0; i < payload.length; i++) {
            frame.write(payload[i] ^ mask[i % 4]);
        }
        out.write(frame.toByteArray());
        out.flush();
    }

    /**
     * Sends only the header of a final masked frame that declares {@code length} payload bytes.
     * For frames above the server's limit: the server refuses at the header, and a client that
     * sent the whole payload would race the server's close frame against a TCP reset (a socket
     * closed with unread input is reset, and a reset may discard the close frame on the client).
     */
    public void sendHeaderOnly(int opcode, long length) throws IOException {
        ByteArrayOutputStream frame = new ByteArrayOutputStream(14);
        frame.write(0x80 | opcode);
        frame.write(0x80 | 127);
        for (int shift = 56; shift >= 0; shift -= 8) {
            frame.write((int) (length >>> shift));
        }
        byte[] mask = new byte[4];
        ThreadLocalRandom.current().nextBytes(mask);
        frame.write(mask);
        out.write(frame.toByteArray());
        out.flush();
    }

    /** Writes bytes as they are, for frames the other methods refuse to build (unmasked, reserved bits). */
    public void sendRaw(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** Reads the next frame from the server (servers do not mask). */
    public Frame read() throws IOException {
        int first = in.readUnsignedByte();
        int second = in.readUnsignedByte();
        long length = second & 0x7F;
        if (length == 126) {
            length = in.readUnsignedShort();
        } else if (length == 127) {
            length = in.readLong();
        }
        byte[] payload = new byte[(int) length];
        in.readFully(payload);
        return new Frame(first & 0x0F, (first & 0x80) != 0, payload);
    }

    /** True when the server has closed its sending side (FIN) and nothing is left to read. */
    public boolean endOfStream() throws IOException {
        return in.read() == -1;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    private String headLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b == -1) {
                throw new IOException("connection closed during the handshake");
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    /** The answer to an upgrade request: the open socket after a 101, or the refusal. */
    public record Handshake(int status, String body, RawWebSocket socket) {
    }

    /** One frame as received. */
    public record Frame(int opcode, boolean last, byte[] payload) {
        /** Status code of a close frame, or -1 when it carries none. */
        public int closeCode() {
            return payload.length < 2 ? -1 : (payload[0] & 0xFF) << 8 | payload[1] & 0xFF;
        }

        public String text() {
            return new String(payload, StandardCharsets.UTF_8);
        }
    }
}
