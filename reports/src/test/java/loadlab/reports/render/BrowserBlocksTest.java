package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import loadlab.record.browser.BrowserSetup;
import loadlab.reports.summary.BrowserRow;
import loadlab.reports.summary.BrowserRunSummary;
import loadlab.reports.summary.BrowserSection;
import org.junit.jupiter.api.Test;

class BrowserBlocksTest {
    private static final BrowserRunSummary RUN = new BrowserRunSummary("plain", "transportssimulation-1",
            new BrowserSetup("Chromium 156", "http://x/lab", 100, 4096, 3, null), List.of());

    @Test
    void saysWhichClientIsWhichAndShowsBothTotalsWithTheirRatio() {
        BrowserSection section = new BrowserSection(List.of(RUN), List.of(
                new BrowserRow("plain", "WS", 10, 3, 0, 4.0, 3.5, 6.25, 0.4, 12, 1.2, 3.0)));

        String page = MarkdownPage.render(BrowserBlocks.of(section));

        assertThat(page).contains("### " + BrowserBlocks.HEADING)
                .contains("(plain framing): Chromium 156, headless").contains(BrowserBlocks.EXPLANATION)
                .contains("| plain | WS | 10 | ok | 3 | 4.00 | 3.50 - 6.25 | 0.400 | 12 | 1.20 | 3.00x |");
    }

    @Test
    void aFailedRunComesFirstWithItsReasonsAndItsEmptyFiguresReadAsDashes() {
        BrowserRunSummary failed = new BrowserRunSummary("plain", "transportssimulation-1",
                new BrowserSetup("Chromium 156", "http://x/lab", 100, 4096, 1, null),
                List.of("AJAX x10 repeat 1: exchange 1 of 10: refused"));
        BrowserSection section = new BrowserSection(List.of(failed), List.of(
                new BrowserRow("plain", "AJAX", 10, 0, 1, null, null, null, null, 20, 2.0, null)));

        List<Block> blocks = BrowserBlocks.of(section);
        String page = MarkdownPage.render(blocks);

        assertThat(blocks.get(1)).isInstanceOf(Block.Warning.class);
        assertThat(page).contains("FAILED (1 failure(s))").contains("exchange 1 of 10: refused")
                .contains("| plain | AJAX | 10 | **FAILED (1 of 1)** | 0 | - | - | - | 20 | 2.00 | - |");
    }

    @Test
    void aSkippedRunSaysWhyAndWithoutARecordTheSectionSaysHowToGetOne() {
        BrowserRunSummary skipped = new BrowserRunSummary("plain", "transportssimulation-1",
                new BrowserSetup(null, null, 0, 0, 0, "/usr/bin/chromium is not installed"), List.of());

        assertThat(MarkdownPage.render(BrowserBlocks.of(new BrowserSection(List.of(skipped), List.of()))))
                .contains("the browser did not run: /usr/bin/chromium is not installed");
        assertThat(MarkdownPage.render(BrowserBlocks.of(null))).contains("-Dbrowser=chromium");
    }
}
