package loadlab.benchmarks;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.wire.Exchange;
import loadlab.wire.ExchangeJson;
import loadlab.wire.RandomPayload;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

/**
 * One 4 KiB exchange answer as the bytes that go on the wire:
 * {@code {"event":"you_have_data","idx":N,"data":"<4096 random characters>"}}. {@link ExchangeJson}
 * (precomputed fixed parts, payload generated in place, one allocation) against a general JSON
 * writer (Jackson's streaming generator, as a serialiser would drive it) fed the same random data
 * as a String. Both include generating the data, as the server does per exchange.
 */
public class ExchangeJsonBenchmark extends HotPathBenchmark {
    private static final JsonFactory JSON = new JsonFactory();

    @Param({"4096"})
    int size;

    private long idx;

    @Benchmark
    public byte[] socketAnswerPrecomputed() {
        return ExchangeJson.socket(new Exchange(idx++ & 0xFFFF, size));
    }

    @Benchmark
    public byte[] ajaxAnswerPrecomputed() {
        return ExchangeJson.ajax(new Exchange(idx++ & 0xFFFF, size));
    }

    @Benchmark
    public byte[] socketAnswerJsonGenerator() throws IOException {
        byte[] data = new byte[size];
        RandomPayload.fill(data, 0, size);
        ByteArrayOutputStream out = new ByteArrayOutputStream(size + 64);
        try (JsonGenerator json = JSON.createGenerator(out)) {
            json.writeStartObject();
            json.writeStringField("event", "you_have_data");
            json.writeNumberField("idx", idx++ & 0xFFFF);
            json.writeStringField("data", new String(data, StandardCharsets.US_ASCII));
            json.writeEndObject();
        }
        return out.toByteArray();
    }
}
