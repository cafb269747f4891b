package loadlab.server.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.handler.codec.http.websocketx.BinaryWebSocketFrame;
import io.netty.handler.codec.http.websocketx.ContinuationWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import java.io.ByteArrayOutputStream;
import loadlab.wire.BadInputException;

/**
 * Joins fragmented text messages (Micronaut hands raw frames over when the handler takes
 * {@link WebSocketFrame}, which is the only way to tell binary from text) and turns binary or
 * oversized messages into bad input. One instance per connection; frames arrive in order on
 * the connection's event loop, so no locking.
 */
public final class FrameAssembler {
    private final int maxMessageBytes;
    private ByteArrayOutputStream text;
    private boolean inBinary;
    private boolean tooLarge;

    public FrameAssembler(int maxMessageBytes) {
        this.maxMessageBytes = maxMessageBytes;
    }

    /**
     * Accepts one frame; returns the whole text message when this frame completes one, or
     * {@code null} while a message is still incomplete (or the frame is a control frame).
     *
     * @throws BadInputException when a completed message is binary or too large
     */
    public byte[] accept(WebSocketFrame frame) {
        if (frame instanceof TextWebSocketFrame) {
            text = new ByteArrayOutputStream();
            inBinary = false;
            tooLarge = false;
            return append(frame.content(), frame.isFinalFragment());
        }
        if (frame instanceof BinaryWebSocketFrame) {
            text = null;
            inBinary = !frame.isFinalFragment();
            if (frame.isFinalFragment()) {
                throw binary();
            }
            return null;
        }
        if (frame instanceof ContinuationWebSocketFrame) {
            if (inBinary) {
                inBinary = !frame.isFinalFragment();
                if (frame.isFinalFragment()) {
                    throw binary();
                }
                return null;
            }
            if (text != null) {
                return append(frame.content(), frame.isFinalFragment());
            }
        }
        return null;
    }

    private byte[] append(ByteBuf content, boolean last) {
        if (!tooLarge && text.size() + content.readableBytes() <= maxMessageBytes) {
            text.writeBytes(ByteBufUtil.getBytes(content));
        } else {
            tooLarge = true;
        }
        if (!last) {
            return null;
        }
        byte[] message = text.toByteArray();
        boolean refused = tooLarge;
        text = null;
        tooLarge = false;
        if (refused) {
            throw new BadInputException("message_too_large",
                    "a message may have at most " + maxMessageBytes + " bytes");
        }
        return message;
    }

    private static BadInputException binary() {
        return new BadInputException("binary_frame", "binary frames are not part of the protocol; send text");
    }
}
