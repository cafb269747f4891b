package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ListenQueueTest {

    @Test
    void readsListenOverflowsAndDropsFromTheTcpExtLines() {
        List<String> netstat = List.of(
                "TcpExt: SyncookiesSent SyncookiesRecv ListenOverflows ListenDrops TCPHPHits",
                "TcpExt: 0 0 17 19 12345",
                "IpExt: InNoRoutes InTruncatedPkts",
                "IpExt: 0 0");
        assertThat(ListenQueue.parse(netstat)).contains(new ListenQueue(17, 19));
    }

    @Test
    void growthIsTheDifferenceOfTwoReadings() {
        assertThat(new ListenQueue(30, 40).since(new ListenQueue(17, 19))).isEqualTo(new ListenQueue(13, 21));
    }

    @Test
    void unknownLayoutGivesNothingRatherThanAWrongFigure() {
        assertThat(ListenQueue.parse(List.of("TcpExt: SyncookiesSent", "TcpExt: 0"))).isEmpty();
        assertThat(ListenQueue.parse(List.of())).isEmpty();
    }

    @Test
    void thisMachineHasTheCounters() {
        assertThat(ListenQueue.now()).hasValueSatisfying(queue -> assertThat(queue.overflows()).isNotNegative());
    }
}
