package loadlab.gatling.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.gatling.core.config.GatlingConfiguration;
import io.gatling.netty.util.Transports;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoEventLoopGroup;
import io.netty.channel.uring.IoUring;
import io.netty.channel.uring.IoUringIoHandler;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The Gatling JVM's event loops, from the suite's gatling.conf as Gatling reads it: io_uring where the
 * kernel offers it (it cost the injector a fifth to a third less CPU per request than epoll).
 */
class InjectorTransportTest {

    @Test
    void gatlingsEventLoopsRunOnIoUringWhereTheKernelOffersIt() {
        GatlingConfiguration configuration = GatlingConfiguration.load();
        boolean nativeTransport = configuration.netty().useNativeTransport();
        boolean ioUring = configuration.netty().useIoUring();

        assertThat(nativeTransport).as("gatling.netty.useNativeTransport").isTrue();
        assertThat(ioUring).as("gatling.netty.useIoUring").isTrue();
        assumeTrue(IoUring.isAvailable(), () -> "io_uring is not available here: " + IoUring.unavailabilityCause());
        EventLoopGroup loops = Transports.newEventLoopGroup(nativeTransport, ioUring, 1, "injector-transport-test");
        try {
            assertThat(loops).isInstanceOfSatisfying(IoEventLoopGroup.class,
                    group -> assertThat(group.isIoType(IoUringIoHandler.class)).as("an io_uring event loop").isTrue());
        } finally {
            loops.shutdownGracefully(0, 0, TimeUnit.SECONDS);
        }
    }
}
