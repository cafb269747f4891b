package loadlab.lab.connections;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;

class SocketPreflightTest {
    private static final String RANGE = "32768\t60999\n";

    /** The shape of /proc/self/limits, with the open-files row given. */
    private static String limits(String soft, String hard) {
        return "Limit                     Soft Limit           Hard Limit           Units     \n"
                + "Max cpu time              unlimited            unlimited            seconds   \n"
                + "Max open files            " + soft + "                " + hard + "                files     \n"
                + "Max locked memory         8388608              8388608              bytes     \n";
    }

    @Test
    void passesWhenBothLimitsCoverTheSocketsAndTheMargin() {
        SocketPreflight preflight = SocketPreflight.of(limits("20000", "20000"), RANGE);

        preflight.require(10_000, "-Dconnections");
        assertThat(preflight).hasToString("open files 20000 (hard 20000), local ports 32768-60999");
    }

    @Test
    void tooFewOpenFilesFailsNamingTheUlimitThatIsNeeded() {
        SocketPreflight preflight = SocketPreflight.of(limits("1024", "4096"), RANGE);

        assertThatThrownBy(() -> preflight.require(10_000, "-Dconnections"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Cannot hold 10000 sockets at once from this JVM:")
                .hasMessageContaining("the limit is 1024 (hard 4096), 11024 are needed")
                .hasMessageContaining("ulimit -n 11024")
                .hasMessageContaining("reference server the suite starts inherits it")
                .hasMessageEndingWith("Or ask for fewer (-Dconnections): at most 0 fit.");
    }

    @Test
    void theMarginCountsTowardsTheOpenFiles() {
        SocketPreflight preflight = SocketPreflight.of(limits("11000", "11000"), RANGE);

        assertThat(preflight.shortfalls(10_000)).singleElement().asString().contains("ulimit -n 11024");
        assertThat(preflight.shortfalls(10_000 - 24)).isEmpty();
    }

    @Test
    void tooFewEphemeralPortsFailsNamingTheSysctl() {
        SocketPreflight preflight = SocketPreflight.of(limits("unlimited", "unlimited"), "32768 60999");

        assertThatThrownBy(() -> preflight.require(30_000, "-Dconnections"))
                .hasMessageContaining("ip_local_port_range 32768-60999 gives 28232, 30000 are needed")
                .hasMessageContaining("sysctl -w net.ipv4.ip_local_port_range")
                .hasMessageNotContaining("ulimit")
                .hasMessageEndingWith("at most 28232 fit.");
    }

    @Test
    void bothShortfallsAreReportedTogether() {
        SocketPreflight preflight = SocketPreflight.of(limits("1024", "1024"), "60000 60999");

        assertThat(preflight.shortfalls(5000)).hasSize(2);
        assertThat(preflight.fits()).isZero();
    }

    @Test
    void fitsIsTheTighterOfTheTwoLimits() {
        assertThat(SocketPreflight.of(limits("20000", "20000"), RANGE).fits()).isEqualTo(18_976);
        assertThat(SocketPreflight.of(limits("65536", "65536"), RANGE).fits()).isEqualTo(28_232);
    }

    @Test
    void unreadableLimitsAreNotChecked() {
        SocketPreflight preflight = SocketPreflight.of(null, null);

        preflight.require(1_000_000, "-Dconnections");
        assertThat(preflight).hasToString("open files unknown, local ports unknown");
    }

    @Test
    void malformedTextCountsAsUnknown() {
        SocketPreflight preflight = SocketPreflight.of("Max open files  many  more  files\n", "32768");

        assertThat(preflight.shortfalls(1_000_000)).isEmpty();
        assertThat(preflight.ports()).isEmpty();
    }

    @Test
    void readsThisMachinesPortRangeWhole() {
        assumeTrue(Files.isReadable(SocketPreflight.PORT_RANGE), "no " + SocketPreflight.PORT_RANGE + " here");

        assertThat(SocketPreflight.ofThisJvm().ports()).isPresent();
        assertThat(SocketPreflight.ofThisJvm().ports().getAsLong()).isGreaterThan(1);
    }

    @Test
    void readsThisJvmsOpenFilesLimit() {
        assumeTrue(Files.isReadable(SocketPreflight.LIMITS), "no " + SocketPreflight.LIMITS + " here");

        assertThat(SocketPreflight.ofThisJvm().toString()).doesNotStartWith("open files unknown");
    }
}
