package loadlab.lab.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import loadlab.lab.settings.CrossCheckPlan;
import loadlab.lab.settings.HelloPlan;
import loadlab.lab.settings.HelloVariant;
import loadlab.record.crosscheck.CrossCheckTool;
import org.junit.jupiter.api.Test;

class CrossCheckCommandTest {
    private static final URI URL = URI.create("http://127.0.0.1:8080/hello");
    private static final CrossCheckPlan TEN_SECONDS = new CrossCheckPlan(true, Duration.ofSeconds(10), 500_000);

    private static HelloPlan plan(int concurrency, long requests) {
        return new HelloPlan(List.of(HelloVariant.values()), concurrency, requests, List.of(1000), Duration.ofSeconds(30), 2000);
    }

    @Test
    void keepAliveVariantRunsWrkAtTheVariantsConcurrencyForTheKnobsDuration() {
        CrossCheckCommand command = CrossCheckCommand.of(HelloVariant.CLOSED_KEEPALIVE, plan(100, 100_000), TEN_SECONDS,
                URL).orElseThrow();

        assertThat(command.tool()).isEqualTo(CrossCheckTool.WRK);
        assertThat(command.line()).isEqualTo("wrk -t2 -c100 -d10s http://127.0.0.1:8080/hello");
        assertThat(command.timeout()).isEqualTo(Duration.ofSeconds(40));
    }

    @Test
    void wrkNeverGetsMoreThreadsThanConnections() {
        CrossCheckCommand command = CrossCheckCommand.of(HelloVariant.CLOSED_KEEPALIVE, plan(1, 10), TEN_SECONDS, URL)
                .orElseThrow();

        assertThat(command.arguments()).startsWith("wrk", "-t1", "-c1");
    }

    @Test
    void newConnectionVariantRunsAbWithTheVariantsRequestsAndConcurrency() {
        CrossCheckCommand command = CrossCheckCommand.of(HelloVariant.CLOSED_CLOSE, plan(100, 100_000), TEN_SECONDS, URL)
                .orElseThrow();

        assertThat(command.tool()).isEqualTo(CrossCheckTool.AB);
        assertThat(command.line()).isEqualTo("ab -r -n 100000 -c 100 http://127.0.0.1:8080/hello");
        assertThat(command.timeout()).isEqualTo(Duration.ofSeconds(60 + 200));
    }

    @Test
    void abRequestsAreCappedByTheKnobButNeverBelowTheConcurrency() {
        CrossCheckPlan capped = new CrossCheckPlan(true, Duration.ofSeconds(10), 50_000);
        CrossCheckPlan tiny = new CrossCheckPlan(true, Duration.ofSeconds(10), 5);

        assertThat(CrossCheckCommand.of(HelloVariant.CLOSED_CLOSE, plan(100, 500_000), capped, URL).orElseThrow().line())
                .isEqualTo("ab -r -n 50000 -c 100 http://127.0.0.1:8080/hello");
        assertThat(CrossCheckCommand.of(HelloVariant.CLOSED_CLOSE, plan(100, 500_000), tiny, URL).orElseThrow().line())
                .isEqualTo("ab -r -n 100 -c 100 http://127.0.0.1:8080/hello");
    }

    @Test
    void openModelVariantsHaveNoClosedLoopEquivalentCommand() {
        assertThat(CrossCheckCommand.of(HelloVariant.OPEN_CLOSE, plan(100, 100_000), TEN_SECONDS, URL)).isEmpty();
        assertThat(CrossCheckCommand.of(HelloVariant.OPEN_KEEPALIVE, plan(100, 100_000), TEN_SECONDS, URL)).isEmpty();
    }
}
