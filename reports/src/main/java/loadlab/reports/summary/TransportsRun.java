package loadlab.reports.summary;

/**
 * A transports run the section shows: the newest run of its framing.
 *
 * @param profile    the profile its record recorded, or null
 * @param requestsKo failed requests anywhere in the run (connects, handshakes and closes included)
 * @param aborted    why the run stopped before its plan was done (its record says), or null
 */
public record TransportsRun(String framing, String runId, String profile, long requestsKo, String aborted) {
}
