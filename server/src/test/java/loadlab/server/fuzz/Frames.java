package loadlab.server.fuzz;

import static loadlab.server.fuzz.Gen.weight;
import static loadlab.server.support.RawWebSocket.BINARY;
import static loadlab.server.support.RawWebSocket.CONTINUATION;
import static loadlab.server.support.RawWebSocket.PING;
import static loadlab.server.support.RawWebSocket.PONG;
import static loadlab.server.support.RawWebSocket.TEXT;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import loadlab.server.transport.PersistentSocket;

/**
 * Generators of WebSocket traffic: well-formed messages of hostile content, and protocol violations.
 * Two things RFC 6455 calls violations are tolerated by Micronaut 4.10 and so count as messages
 * here: invalid UTF-8 in text (no validator is installed; the message is bad JSON) and reserved
 * bits (its handshaker allows extensions; none is negotiated, the bit is ignored).
 */
final class Frames {
    private static final byte[] INVALID_UTF8 = {(byte) 0xC0, (byte) 0x80, (byte) 0xFF, (byte) 0x80};

    private Frames() {
    }

    static Gen<Message> wellFormedMessage() {
        return Gen.frequency(
                weight(5, requests().map(text -> single("request", TEXT, text))),
                weight(3, unicodeText().map(text -> single("random text", TEXT, text))),
                weight(2, Gen.bytes(200).map(bytes -> single("binary", BINARY, bytes))),
                weight(2, requests().map(text -> single("invalid UTF-8 text", TEXT, spliceInvalidUtf8(text)))),
                weight(1, fragmented(TEXT, requests().map(Frames::spliceInvalidUtf8))),
                weight(3, fragmented(TEXT, Gen.oneOf(requests(), unicodeText()))),
                weight(1, fragmented(BINARY, Gen.bytes(300))),
                weight(2, Gen.bytes(125).map(bytes -> new Message("ping", List.of(Message.Frame.of(true, PING, bytes)), 0))),
                weight(1, Gen.bytes(125).map(bytes -> new Message("pong", List.of(Message.Frame.of(true, PONG, bytes)), 0))),
                weight(1, Gen.ints(50, 300).map(Frames::floodOfMessages)),
                weight(1, requests().map(Frames::floodOfFragments)),
                weight(1, Gen.constant(joinedAboveLimit())),
                weight(1, withReservedBit()));
    }

    static Gen<Violation> violations() {
        Gen<Integer> aboveLimit = Gen.ints(PersistentSocket.MAX_FRAME_BYTES + 1, PersistentSocket.MAX_FRAME_BYTES + 4096);
        Gen<Integer> dataOpcode = Gen.of(TEXT, BINARY);
        Gen<Violation> frameAboveLimit = random -> violation("frame above the limit", 1009,
                Message.Frame.declared(dataOpcode.next(random), aboveLimit.next(random)));
        return Gen.oneOf(
                frameAboveLimit,
                requests().map(text -> violation("continuation without a start", 1002,
                        Message.Frame.of(true, CONTINUATION, text))),
                requests().map(text -> violation("new message inside a fragmented one", 1002,
                        Message.Frame.of(false, TEXT, text), Message.Frame.of(true, TEXT, text))),
                Gen.bytes(10).map(bytes -> violation("fragmented ping", 1002, Message.Frame.of(false, PING, bytes))),
                Gen.ints(126, 1000).map(size -> violation("control frame over 125 bytes", 1002,
                        Message.Frame.of(true, PING, new byte[size]))),
                Gen.of(0x3, 0x4, 0x5, 0x6, 0x7, 0xB, 0xC, 0xD, 0xE, 0xF).map(opcode -> violation("reserved opcode", 1002,
                        Message.Frame.of(true, opcode, new byte[] {1, 2, 3}))),
                requests().map(text -> violation("unmasked frame", 1002, Message.Frame.raw(unmasked(text)))));
    }

    /** send_me_data requests, valid or not, with small sizes so answers stay small. */
    private static Gen<byte[]> requests() {
        Gen<String> event = Gen.of("send_me_data", "send_me_data", "send_me_data", "give_me_all", "", "SEND_ME_DATA");
        Gen<String> idx = Gen.oneOf(
                Gen.longs(0, 1L << 53).map(Object::toString),
                Gen.of("-1", "9007199254740993", "1.5", "\"7\"", "null", "1e300", "[]", "{}", "true",
                        "123456789012345678901234567890"));
        Gen<String> size = Gen.oneOf(
                Gen.ints(0, 64).map(Object::toString),
                Gen.of("-1", "1048577", "\"8\"", "2.5", "null"));
        return random -> ("{\"event\":\"" + event.next(random) + "\",\"idx\":" + idx.next(random)
                + ",\"size\":" + size.next(random) + "}").getBytes(StandardCharsets.UTF_8);
    }

    private static Gen<byte[]> unicodeText() {
        return Gen.unicode(200).map(text -> text.getBytes(StandardCharsets.UTF_8));
    }

    /** The payload cut into 2 to 6 fragments at random points (inside UTF-8 sequences too), pings sometimes in between. */
    private static Gen<Message> fragmented(int opcode, Gen<byte[]> payloads) {
        return random -> {
            byte[] payload = payloads.next(random);
            int parts = random.nextInt(2, 7);
            boolean pings = random.nextBoolean();
            List<Message.Frame> frames = new ArrayList<>();
            int[] cuts = random.ints(parts - 1, 0, payload.length + 1).sorted().toArray();
            int from = 0;
            for (int i = 0; i < parts; i++) {
                int to = i < cuts.length ? cuts[i] : payload.length;
                frames.add(Message.Frame.of(i == parts - 1, i == 0 ? opcode : CONTINUATION,
                        Arrays.copyOfRange(payload, from, to)));
                if (pings && i < parts - 1) {
                    frames.add(Message.Frame.of(true, PING, new byte[] {(byte) i}));
                }
                from = to;
            }
            return new Message(opcode == TEXT ? "fragmented text" : "fragmented binary", frames, 1);
        };
    }

    private static Gen<Message> withReservedBit() {
        Gen<byte[]> requests = requests();
        Gen<Integer> rsv = Gen.of(0x40, 0x20, 0x10);
        return random -> new Message("text with a reserved bit",
                List.of(Message.Frame.raw(masked(0x80 | rsv.next(random) | TEXT, requests.next(random)))), 1);
    }

    private static Message floodOfMessages(int count) {
        List<Message.Frame> frames = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            frames.add(Message.Frame.of(true, TEXT,
                    ("{\"event\":\"send_me_data\",\"idx\":" + i + ",\"size\":0}").getBytes(StandardCharsets.US_ASCII)));
        }
        return new Message("flood of " + count + " messages", frames, count);
    }

    private static Message floodOfFragments(byte[] request) {
        List<Message.Frame> frames = new ArrayList<>();
        for (int i = 0; i < request.length; i++) {
            frames.add(Message.Frame.of(i == request.length - 1, i == 0 ? TEXT : CONTINUATION, new byte[] {request[i]}));
        }
        return new Message("one message in " + request.length + " one-byte frames", frames, 1);
    }

    /** Three frames each under the frame limit that together exceed the message limit: refused with an error event. */
    private static Message joinedAboveLimit() {
        byte[] third = new byte[PersistentSocket.MAX_FRAME_BYTES / 2];
        Arrays.fill(third, (byte) 'x');
        return new Message("message joined above the limit", List.of(
                Message.Frame.of(false, TEXT, third), Message.Frame.of(false, CONTINUATION, third),
                Message.Frame.of(true, CONTINUATION, third)), 1);
    }

    private static Message single(String name, int opcode, byte[] payload) {
        return new Message(name, List.of(Message.Frame.of(true, opcode, payload)), 1);
    }

    private static Violation violation(String name, int closeCode, Message.Frame... frames) {
        return new Violation(name, new Message(name, List.of(frames), 0), closeCode);
    }

    private static byte[] spliceInvalidUtf8(byte[] text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(text, 0, text.length / 2);
        out.writeBytes(INVALID_UTF8);
        out.write(text, text.length / 2, text.length - text.length / 2);
        return out.toByteArray();
    }

    private static byte[] unmasked(byte[] payload) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(0x80 | TEXT);
        out.write(payload.length);
        out.writeBytes(payload);
        return out.toByteArray();
    }

    private static byte[] masked(int firstByte, byte[] payload) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(firstByte);
        out.write(0x80 | payload.length);
        out.writeBytes(new byte[] {0, 0, 0, 0});
        out.writeBytes(payload);
        return out.toByteArray();
    }
}
