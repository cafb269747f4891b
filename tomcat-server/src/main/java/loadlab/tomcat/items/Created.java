package loadlab.tomcat.items;

import java.nio.charset.StandardCharsets;
import loadlab.tomcat.web.JsonStrings;

/** An acknowledged insert: the document's id and its v4 UUID, answered as {@code {"id":"...","item":"..."}}. */
public record Created(String id, String item) {

    public byte[] json() {
        return ("{\"id\":" + JsonStrings.quote(id) + ",\"item\":" + JsonStrings.quote(item) + "}")
                .getBytes(StandardCharsets.UTF_8);
    }
}
