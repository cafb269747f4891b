package loadlab.server.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.websocketx.BinaryWebSocketFrame;
import io.netty.handler.codec.http.websocketx.ContinuationWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import java.nio.charset.StandardCharsets;
import loadlab.wire.BadInputException;
import org.junit.jupiter.api.Test;

class FrameAssemblerTest {
    private final FrameAssembler assembler = new FrameAssembler(16);

    @Test
    void returnsWholeTextFrame() {
        assertThat(accept(new TextWebSocketFrame("hello"))).isEqualTo("hello");
    }

    @Test
    void joinsTextFragments() {
        assertThat(accept(new TextWebSocketFrame(false, 0, "hel"))).isNull();
        assertThat(accept(new ContinuationWebSocketFrame(false, 0, "lo "))).isNull();
        assertThat(accept(new ContinuationWebSocketFrame(true, 0, "you"))).isEqualTo("hello you");
    }

    @Test
    void joinsMultiByteCharacterSplitAcrossFragments() {
        byte[] euro = "\u20ac".getBytes(StandardCharsets.UTF_8);

        assertThat(accept(new TextWebSocketFrame(false, 0, Unpooled.wrappedBuffer(euro, 0, 1)))).isNull();
        assertThat(accept(new ContinuationWebSocketFrame(true, 0, Unpooled.wrappedBuffer(euro, 1, 2))))
                .isEqualTo("\u20ac");
    }

    @Test
    void refusesBinaryFrame() {
        assertRefused(new BinaryWebSocketFrame(Unpooled.wrappedBuffer(new byte[] {1, 2})), "binary_frame");
    }

    @Test
    void refusesFragmentedBinaryMessageOnlyWhenComplete() {
        assertThat(accept(new BinaryWebSocketFrame(false, 0, Unpooled.wrappedBuffer(new byte[] {1})))).isNull();
        assertThat(accept(new ContinuationWebSocketFrame(false, 0, Unpooled.wrappedBuffer(new byte[] {2})))).isNull();

        assertRefused(new ContinuationWebSocketFrame(true, 0, Unpooled.wrappedBuffer(new byte[] {3})), "binary_frame");
    }

    @Test
    void acceptsMessageOfExactlyTheLimit() {
        assertThat(accept(new TextWebSocketFrame("x".repeat(16)))).hasSize(16);
    }

    @Test
    void refusesMessageAboveTheLimitWhenComplete() {
        assertThat(accept(new TextWebSocketFrame(false, 0, "x".repeat(10)))).isNull();
        assertThat(accept(new ContinuationWebSocketFrame(false, 0, "x".repeat(10)))).isNull();

        assertRefused(new ContinuationWebSocketFrame(true, 0, "x"), "message_too_large");
    }

    @Test
    void acceptsTextAfterRefusedMessages() {
        assertRefused(new BinaryWebSocketFrame(Unpooled.wrappedBuffer(new byte[] {1})), "binary_frame");
        assertRefused(new TextWebSocketFrame("x".repeat(17)), "message_too_large");

        assertThat(accept(new TextWebSocketFrame("ok"))).isEqualTo("ok");
    }

    @Test
    void ignoresControlFrames() {
        assertThat(accept(new PingWebSocketFrame(Unpooled.wrappedBuffer(new byte[] {1})))).isNull();
    }

    @Test
    void ignoresStrayContinuation() {
        assertThat(accept(new ContinuationWebSocketFrame(true, 0, "lost"))).isNull();
    }

    @Test
    void ignoresControlFrameBetweenFragments() {
        assertThat(accept(new TextWebSocketFrame(false, 0, "a"))).isNull();
        assertThat(accept(new PingWebSocketFrame())).isNull();

        assertThat(accept(new ContinuationWebSocketFrame(true, 0, "b"))).isEqualTo("ab");
    }

    private String accept(WebSocketFrame frame) {
        try {
            byte[] message = assembler.accept(frame);
            return message == null ? null : new String(message, StandardCharsets.UTF_8);
        } finally {
            frame.release();
        }
    }

    private void assertRefused(WebSocketFrame frame, String code) {
        assertThatThrownBy(() -> accept(frame))
                .isInstanceOfSatisfying(BadInputException.class, bad -> assertThat(bad.code()).isEqualTo(code));
    }
}
