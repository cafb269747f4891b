package loadlab.gatling.latency;

import io.gatling.core.controller.inject.closed.ConstantConcurrentUsersInjection;
import io.gatling.core.controller.inject.closed.RampConcurrentUsersInjection;
import io.gatling.core.controller.inject.open.AtOnceOpenInjection;
import io.gatling.core.controller.inject.open.ConstantRateOpenInjection;
import io.gatling.core.controller.inject.open.NothingForOpenInjection;
import io.gatling.core.controller.inject.open.RampOpenInjection;
import io.gatling.javaapi.core.ClosedInjectionStep;
import io.gatling.javaapi.core.OpenInjectionStep;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.LongStream;

/**
 * When a population's injection profile starts each of its users, read from the very steps Gatling runs
 * (their Scala case classes) rather than restated beside them: at once, a ramp, a constant rate and a
 * pause are replayed to the millisecond ({@link OpenSchedule}); chained steps start where the previous
 * one's duration ends, as Gatling chains them. A closed profile (a concurrency, not start times) and open
 * steps the lab does not replay (Poisson, Heaviside, rate ramps, stairs) have no start per user: their lag
 * is not measured, and the plan says so.
 *
 * @param model       {@code open} or {@code closed}
 * @param description the steps in words, for the page: "200/s for 10 s", "100 at once"
 * @param offsets     each user's planned start in start order, milliseconds from the population's start;
 *                    empty when the plan sets no start per user
 */
public record InjectionPlan(String model, String description, Optional<long[]> offsets) {
    public static final String OPEN = "open";
    public static final String CLOSED = "closed";

    /** The plan of {@code injectOpen(steps)}. */
    public static InjectionPlan open(OpenInjectionStep... steps) {
        List<String> words = new ArrayList<>();
        LongStream.Builder starts = LongStream.builder();
        long stepStart = 0;
        boolean replayed = true;
        for (OpenInjectionStep step : steps) {
            io.gatling.core.controller.inject.open.OpenInjectionStep scala = step.asScala();
            if (scala instanceof AtOnceOpenInjection atOnce) {
                words.add(atOnce.users() + " at once");
                add(starts, new long[Math.toIntExact(atOnce.users())], stepStart);
            } else if (scala instanceof RampOpenInjection ramp) {
                words.add(ramp.users() + " over " + seconds(ramp.duration().toMillis()));
                add(starts, ramp.duration().toMillis() == 0 ? new long[Math.toIntExact(ramp.users())]
                        : OpenSchedule.ramp(ramp.users(), ramp.duration().toSeconds()), stepStart);
                stepStart += ramp.duration().toMillis();
            } else if (scala instanceof ConstantRateOpenInjection rate) {
                words.add(decimal(rate.rate()) + "/s for " + seconds(rate.duration().toMillis()));
                if (rate.rate() > 0) {
                    add(starts, OpenSchedule.ramp(Math.round(rate.duration().toSeconds() * rate.rate()),
                            rate.duration().toSeconds()), stepStart);
                }
                stepStart += rate.duration().toMillis();
            } else if (scala instanceof NothingForOpenInjection nothing) {
                words.add("nothing for " + seconds(nothing.duration().toMillis()));
                stepStart += nothing.duration().toMillis();
            } else {
                words.add(scala.getClass().getSimpleName() + " (not replayed)");
                replayed = false;
            }
        }
        return new InjectionPlan(OPEN, String.join(", then ", words),
                replayed ? Optional.of(starts.build().toArray()) : Optional.empty());
    }

    /** The plan of {@code injectClosed(steps)}: a concurrency to keep, so no start per user. */
    public static InjectionPlan closed(ClosedInjectionStep... steps) {
        List<String> words = new ArrayList<>();
        for (ClosedInjectionStep step : steps) {
            io.gatling.core.controller.inject.closed.ClosedInjectionStep scala = step.asScala();
            if (scala instanceof ConstantConcurrentUsersInjection constant) {
                words.add(constant.number() + " concurrent for " + seconds(constant.duration().toMillis()));
            } else if (scala instanceof RampConcurrentUsersInjection ramp) {
                words.add(ramp.from() + " to " + ramp.to() + " concurrent over " + seconds(ramp.duration().toMillis()));
            } else {
                words.add(scala.getClass().getSimpleName());
            }
        }
        return new InjectionPlan(CLOSED, String.join(", then ", words), Optional.empty());
    }

    /** Users the plan starts, when it starts them one by one. */
    public Optional<Integer> users() {
        return offsets.map(planned -> planned.length);
    }

    /**
     * Whether the plan spreads its starts over time, so that starting a user late changes what the
     * population offers the server: at once, the whole plan is "now" and the lag is only how long the
     * injector took to start them all.
     */
    public boolean spread() {
        return offsets.map(planned -> planned.length > 1 && planned[planned.length - 1] > planned[0]).orElse(false);
    }

    private static void add(LongStream.Builder starts, long[] offsets, long stepStart) {
        Arrays.stream(offsets).forEach(offset -> starts.add(stepStart + offset));
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : decimal(millis / 1000.0) + " s";
    }

    private static String decimal(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.3g", value);
    }
}
