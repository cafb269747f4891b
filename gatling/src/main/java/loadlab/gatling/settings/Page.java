package loadlab.gatling.settings;

/** One page population of the transports experiment: a transport at an exchange count. */
public record Page(Transport transport, int exchanges) {

    /** The scenario's and the page group's name, e.g. "AJAX x10". */
    public String name() {
        return transport.pageName(exchanges);
    }
}
