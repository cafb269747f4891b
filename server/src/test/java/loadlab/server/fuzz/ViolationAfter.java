package loadlab.server.fuzz;

import java.util.List;

/** A protocol violation sent after some well-formed messages, which must all be answered first. */
record ViolationAfter(List<Message> prefix, Violation violation) {
    @Override
    public String toString() {
        return violation + " after " + prefix;
    }
}
