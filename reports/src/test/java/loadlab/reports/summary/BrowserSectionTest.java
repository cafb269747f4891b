package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.group;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import loadlab.record.browser.BrowserRecord;
import loadlab.record.browser.BrowserRecords;
import loadlab.record.browser.BrowserTest;
import loadlab.record.gatling.GatlingRun;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BrowserSectionTest {
    private static final GatlingRun RUN = RunFixtures.run("transportssimulation-1", "TransportsSimulation", T0,
            List.of(),
            group("AJAX x10", 2, 0, 30, 31, null),
            request("Exchange AJAX", List.of("AJAX x10"), 20, 0, 3, 4, null),
            group("WS x10", 2, 0, 12, 13, null),
            request("Exchange WS", List.of("WS x10"), 20, 0, 1, 2, null));
    private static final CatalogEntry ENTRY = RunFixtures.entry(RUN, Map.of("framing", "plain"));

    @TempDir
    Path reports;

    private BrowserRecords records;
    private TransportsSection transports;

    @BeforeEach
    void section() {
        records = BrowserRecords.under(reports);
        transports = TransportsSection.of(ENTRY);
    }

    private BrowserRecord record(List<BrowserTest> tests) {
        return new BrowserRecord(BrowserRecord.FORMAT, "TransportsSimulation", ENTRY.recordKey().startEpochMillis(),
                "Chromium 156", "http://127.0.0.1:1/lab/transports.html", 100, 4096, 3, null, null, tests);
    }

    private static BrowserTest passed(String transport, int repeat, double total) {
        return BrowserTest.passed(transport, 10, repeat, total, List.of(total), null, total + 900);
    }

    @Test
    void showsTheMedianTotalAndItsSpreadBesideGatlingsMeanWithTheirRatio() {
        records.write(record(List.of(passed("AJAX", 1, 9.0), passed("AJAX", 2, 15.0), passed("AJAX", 3, 12.0))));

        BrowserRow ajax = BrowserSection.of(transports, List.of(ENTRY), records).orElseThrow().rows().get(0);

        assertThat(ajax.transport()).isEqualTo("AJAX");
        assertThat(ajax.okTests()).isEqualTo(3);
        assertThat(ajax.browserTotalMedianMs()).isEqualTo(12.0);
        assertThat(ajax.browserTotalMinMs()).isEqualTo(9.0);
        assertThat(ajax.browserTotalMaxMs()).isEqualTo(15.0);
        assertThat(ajax.browserPerExchangeMs()).isCloseTo(1.2, within(1e-9));
        assertThat(ajax.gatlingTotalMeanMs()).isEqualTo(30);
        assertThat(ajax.gatlingPerExchangeMs()).isCloseTo(3.0, within(1e-9));
        assertThat(ajax.ratio()).isCloseTo(2.5, within(1e-9));
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertThat(BrowserSection.median(List.of(1.0, 2.0, 4.0, 9.0))).isEqualTo(3.0);
        assertThat(BrowserSection.median(List.of())).isNull();
    }

    @Test
    void aFailedTestCountsInNoFigureAndItsReasonIsShown() {
        records.write(record(List.of(passed("WS", 1, 5.0),
                BrowserTest.failed("WS", 10, 2, List.of(0.4), 100, "exchange 2 of 10: the connection closed (code 1006)"))));

        BrowserSection section = BrowserSection.of(transports, List.of(ENTRY), records).orElseThrow();
        BrowserRow ws = section.rows().get(0);

        assertThat(ws.failed()).isTrue();
        assertThat(ws.okTests()).isEqualTo(1);
        assertThat(ws.browserTotalMedianMs()).isEqualTo(5.0);
        assertThat(section.runs().get(0).failures())
                .containsExactly("WS x10 repeat 2: exchange 2 of 10: the connection closed (code 1006)");
    }

    @Test
    void aTransportWhoseEveryRepeatFailedHasNoFigureRatherThanZero() {
        records.write(record(List.of(BrowserTest.failed("AJAX", 10, 1, List.of(), 5, "exchange 1 of 10: refused"))));

        BrowserRow ajax = BrowserSection.of(transports, List.of(ENTRY), records).orElseThrow().rows().get(0);

        assertThat(ajax.browserTotalMedianMs()).isNull();
        assertThat(ajax.browserPerExchangeMs()).isNull();
        assertThat(ajax.ratio()).isNull();
    }

    @Test
    void aSkippedRunSaysWhyAndHasNoRows() {
        records.write(BrowserRecord.skipped("TransportsSimulation", ENTRY.recordKey().startEpochMillis(),
                "/usr/bin/chromium is not installed"));

        BrowserSection section = BrowserSection.of(transports, List.of(ENTRY), records).orElseThrow();

        assertThat(section.runs().get(0).setup().skipped()).isEqualTo("/usr/bin/chromium is not installed");
        assertThat(section.rows()).isEmpty();
    }

    @Test
    void noSectionWhenNoRunHasABrowserRecord() {
        assertThat(BrowserSection.of(transports, List.of(ENTRY), records)).isEmpty();
    }

    @Test
    void aTestHasATotalOrAnErrorNeverBoth() {
        assertThatThrownBy(() -> new BrowserTest("AJAX", 10, 1, 0.0, List.of(), null, 1, "refused"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new BrowserTest("AJAX", 10, 1, null, List.of(), null, 1, null))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
