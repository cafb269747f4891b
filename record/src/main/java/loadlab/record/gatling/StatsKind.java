package loadlab.record.gatling;

/** What a row of a run's statistics describes, as in the rows of Gatling's stats table. */
public enum StatsKind {
    /** "All Requests": every request of the run. */
    ALL,
    /** A group; its times are the group's cumulated response time (pauses excluded). */
    GROUP,
    /** One request name, at one place in the group hierarchy. */
    REQUEST
}
