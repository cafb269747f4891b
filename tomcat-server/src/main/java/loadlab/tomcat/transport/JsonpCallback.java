package loadlab.tomcat.transport;

import java.util.regex.Pattern;

/**
 * A JSONP callback name safe to reflect (CONTRACT.md "AJAX transport"): dotted JavaScript identifiers,
 * at most 64 characters. Anything else is a reflected script-injection vector and is refused.
 */
public record JsonpCallback(String name) {
    public static final int MAX_LENGTH = 64;
    private static final Pattern NAME = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*");

    public JsonpCallback {
        if (name.isEmpty() || name.length() > MAX_LENGTH || !NAME.matcher(name).matches()) {
            throw new BadInput("bad_callback",
                    "callback must be a dotted JavaScript identifier of at most " + MAX_LENGTH + " characters");
        }
    }
}
