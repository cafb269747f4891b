package loadlab.gatling.latency;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ClosedInjectionStep;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import loadlab.record.latency.InjectionLag;

/**
 * A simulation's populations, each built with its users' starts recorded against its injection profile:
 * {@code INJECTIONS.open("Hello open-close", chain, constantUsersPerSec(200).during(10))} is
 * {@code scenario(name).exec(chain).injectOpen(steps)} whose first action notes when the user started.
 * At the end of the run {@link #measure()} says, per population, how late the injector started each user
 * against the plan ({@link InjectionPlan}), for the run's record. The note is one atomic increment and a
 * clock read on the user's event loop.
 */
public final class Injections {
    private final List<Population> populations = new CopyOnWriteArrayList<>();

    /** {@code scenario(name).exec(chain).injectOpen(steps)}, its starts recorded. */
    public PopulationBuilder open(String name, ChainBuilder chain, OpenInjectionStep... steps) {
        Population population = new Population(name, InjectionPlan.open(steps), false);
        populations.add(population);
        return scenario(name).exec(population.started()).exec(chain).injectOpen(steps);
    }

    /**
     * {@code scenario(name).exec(chain).injectOpen(steps)} for users that each send until their step ends
     * (ab -n -c's clients, arriving over a ramp): a closed workload ramped in. Their starts are timed
     * against the plan, but a late one delays when the concurrency is reached, not the load it keeps, so
     * their lag judges no row ({@link InjectionLag#CLIENTS}).
     */
    public PopulationBuilder clients(String name, ChainBuilder chain, OpenInjectionStep... steps) {
        Population population = new Population(name, InjectionPlan.open(steps), true);
        populations.add(population);
        return scenario(name).exec(population.started()).exec(chain).injectOpen(steps);
    }

    /** {@code scenario(name).exec(chain).injectClosed(steps)}, its starts counted. */
    public PopulationBuilder closed(String name, ChainBuilder chain, ClosedInjectionStep... steps) {
        Population population = new Population(name, InjectionPlan.closed(steps), false);
        populations.add(population);
        return scenario(name).exec(population.started()).exec(chain).injectClosed(steps);
    }

    /** Each population's starts against its plan, in the order they were built. */
    public List<InjectionLag> measure() {
        return populations.stream().map(Population::measure).toList();
    }

    private static final class Population {
        private final String name;
        private final InjectionPlan plan;
        private final PlannedStarts starts;
        private final AtomicLong unplanned = new AtomicLong();
        private final boolean clients;

        Population(String name, InjectionPlan plan, boolean clients) {
            this.name = name;
            this.plan = plan;
            this.clients = clients;
            this.starts = plan.offsets().map(PlannedStarts::new).orElse(null);
        }

        ChainBuilder started() {
            return exec(session -> {
                if (starts != null) {
                    starts.arrive();
                } else {
                    unplanned.incrementAndGet();
                }
                return session;
            });
        }

        InjectionLag measure() {
            if (starts == null) {
                return InjectionLag.unplanned(name, plan.model(), plan.description(), unplanned.get());
            }
            return clients ? InjectionLag.measured(name, InjectionLag.CLIENTS, plan.description(), false, starts.planned(),
                    starts.lag())
                    : InjectionLag.measured(name, plan.model(), plan.description(), plan.spread(), starts.planned(),
                            starts.lag());
        }
    }
}
