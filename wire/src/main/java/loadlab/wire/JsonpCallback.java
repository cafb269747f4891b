package loadlab.wire;

import java.util.regex.Pattern;

/**
 * A JSONP callback name that is safe to reflect: dotted JavaScript identifiers only, at most
 * 64 characters (contract, "AJAX transport"). Anything else is a script-injection vector.
 */
public record JsonpCallback(String name) {
    public static final int MAX_LENGTH = 64;
    private static final Pattern NAME =
            Pattern.compile("^[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*$");

    public JsonpCallback {
        if (name == null || name.isEmpty() || name.length() > MAX_LENGTH || !NAME.matcher(name).matches()) {
            throw new BadInputException("bad_callback",
                    "callback must be a dotted JavaScript identifier of at most " + MAX_LENGTH + " characters");
        }
    }
}
