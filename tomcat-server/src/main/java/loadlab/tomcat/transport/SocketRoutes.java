package loadlab.tomcat.transport;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.ServletContainerInitializer;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletException;
import jakarta.websocket.DeploymentException;
import jakarta.websocket.Endpoint;
import jakarta.websocket.Extension;
import jakarta.websocket.server.ServerContainer;
import jakarta.websocket.server.ServerEndpointConfig;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Supplier;

/**
 * Registers {@code /ws} and {@code /ws/fresh} as programmatic Jakarta WebSocket endpoints on the
 * context's {@link ServerContainer}. Runs after Tomcat's {@code WsSci}, which creates the container.
 * A configurator hands Tomcat our instances, so endpoints take their settings in the constructor, and
 * negotiates no extension: Tomcat accepts permessage-deflate whenever a client offers it (browsers
 * and Node's ws do), which the lab's other servers do not, and random payloads do not compress anyway.
 */
public final class SocketRoutes implements ServletContainerInitializer {
    public static final String PERSISTENT = "/ws";
    public static final String FRESH = "/ws/fresh";

    private final ScheduledExecutorService timer;
    private final Duration freshIdleTimeout;

    public SocketRoutes(ScheduledExecutorService timer, Duration freshIdleTimeout) {
        this.timer = timer;
        this.freshIdleTimeout = freshIdleTimeout;
    }

    @Override
    public void onStartup(Set<Class<?>> classes, ServletContext context) throws ServletException {
        ServerContainer container = (ServerContainer) context.getAttribute(ServerContainer.class.getName());
        if (container == null) {
            throw new ServletException("no WebSocket container: Tomcat's WsSci must run first");
        }
        // Mapped "before": ahead of WsFilter, which Tomcat maps after any other filter.
        context.addFilter(HandshakeGuard.class.getSimpleName(), new HandshakeGuard())
                .addMappingForUrlPatterns(EnumSet.of(DispatcherType.REQUEST), false, PERSISTENT, FRESH);
        PersistentSocket persistent = new PersistentSocket();
        try {
            container.addEndpoint(endpoint(PersistentSocket.class, PERSISTENT, () -> persistent));
            container.addEndpoint(endpoint(FreshSocket.class, FRESH, () -> new FreshSocket(timer, freshIdleTimeout)));
        } catch (DeploymentException e) {
            throw new ServletException("cannot register the WebSocket endpoints", e);
        }
    }

    private static <E extends Endpoint> ServerEndpointConfig endpoint(Class<E> type, String path, Supplier<E> instances) {
        return ServerEndpointConfig.Builder.create(type, path)
                .configurator(new ServerEndpointConfig.Configurator() {
                    @Override
                    public <T> T getEndpointInstance(Class<T> endpointClass) {
                        return endpointClass.cast(instances.get());
                    }

                    @Override
                    public List<Extension> getNegotiatedExtensions(List<Extension> installed, List<Extension> requested) {
                        return List.of();
                    }
                })
                .build();
    }
}
