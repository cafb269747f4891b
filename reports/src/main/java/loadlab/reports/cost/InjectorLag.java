package loadlab.reports.cost;

/**
 * How late the injector started the users of a row against their plan: the worst 99th percentile among
 * the row's populations whose plans spread their starts over time, and the run's limit.
 *
 * @param population the population it was measured on ("Hello open-close #2")
 */
public record InjectorLag(String population, double p99Ms, double limitMs) {

    /** The injector did not keep its plan: what the row offered the server was less than planned. */
    public boolean behind() {
        return p99Ms > limitMs;
    }
}
