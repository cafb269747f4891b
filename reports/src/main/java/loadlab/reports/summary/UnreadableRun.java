package loadlab.reports.summary;

/** A run folder the summary lists but cannot use, and why. */
public record UnreadableRun(String runId, String reason) {
}
