package loadlab.lab.targets;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.settings.Transport;
import loadlab.lab.settings.TransportsPlan;

/**
 * The suite's simulations, in the order the Gatling plugin runs them (by class name), each with what
 * it needs a target to serve under the given settings. Named by class name so this package does not
 * load the simulations themselves.
 */
public enum SuiteSimulation {
    CONNECTIONS("ConnectionsSimulation"),
    HELLO("HelloSimulation"),
    INSERT("InsertSimulation"),
    TRANSPORTS("TransportsSimulation");

    /** Where the simulations live: gatling/src/test/java/loadlab/gatling. */
    private static final String PACKAGE = "loadlab.gatling.";

    private final String simpleName;

    SuiteSimulation(String simpleName) {
        this.simpleName = simpleName;
    }

    public String className() {
        return PACKAGE + simpleName;
    }

    /** The simple class name, as the run's record and the summary name it. */
    public String simpleName() {
        return simpleName;
    }

    /** -Dsimulation takes the class name; the simple name is accepted too. */
    public static SuiteSimulation parse(String name) {
        String wanted = name.trim();
        return Arrays.stream(values())
                .filter(s -> s.className().equals(wanted) || s.simpleName.equals(wanted))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("-Dsimulation takes one of "
                        + Arrays.stream(values()).map(SuiteSimulation::className).toList() + ", got '" + name + "'"));
    }

    /**
     * The simulations a runner that forks them (a target set, an A/B comparison) runs: every one when
     * {@code -Dsimulation} is blank, else the ones it names, comma-separated, in suite order.
     */
    public static List<SuiteSimulation> chosen(String given) {
        if (given == null || given.isBlank()) {
            return List.of(values());
        }
        EnumSet<SuiteSimulation> chosen = EnumSet.noneOf(SuiteSimulation.class);
        Arrays.stream(given.split(",")).map(String::trim).filter(name -> !name.isEmpty()).map(SuiteSimulation::parse)
                .forEach(chosen::add);
        return List.copyOf(chosen);
    }

    /** What a target must serve for this simulation to run as the settings plan it. */
    public Set<ContractPart> needs(LabSettings settings) {
        return switch (this) {
            case CONNECTIONS -> EnumSet.of(ContractPart.WS);
            case HELLO -> EnumSet.of(ContractPart.HELLO);
            case INSERT -> EnumSet.of(ContractPart.ITEMS);
            case TRANSPORTS -> transports(settings.transports());
        };
    }

    private static Set<ContractPart> transports(TransportsPlan plan) {
        Set<ContractPart> needs = EnumSet.noneOf(ContractPart.class);
        for (Transport transport : plan.transports()) {
            needs.add(switch (transport) {
                case AJAX -> ContractPart.AJAX;
                case WS -> ContractPart.WS;
                case FRESH_WS -> ContractPart.FRESH_WS;
                case SIO_WS, FRESH_SIO_WS -> ContractPart.SOCKETIO;
            });
        }
        return needs;
    }
}
