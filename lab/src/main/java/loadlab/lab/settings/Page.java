package loadlab.lab.settings;

import loadlab.record.names.RunNames;

/**
 * One page population of the transports experiment: a transport at an exchange count, its exchanges spaced
 * by a pause after each answer or by a schedule.
 */
public record Page(Transport transport, int exchanges, Cadence cadence) {

    /** A page that pauses after each answer, as the original's. */
    public Page(Transport transport, int exchanges) {
        this(transport, exchanges, Cadence.PAUSE);
    }

    /** What its requests and group start with: "Fresh WS"; on a schedule "Scheduled Fresh WS". */
    public String label() {
        return cadence == Cadence.SCHEDULE ? RunNames.scheduled(transport.label()) : transport.label();
    }

    /** The scenario's and the page group's name, e.g. "AJAX x10", "Scheduled AJAX x10". */
    public String name() {
        return RunNames.transportPage(label(), exchanges);
    }

    public boolean scheduled() {
        return cadence == Cadence.SCHEDULE;
    }
}
