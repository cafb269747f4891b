package loadlab.lab.settings;

/**
 * This injector's part of a plan run by several at once ({@code -Dinjectors=N -Dinjector=K}), as
 * k6's execution segments split a test: every count of the plan (users, request budgets, arrivals,
 * connections, pages) is divided into N whole shares that add up exactly to the one-injector plan.
 * A remainder goes one apiece to the lowest-numbered injectors, so shares differ by one at most and
 * nothing is lost or counted twice. One injector ({@link #WHOLE}) is the plan as it is.
 *
 * @param injectors how many injectors run the plan together (N, at least 1)
 * @param injector  this one, 0 to N - 1 (K)
 */
public record Split(int injectors, int injector) {
    /** One injector: the whole plan. */
    public static final Split WHOLE = new Split(1, 0);

    public Split {
        if (injectors < 1) {
            throw new IllegalArgumentException("-Dinjectors must be at least 1, got " + injectors);
        }
        if (injector < 0 || injector >= injectors) {
            throw new IllegalArgumentException("-Dinjector must be 0.." + (injectors - 1) + " for -Dinjectors="
                    + injectors + ", got " + injector);
        }
    }

    /** True when other injectors run the rest of the plan at the same time. */
    public boolean shared() {
        return injectors > 1;
    }

    /** This injector's share of {@code whole}: whole / N, plus one for the first whole % N injectors. */
    public long share(long whole) {
        return whole / injectors + (injector < whole % injectors ? 1 : 0);
    }

    public int share(int whole) {
        return (int) share((long) whole);
    }

    /**
     * This injector's share of {@code whole} requests (or arrivals) that only the injectors holding
     * some of {@code users} can send: split evenly among the first min(N, users) injectors, 0 for the
     * others. Shares of the requests are then never below shares of the users (when whole >= users).
     */
    public long share(long whole, long users) {
        long active = Math.min(injectors, users);
        if (injector >= active) {
            return 0;
        }
        return whole / active + (injector < whole % active ? 1 : 0);
    }

    /** A share that must not be 0 for this injector to have work: refused, naming the knob. */
    int required(String knob, int whole) {
        int share = share(whole);
        if (share == 0) {
            throw new IllegalArgumentException("-Dinjectors=" + injectors + " leaves injector " + injector
                    + " nothing of -D" + knob + "=" + whole + ": use at most " + whole + " injectors or raise -D" + knob);
        }
        return share;
    }

    @Override
    public String toString() {
        return shared() ? "injector " + injector + " of " + injectors : "one injector";
    }
}
