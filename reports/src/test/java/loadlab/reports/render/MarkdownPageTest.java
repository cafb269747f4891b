package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownPageTest {

    @Test
    void linksThroughTheEncodedHref() {
        assertThat(render(Cell.link("javascript:alert(1)", Href.report("javascript:alert(1)"))))
                .contains("| [javascript:alert(1)](javascript%3Aalert%281%29/index.html) |");
    }

    @Test
    void cellTextCannotOpenALinkOrRawHtmlOfItsOwn() {
        assertThat(render(Cell.of("[x](javascript:alert(1)) <javascript:alert(2)> a|b \\")))
                .contains("| \\[x\\](javascript:alert(1)) \\<javascript:alert(2)> a\\|b \\\\ |");
    }

    private static String render(Cell cell) {
        return MarkdownPage.render(List.of(new Block.Grid(new Table(List.of("Run"), List.of(List.of(cell))))));
    }
}
