package loadlab.lab.settings;

import java.time.Duration;
import java.util.List;

/**
 * The insert experiment: a closed workload stepped through {@code steps} concurrency levels, each
 * reached over {@code ramp}. A step either sends exactly {@code requestsPerStep} inserts, as the
 * original ran {@code ab -n N -c level} at each level ({@code hold} is zero), or, when
 * {@code requestsPerStep} is 0, holds its concurrency for {@code hold} (time-boxed).
 *
 * <p>With several injectors ({@code split}), {@code steps} stay the whole levels (the report's group
 * names, "Concurrency 100", are the same in every injector's run and in the merged one) and this
 * injector sends its share: {@link #usersAt} clients and {@link #requestsAt} inserts. A level smaller
 * than the number of injectors leaves some of them no client: they skip that step
 * ({@link #activeSteps}), and the step's budget is shared by the injectors that have clients.
 *
 * <p>{@code models} says which workloads run: the closed steps above, and the open ones, after them: a
 * constant arrival rate per step, one new user per insert, each of {@code rates} held for
 * {@code rateHold}, so a slow answer cannot hold the next insert back (no coordinated omission). An
 * injector of several sends its share of each open step's arrivals.
 */
public record InsertPlan(List<Integer> steps, long requestsPerStep, Duration hold, Duration ramp, boolean keepAlive,
                         int p99Ms, Split split, List<LoadModel> models, List<Integer> rates, Duration rateHold) {
    /**
     * A bound on inserts per second for sizing the server's heap when steps are time-boxed: well above
     * the reference server's best measured step (docs/reliability.md, The store's cap), so the bound is not reached.
     */
    static final long TIME_BOXED_INSERTS_PER_SECOND = 20_000;

    public InsertPlan {
        Checks.allPositive("steps", steps);
        Checks.notNegative("requestsPerStep", requestsPerStep);
        if (requestsPerStep == 0) {
            Checks.positive("stepSeconds", hold.toSeconds());
        } else if (!hold.isZero()) {
            throw new IllegalArgumentException("a step sends -DrequestsPerStep requests or lasts -DstepSeconds, not both");
        }
        Checks.notNegative("rampSeconds", ramp.toSeconds());
        Checks.positive("p99Ms", p99Ms);
        steps = List.copyOf(steps);
        if (split == null) {
            throw new IllegalArgumentException("a plan needs its split (Split.WHOLE for one injector)");
        }
        models = List.copyOf(models);
        if (models.isEmpty() || models.stream().distinct().count() != models.size()) {
            throw new IllegalArgumentException("-DinsertModels names each of closed and open at most once, and at least"
                    + " one, got " + models);
        }
        rates = List.copyOf(rates);
        if (models.contains(LoadModel.OPEN)) {
            if (rates.isEmpty()) {
                throw new IllegalArgumentException("the open insert steps need -DinsertRates");
            }
            Checks.allPositive("insertRates", rates);
            Checks.positive("insertRateSeconds", rateHold.toSeconds());
        }
    }

    /** Closed steps only, for one injector. */
    public InsertPlan(List<Integer> steps, long requestsPerStep, Duration hold, Duration ramp, boolean keepAlive,
                      int p99Ms) {
        this(steps, requestsPerStep, hold, ramp, keepAlive, p99Ms, Split.WHOLE);
    }

    /** Closed steps only. */
    public InsertPlan(List<Integer> steps, long requestsPerStep, Duration hold, Duration ramp, boolean keepAlive,
                      int p99Ms, Split split) {
        this(steps, requestsPerStep, hold, ramp, keepAlive, p99Ms, split, List.of(LoadModel.CLOSED), List.of(),
                Duration.ZERO);
    }

    /** The same closed steps, with the open ones of {@code models}: each of {@code rates} per second for {@code rateHold}. */
    public InsertPlan withOpenSteps(List<LoadModel> models, List<Integer> rates, Duration rateHold) {
        return new InsertPlan(steps, requestsPerStep, hold, ramp, keepAlive, p99Ms, split, models, rates, rateHold);
    }

    public boolean runsClosed() {
        return models.contains(LoadModel.CLOSED);
    }

    public boolean runsOpen() {
        return models.contains(LoadModel.OPEN);
    }

    /** The open steps' rates, in plan order (none when the open model does not run). */
    public List<Integer> openRates() {
        return runsOpen() ? rates : List.of();
    }

    /** Inserts the open step at {@code rate} sends from this injector: its share of round(rate x seconds). */
    public long arrivalsAt(int rate) {
        return split.share(Math.round((double) rate * rateHold.toSeconds()));
    }

    /** This injector's arrival rate at the open step of {@code rate}: its arrivals over the step's length. */
    public double rateAt(int rate) {
        return arrivalsAt(rate) / (double) rateHold.toSeconds();
    }

    /** Each step of {@code requestsPerStep} requests, like ab -n N -c level. */
    public static InsertPlan budgeted(List<Integer> steps, long requestsPerStep, Duration ramp, boolean keepAlive,
                                      int p99Ms) {
        Checks.positive("requestsPerStep", requestsPerStep);
        return new InsertPlan(steps, requestsPerStep, Duration.ZERO, ramp, keepAlive, p99Ms);
    }

    /** Each step holds its concurrency for {@code hold}. */
    public static InsertPlan timeBoxed(List<Integer> steps, Duration hold, Duration ramp, boolean keepAlive, int p99Ms) {
        return new InsertPlan(steps, 0, hold, ramp, keepAlive, p99Ms);
    }

    public boolean budgeted() {
        return requestsPerStep > 0;
    }

    /**
     * The same plan, of which this injector sends {@code by}'s share. An open step that would leave it no
     * arrival is refused: it would run an empty population.
     */
    public InsertPlan share(Split by) {
        InsertPlan shared = new InsertPlan(steps, requestsPerStep, hold, ramp, keepAlive, p99Ms, by, models, rates,
                rateHold);
        shared.openRates().stream().filter(rate -> shared.arrivalsAt(rate) == 0).findFirst().ifPresent(rate -> {
            throw new IllegalArgumentException("-Dinjectors=" + by.injectors() + " leaves injector " + by.injector()
                    + " no arrival of the open insert step at " + rate + "/s over -DinsertRateSeconds="
                    + rateHold.toSeconds() + ": use fewer injectors or higher rates");
        });
        return shared;
    }

    /** Clients this injector runs at the step of {@code level} (the level itself for one injector). */
    public int usersAt(int level) {
        return split.share(level);
    }

    /** Inserts this injector sends at the step of {@code level}: its share among the injectors with clients there. */
    public long requestsAt(int level) {
        return split.share(requestsPerStep, level);
    }

    /** The closed levels at which this injector has clients, in plan order (none when the closed model does not run). */
    public List<Integer> activeSteps() {
        return runsClosed() ? steps.stream().filter(level -> usersAt(level) > 0).toList() : List.of();
    }

    /**
     * The most documents the run can store: exact for budgeted steps; for time-boxed ones a bound
     * at {@link #TIME_BOXED_INSERTS_PER_SECOND} (the server's store cap answers 503 past it).
     */
    public long plannedDocuments() {
        long open = openRates().stream().mapToLong(this::arrivalsAt).sum();
        if (!runsClosed()) {
            return open;
        }
        if (budgeted()) {
            return open + steps.stream().mapToLong(this::requestsAt).sum();
        }
        return open + steps.size() * (ramp.toSeconds() + hold.toSeconds()) * TIME_BOXED_INSERTS_PER_SECOND;
    }
}
