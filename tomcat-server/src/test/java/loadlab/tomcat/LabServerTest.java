package loadlab.tomcat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LabServerTest {

    @Test
    void listensOnLoopbackOnAFreePortWhenAskedForPortZero() {
        try (TestServer server = TestServer.inMemory().start()) {
            assertThat(server.port()).isPositive();
            assertThat(server.server().uri().toString()).isEqualTo("http://127.0.0.1:" + server.port());
            assertThat(server.get("/hello").statusCode()).isEqualTo(200);
        }
    }

    @Test
    void refusesConnectionsOnOtherInterfaces() throws IOException {
        Optional<InetAddress> other = NetworkInterface.networkInterfaces()
                .flatMap(NetworkInterface::inetAddresses)
                .filter(address -> address instanceof Inet4Address && !address.isLoopbackAddress())
                .findFirst();
        assumeTrue(other.isPresent(), "this machine has no other IPv4 interface");
        try (TestServer server = TestServer.inMemory().start(); Socket socket = new Socket()) {
            assertThatThrownBy(() -> socket.connect(new InetSocketAddress(other.get(), server.port()), 2000))
                    .isInstanceOf(IOException.class);
        }
    }

    @Test
    void namesTomcatsVersionJavaAndWhereTheItemsGo() {
        try (TestServer server = TestServer.inMemory().start()) {
            assertThat(server.server().details()).matches("Apache Tomcat/11\\.0\\.\\d+, Java 17.*, items in memory");
        }
    }

    @Test
    void closesOpenWebSocketsWith1001OnStop() {
        TestServer server = TestServer.with(new Settings(0, null, "*", Duration.ofMinutes(1))).start();
        SocketProbe persistent = SocketProbe.connect(server.socketUri("/ws"));
        SocketProbe fresh = SocketProbe.connect(server.socketUri("/ws/fresh?size=1"));
        // An answer proves the server opened the session (the client may see the 101 before onOpen ran).
        persistent.sendText("{\"event\":\"send_me_data\",\"size\":1}").next();
        fresh.next();

        server.close();

        assertThat(persistent.closed().code()).isEqualTo(1001);
        assertThat(fresh.closed().code()).isEqualTo(1001);
    }

    @Test
    void refusesToStartOnATakenPort() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName(Settings.HOST))) {
            Settings settings = new Settings(taken.getLocalPort(), null, "*", Duration.ofSeconds(10));

            assertThatThrownBy(() -> LabServer.start(settings)).isInstanceOf(Exception.class);
        }
    }
}
