package loadlab.gatling.latency;

/**
 * When Gatling's open injection plans to start each user of a constant rate, as offsets from the step's
 * start: {@code constantUsersPerSec(rate).during(seconds)} is a ramp of round(rate x seconds) users whose
 * share of each second is spread over its milliseconds, the same arithmetic as Gatling 3.15's
 * {@code RampOpenInjection} and {@code Shard} (read from its source; the test kit holds the replica
 * against a real run's user starts). The plan is fixed before the first user starts, so every user's
 * planned start is known, and so is how late the injector started it.
 */
public final class OpenSchedule {
    private static final int MILLIS = 1000;

    private OpenSchedule() {
    }

    /** The planned start of each user, in start order: milliseconds from the step's start. */
    public static long[] offsetsMillis(double rate, long seconds) {
        if (!(rate > 0) || seconds < 1) {
            throw new IllegalArgumentException("a constant rate needs a rate above 0 and at least a second, got " + rate
                    + "/s for " + seconds + " s");
        }
        return ramp(Math.round(seconds * rate), seconds);
    }

    /**
     * {@code rampUsers(users).during(seconds)}: each whole second's share of the users spread over its
     * milliseconds. Gatling counts the whole seconds of the ramp only: a part second starts nobody.
     */
    public static long[] ramp(long users, long seconds) {
        if (users < 0 || seconds < 0) {
            throw new IllegalArgumentException("a ramp needs users and seconds of at least 0, got " + users + " over "
                    + seconds + " s");
        }
        if (seconds == 0) {
            return new long[0];
        }
        long[] offsets = new long[Math.toIntExact(users)];
        int next = 0;
        for (int second = 0; second < seconds; second++) {
            long thisSecond = shard(users, second, (int) seconds);
            for (int millis = 0; millis < MILLIS; millis++) {
                long atThisMillis = shard(thisSecond, millis, MILLIS);
                for (long user = 0; user < atThisMillis; user++) {
                    offsets[next++] = (long) second * MILLIS + millis;
                }
            }
        }
        return offsets;
    }

    /** How many of {@code total} fall in bucket {@code bucket} of {@code buckets}, spread as evenly as Gatling spreads them. */
    static long shard(long total, int bucket, int buckets) {
        return sumFromZero(total, buckets, bucket) - sumFromZero(total, buckets, bucket - 1);
    }

    private static long sumFromZero(long total, int buckets, int bucket) {
        if (bucket == -1) {
            return 0;
        }
        if (bucket == buckets - 1) {
            return total;
        }
        return (long) Math.ceil((double) total / buckets * (bucket + 1));
    }
}
