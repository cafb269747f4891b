package loadlab.gatling;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.*;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.List;
import loadlab.lab.connections.OpenSockets;
import loadlab.lab.connections.SocketPreflight;
import loadlab.gatling.latency.Injections;
import loadlab.gatling.run.Protocols;
import loadlab.gatling.run.TargetLoss;
import loadlab.lab.settings.ConnectionsPlan;
import loadlab.lab.settings.LabSettings;
import loadlab.gatling.run.Target;
import loadlab.gatling.transport.Endpoints;
import loadlab.gatling.transport.Pages;
import loadlab.record.names.RunNames;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Capacity: -Dconnections persistent WebSockets held open at once. Each virtual user connects to
 * /ws (the connects ramp over -DconnectRampSeconds), does -DheldExchanges checked exchanges with
 * -DheldThinkMs between them and closes; a socket lives longer than the ramp, so all of them
 * overlap. "At once" is proved by {@link OpenSockets}: its peak must reach -Dconnections. Every
 * socket answers its last exchange after that peak (no KO allowed, and Gatling does not
 * reconnect), so every counted socket really was open at the peak.
 */
public final class ConnectionsSimulation extends Simulation {
    private static final Logger LOG = LoggerFactory.getLogger(ConnectionsSimulation.class);
    private static final LabSettings SETTINGS = LabSettings.fromSystemProperties();
    private static final ConnectionsPlan PLAN = SETTINGS.connections();
    private static final Target TARGET = Target.forSimulation(ConnectionsSimulation.class, SETTINGS);
    private static final HttpProtocolBuilder PROTOCOL = Protocols.http(TARGET.url(), Protocols.Connections.PER_USER);
    private static final String LABEL = "Held WS";
    private static final OpenSockets SOCKETS = new OpenSockets();

    private static final Injections INJECTIONS = new Injections();

    /** One socket's life; it counts as open from its successful connect until just before its close. */
    private static final ChainBuilder HOLD = exec(TargetLoss.guard())
            .exec(ws(RunNames.CONNECT_PREFIX + LABEL).connect(Endpoints.PERSISTENT_WS))
            .exitHereIfFailed()
            .exec(session -> {
                SOCKETS.connected();
                return session;
            })
            .exec(Pages.persistentExchanges(LABEL, PLAN.exchanges(), PLAN.think(), PLAN.size()))
            .exec(session -> {
                SOCKETS.closing();
                return session;
            })
            .exec(ws("Close " + LABEL).close());

    /**
     * After the last socket closed: the peak must equal -Dconnections. A shortfall fails this
     * request, so the report's error table says by how much and the build fails (an exception in
     * after() would lose the report).
     */
    private static final ChainBuilder HELD_AT_ONCE = exec(http("Held At Once").get("/health").check(
            status().is(200),
            status().validate("every socket held open at once", (status, session) -> {
                SOCKETS.requireAllHeld(PLAN.connections());
                return status;
            })));

    {
        LOG.info("Connections, profile {}: {} against {}", SETTINGS.profile().id(), PLAN, TARGET);
        setUp(PopulationChain.inSequence(List.of(
                INJECTIONS.open("Held Sockets", HOLD, connects()),
                INJECTIONS.open("Held At Once", HELD_AT_ONCE, atOnceUsers(1)))))
                .protocols(PROTOCOL)
                .assertions(
                        global().failedRequests().count().is(0L),
                        global().responseTime().percentile(99.0).lt(PLAN.p99Ms()),
                        details("Connect " + LABEL).successfulRequests().count().is((long) PLAN.connections()),
                        details("Exchange " + LABEL).successfulRequests().count().is(PLAN.totalExchanges()),
                        details("Held At Once").successfulRequests().count().is(1L));
    }

    /** Connects spread over the ramp; Gatling 3.15 never starts a ramp shorter than one second. */
    // Reference: https://docs.gatling.io/reference/script/core/injection/#open-model
    private static OpenInjectionStep connects() {
        return PLAN.ramp().toSeconds() < 1
                ? atOnceUsers(PLAN.connections())
                : rampUsers(PLAN.connections()).during(PLAN.ramp());
    }

    @Override
    public void before() {
        SocketPreflight preflight = SocketPreflight.ofThisJvm();
        LOG.info("Preflight for {} sockets: {}", PLAN.connections(), preflight);
        preflight.require(PLAN.connections(), "-Dconnections");
        TARGET.start();
    }

    @Override
    public void after() {
        TARGET.stop(run -> run.injection(INJECTIONS.measure()));
        LOG.info("Held sockets: {} (expected {} at once), {} exchanges each", SOCKETS, PLAN.connections(),
                PLAN.exchanges());
    }
}
