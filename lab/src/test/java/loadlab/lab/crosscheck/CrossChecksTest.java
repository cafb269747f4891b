package loadlab.lab.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.Executables;
import loadlab.lab.launch.FreePort;
import loadlab.lab.settings.CrossCheckPlan;
import loadlab.lab.settings.HelloPlan;
import loadlab.lab.settings.HelloVariant;
import loadlab.record.crosscheck.CrossCheck.Status;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.record.crosscheck.CrossCheckTool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CrossChecksTest {
    /** Small on purpose: 200 requests from 2 clients, wrk for 1 s over 2 connections, all on loopback. */
    private static final HelloPlan HELLO = new HelloPlan(
            List.of(HelloVariant.CLOSED_CLOSE, HelloVariant.CLOSED_KEEPALIVE, HelloVariant.OPEN_CLOSE),
            2, 200, List.of(100), Duration.ofSeconds(1), 2000);
    private static final CrossCheckPlan ON = new CrossCheckPlan(true, Duration.ofSeconds(1), 500_000);
    private static final BaseUrl NOWHERE = BaseUrl.loopback(FreePort.onLoopback());

    @Test
    void missingToolsAreNotMeasuredWithHowToInstallThem(@TempDir Path folder) {
        List<CrossCheck> checks = new CrossChecks(HELLO, ON, name -> Optional.empty())
                .measure(NOWHERE, folder, "HelloSimulation-1", Optional.empty());

        assertThat(checks).extracting(CrossCheck::variant).containsExactly("closed-close", "closed-keepalive", "open-close");
        assertThat(checks).extracting(CrossCheck::status)
                .containsExactly(Status.NOT_MEASURED, Status.NOT_MEASURED, Status.NOT_COMPARABLE);
        assertThat(checks.get(0).notMeasured()).isEqualTo("ab is not on the PATH (package apache2-utils)");
        assertThat(checks.get(1).notMeasured()).isEqualTo("wrk is not on the PATH (package wrk)");
        assertThat(checks.subList(0, 2)).extracting(CrossCheck::install).containsOnly(CrossCheckTool.INSTALL);
        assertThat(checks.subList(0, 2)).extracting(CrossCheck::command).containsOnlyNulls();
    }

    @Test
    void openModelVariantIsMarkedNotComparableWithTheReason(@TempDir Path folder) {
        CrossCheck open = new CrossChecks(HELLO, ON, Executables::onPath)
                .measure(NOWHERE, folder, "HelloSimulation-1", Optional.of("stopped")).get(2);

        assertThat(open.status()).isEqualTo(Status.NOT_COMPARABLE);
        assertThat(open.tool()).isNull();
        assertThat(open.notMeasured()).startsWith("not comparable: the open model's throughput is the arrival rate");
    }

    @Test
    void switchedOffOrAbortedRunsMeasureNothingAndSayWhy(@TempDir Path folder) {
        CrossCheckPlan off = new CrossCheckPlan(false, Duration.ofSeconds(1), 500_000);

        List<CrossCheck> switchedOff = new CrossChecks(HELLO, off, name -> Optional.of(Path.of("/usr/bin", name)))
                .measure(NOWHERE, folder, "HelloSimulation-1", Optional.empty());
        List<CrossCheck> aborted = new CrossChecks(HELLO, ON, name -> Optional.of(Path.of("/usr/bin", name)))
                .measure(NOWHERE, folder, "HelloSimulation-1", Optional.of("target refused connections for 3 s"));

        assertThat(switchedOff.subList(0, 2)).extracting(CrossCheck::notMeasured).containsOnly(CrossChecks.SWITCHED_OFF);
        assertThat(aborted.subList(0, 2)).extracting(CrossCheck::notMeasured)
                .containsOnly("the run was aborted (target refused connections for 3 s)");
        assertThat(folder).isEmptyDirectory();
    }

    @Test
    void abAndWrkMeasureTheSameServerAndKeepTheirOutputs(@TempDir Path folder) throws IOException {
        assumeThat(Executables.onPath("ab")).as("ab on the PATH").isPresent();
        assumeThat(Executables.onPath("wrk")).as("wrk on the PATH").isPresent();
        HttpServer server = hello();
        try {
            BaseUrl url = BaseUrl.loopback(server.getAddress().getPort());
            AtomicInteger edges = new AtomicInteger();
            List<CrossCheck> checks = CrossChecks.of(HELLO, ON).measure(url, folder, "HelloSimulation-2", Optional.empty(),
                    edges::incrementAndGet);

            CrossCheck ab = checks.get(0);
            CrossCheck wrk = checks.get(1);
            assertThat(ab.status()).isEqualTo(Status.MEASURED);
            assertThat(ab.command()).isEqualTo("ab -r -n 200 -c 2 " + url.resolve("/hello"));
            assertThat(ab.result().requests()).isEqualTo(200L);
            assertThat(ab.result().okRequests()).isEqualTo(200L);
            assertThat(wrk.status()).isEqualTo(Status.MEASURED);
            assertThat(wrk.command()).isEqualTo("wrk -t2 -c2 -d1s " + url.resolve("/hello"));
            assertThat(wrk.result().requests()).isPositive();
            assertThat(wrk.result().okRequests()).isEqualTo(wrk.result().requests());
            for (CrossCheck check : checks.subList(0, 2)) {
                assertThat(check.startEpochMillis()).isLessThanOrEqualTo(check.endEpochMillis());
                assertThat(check.result().hadErrors()).isFalse();
                assertThat(check.clientCpuSeconds()).as("the tool's own CPU, measured under bash").isNotNull().isPositive();
                assertThat(check.clientSystemCpuSeconds()).as("its system part").isNotNull().isNotNegative()
                        .isLessThanOrEqualTo(check.clientCpuSeconds());
            }
            assertThat(folder.resolve("HelloSimulation-2-closed-close-ab-times.txt")).isRegularFile();
            assertThat(edges).as("an edge before and after each tool").hasValue(4);
            assertThat(folder.resolve("HelloSimulation-2-closed-close-ab.txt")).content().contains("Complete requests");
            assertThat(folder.resolve("HelloSimulation-2-closed-keepalive-wrk.txt")).content().contains("Requests/sec");
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aTargetThatRefusesConnectionsYieldsNoOkThroughput(@TempDir Path folder) {
        assumeThat(Executables.onPath("ab")).as("ab on the PATH").isPresent();
        assumeThat(Executables.onPath("wrk")).as("wrk on the PATH").isPresent();

        List<CrossCheck> checks = CrossChecks.of(HELLO, ON).measure(NOWHERE, folder, "HelloSimulation-3", Optional.empty());

        // ab -r reports every request complete (and failed) at a high rate: none of it is OK.
        assertThat(checks.get(0).status()).isEqualTo(Status.MEASURED);
        assertThat(checks.get(0).result().okPerSecond()).isZero();
        assertThat(checks.get(0).result().hadErrors()).isTrue();
        // wrk prints no report at all when it cannot connect.
        assertThat(checks.get(1).status()).isEqualTo(Status.NOT_MEASURED);
        assertThat(checks.get(1).notMeasured()).startsWith("wrk exited with 1: unable to connect to");
        assertThat(checks.get(1).command()).startsWith("wrk -t2 -c2 -d1s");
    }

    private static HttpServer hello() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        byte[] body = "Hello, World!".getBytes(StandardCharsets.UTF_8);
        server.createContext("/hello", exchange -> {
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return server;
    }
}
