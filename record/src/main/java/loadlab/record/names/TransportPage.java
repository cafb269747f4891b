package loadlab.record.names;

/** One page of a transport as its group names it ("Fresh WS x100"): the transport label and the exchange count. */
public record TransportPage(String transport, int exchanges) {
}
