package loadlab.server.fuzz;

import java.io.IOException;
import java.util.List;
import loadlab.server.support.RawWebSocket;

/**
 * One thing a client does on a WebSocket, as the frames that carry it, and how many answers the
 * contract promises for it (a message gets one; a flood of n messages n; a ping none, its pong
 * is not counted).
 */
record Message(String name, List<Frame> frames, int answers) {

    void sendTo(RawWebSocket socket) throws IOException {
        for (Frame frame : frames) {
            if (frame.raw() != null) {
                socket.sendRaw(frame.raw());
            } else if (frame.declaredOnly()) {
                socket.sendHeaderOnly(frame.opcode(), frame.payload().length);
            } else {
                socket.sendFrame(frame.fin(), frame.opcode(), frame.payload());
            }
        }
    }

    @Override
    public String toString() {
        return name + " (" + frames.size() + " frames, " + answers + " answers)";
    }

    /**
     * A frame to send masked as the client must, or {@code raw} bytes sent as they are, or
     * ({@code declaredOnly}) just the header of a final frame declaring the payload's length.
     */
    record Frame(boolean fin, int opcode, byte[] payload, byte[] raw, boolean declaredOnly) {
        static Frame of(boolean fin, int opcode, byte[] payload) {
            return new Frame(fin, opcode, payload, null, false);
        }

        static Frame raw(byte[] bytes) {
            return new Frame(true, -1, new byte[0], bytes, false);
        }

        /** A final frame above the server's limit, of which only the header is sent (see RawWebSocket). */
        static Frame declared(int opcode, int length) {
            return new Frame(true, opcode, new byte[length], null, true);
        }
    }
}
