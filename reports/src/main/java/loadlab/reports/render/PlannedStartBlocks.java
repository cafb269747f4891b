package loadlab.reports.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import loadlab.reports.summary.PlannedStartRow;
import loadlab.reports.summary.PlannedStartSection;

/**
 * The open rows of every experiment from their planned starts, in a section of their own: one sentence per row (did coordinated
 * omission change the answer), then Gatling's percentiles beside those from the plan, and the injector's lag.
 */
final class PlannedStartBlocks {
    static final String HEADING = "Latency from each request's planned start (open rows, scheduled pages)";

    private PlannedStartBlocks() {
    }

    static List<Block> of(PlannedStartSection section) {
        if (section == null) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Heading(2, HEADING));
        section.rows().forEach(row -> blocks.add(row.injectorBehind() ? new Block.Warning(row.answer())
                : new Block.Paragraph(row.answer())));
        List<List<Cell>> cells = new ArrayList<>();
        for (PlannedStartRow row : section.rows()) {
            cells.add(List.of(Cell.of(row.experiment() + " " + row.row()), Cell.of("Gatling (send to answer)"),
                    Cell.of(ms(row.gatling().p50())), Cell.of(ms(row.gatling().p95())), Cell.of(ms(row.gatling().p99())),
                    Cell.of(ms(row.gatling().p999())), Cell.of(ms(row.gatling().max())), Cell.of("")));
            cells.add(List.of(Cell.of(""), Cell.of("from the planned start"), Cell.of(ms(row.fromPlan().p50())),
                    Cell.of(ms(row.fromPlan().p95())), Cell.of(ms(row.fromPlan().p99())), Cell.of(ms(row.fromPlan().p999())),
                    Cell.of(ms(row.fromPlan().max())), row.injectorBehind() ? Cell.alert(lag(row)) : Cell.of(lag(row))));
        }
        blocks.add(new Block.Grid(new Table(List.of("Row", "Measured", "p50 (ms)", "p95", "p99", "p99.9", "max",
                "Injector lag p50 / p99 / max (ms)"), cells)));
        blocks.add(new Block.Paragraph("An open row starts each request when its plan says, whatever the server does; the"
                + " lab records each request's planned start (Gatling's own schedule, replayed), when it went and when its"
                + " answer came, to the microsecond. Gatling's figure runs from the send; the other from the planned start,"
                + " so a request the injector sent late, or that queued behind a stall, counts its whole wait. Lag is how"
                + " late the injector sent; a p99 beyond the run's limit (-DinjectionLagMs, "
                + limits(section) + " ms here) means it did not keep its plan."));
        return blocks;
    }

    private static String limits(PlannedStartSection section) {
        return section.rows().stream().map(row -> ms(row.lagLimitMs())).distinct().collect(Collectors.joining(", "));
    }

    private static String lag(PlannedStartRow row) {
        return String.format(Locale.ROOT, "%.2f / %.2f / %.1f", row.lagP50Ms(), row.lagP99Ms(), row.lagMaxMs());
    }

    private static String ms(double value) {
        return value == Math.rint(value) && value < 1000 ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%.1f", value);
    }
}
