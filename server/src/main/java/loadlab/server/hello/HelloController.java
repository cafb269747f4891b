package loadlab.server.hello;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import java.nio.charset.StandardCharsets;

/** Contract, "Plain HTTP": the hello experiment. The body never changes, so its bytes are built once. */
@Controller("/hello")
public final class HelloController {
    static final String TEXT_UTF8 = "text/plain; charset=utf-8";
    private static final byte[] BODY = "Hello, World!".getBytes(StandardCharsets.UTF_8);

    @Get(produces = TEXT_UTF8)
    public byte[] hello() {
        return BODY;
    }
}
