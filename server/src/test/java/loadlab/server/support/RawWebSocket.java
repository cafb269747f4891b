package loadlab.server.support;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ThreadLocalRandom;

/**
 * WebSocket frames written and read by hand, for what the JDK client will not send: a close
 * frame without a status code, or one frame above the server's limit (the JDK client splits
 * long messages into 16 KiB fragments).
 */
public final class RawWebSocket implements AutoCloseable {
    public static final int TEXT = 0x1;
    public static final int CLOSE = 0x8;

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
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setSoTimeout((int) LabHttp.WAIT.toMillis());
        RawWebSocket ws = new RawWebSocket(socket);
        String handshake = "GET " + pathAndQuery + " HTTP/1.1\r\n"
                + "Host: 127.0.0.1:" + port + "\r\n"
                + "Upgrade: websocket\r\n"
                + "Connection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                + "Sec-WebSocket-Version: 13\r\n\r\n";
        ws.out.write(handshake.getBytes(StandardCharsets.ISO_8859_1));
        ws.out.flush();
        String status = ws.headLine();
        if (!status.startsWith("HTTP/1.1 101")) {
            socket.close();
            throw new IOException("handshake refused: " + status);
        }
        String header;
        do {
            header = ws.headLine();
        } while (!header.isEmpty());
        return ws;
    }

    /** Sends one final, masked frame (clients must mask). */
    public void send(int opcode, byte[] payload) throws IOException {
        ByteArrayOutputStream frame = new ByteArrayOutputStream();
        frame.write(0x80 | opcode);
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
