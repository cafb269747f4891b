package loadlab.reports.render;

import java.util.ArrayList;
import java.util.List;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.reports.summary.CrossCheckRow;
import loadlab.reports.summary.CrossCheckSection;

/** The hello cross-check on the page, right after the hello table: a note on the method and one row per variant. */
final class CrossCheckBlocks {
    static final String HEADING = "Hello cross-check: Gatling against an independent client";
    static final String NOT_COMPARABLE = "not comparable";
    static final String METHOD = "The same run, after its last Gatling request and before the server stopped, measured"
            + " each closed variant again against the same server at the same concurrency: wrk for keep-alive, ab (a new"
            + " connection per request) otherwise, one after the other, against a server Gatling had warmed up. Both"
            + " figures count OK answers per second (wrk: its rate less non-2xx answers; ab: complete requests less"
            + " failed and non-2xx ones, since ab's own rate counts failures). Ratio = independent \u00f7 Gatling: well"
            + " above 1 means Gatling, sharing the machine with the server, measured its own limit rather than the"
            + " server's. Server CPU per 1000 requests under each client is cut from the run's usage samples over each"
            + " client's window (\"not measured\" when the suite did not start the server). Client CPU per request is"
            + " what each client itself burnt: the Gatling JVM's over the variant's window, the independent tool's over"
            + " its whole run (its user and system time as the kernel counted it); on shared cores a client's cost is"
            + " taken from the server's. \"In the kernel\" is the system part of each: what the kernel did for the"
            + " client (system calls, and on loopback the server's receive path); the rest is the client's own code.";

    static final String CLIENT_CPU = "Client CPU \u00b5s / req: Gatling / independent (ratio, goal)";

    private CrossCheckBlocks() {
    }

    static List<Block> of(CrossCheckSection section) {
        if (section == null || section.rows().isEmpty()) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Heading(3, HEADING));
        blocks.add(new Block.Paragraph(METHOD));
        blocks.add(new Block.Grid(table(section)));
        return blocks;
    }

    static Table table(CrossCheckSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (CrossCheckRow row : section.rows()) {
            boolean measured = row.status() == CrossCheck.Status.MEASURED;
            String absent = row.status() == CrossCheck.Status.NOT_COMPARABLE ? NOT_COMPARABLE : SummaryTables.NOT_MEASURED;
            rows.add(List.of(
                    Cell.of(row.variant()),
                    Cell.of(Format.decimal(row.gatlingOkPerSecond(), 1)),
                    Cell.of(row.tool() == null ? "-" : row.tool()),
                    Cell.of(measured ? Format.decimal(row.toolOkPerSecond(), 1) : absent),
                    Cell.of(row.ratio() == null ? (measured ? "-" : absent) : Format.decimal(row.ratio(), 2)),
                    errors(row),
                    Cell.of(cpu(row.gatlingCpuPer1000())),
                    Cell.of(measured ? cpu(row.toolCpuPer1000()) : absent),
                    Cell.of(clientCpu(row, measured, absent)),
                    Cell.of(measured ? row.command() + " (" + row.toolRequests() + " requests in "
                            + Format.decimal(row.toolSeconds(), 2) + " s)" : why(row)),
                    Cell.link(row.runId(), Href.report(row.runId()))));
        }
        return new Table(List.of("Variant", "Gatling (OK/s)", "Independent client", "Independent (OK/s)",
                "Ratio (independent \u00f7 Gatling)", "Independent errors",
                "Server CPU s / 1000 req under Gatling", "Server CPU s / 1000 req under the independent client",
                CLIENT_CPU,
                "Command, or why not measured", "Run"), rows);
    }

    private static Cell errors(CrossCheckRow row) {
        if (row.status() != CrossCheck.Status.MEASURED) {
            return Cell.of("-");
        }
        String text = row.toolNon2xx() + " non-2xx, " + row.toolFailed() + " failed";
        return row.toolHadErrors() ? Cell.alert(text) : Cell.of(text);
    }

    private static String cpu(Double perThousand) {
        return perThousand == null ? SummaryTables.NOT_MEASURED : Format.decimal(perThousand, 3);
    }

    // Gatling's, the tool's, and how many times the tool's Gatling's is: "305 / 83 (3.67x, goal 2.5x: missed)".
    private static String clientCpu(CrossCheckRow row, boolean measured, String absent) {
        String gatling = micros(row.gatlingClientCpuPer1000());
        if (!measured) {
            return gatling + " / " + absent;
        }
        String tool = micros(row.toolClientCpuPer1000());
        return gatling + " / " + tool + (row.clientCostRatio() == null ? "" : " (" + clientCost(row) + ")")
                + inKernel(row);
    }

    /** "; in the kernel 13 / 10": the system part of each client's figure, when both are known; else nothing. */
    static String inKernel(CrossCheckRow row) {
        if (row.gatlingClientSystemPer1000() == null || row.toolClientSystemPer1000() == null) {
            return "";
        }
        return "; in the kernel " + Format.micros(row.gatlingClientSystemPer1000()) + " / "
                + Format.micros(row.toolClientSystemPer1000());
    }

    /**
     * "3.70x, goal 2.5x: missed": Gatling's CPU per request over the tool's, against the tool's goal. Two
     * decimals, so that a ratio just over its goal does not read as equal to it ("2.0x, goal 2.0x: missed").
     */
    static String clientCost(CrossCheckRow row) {
        String ratio = Format.decimal(row.clientCostRatio(), 2) + "x";
        Double goal = row.clientCostGoal();
        return goal == null ? ratio
                : ratio + ", goal " + Format.decimal(goal, 1) + "x: " + (row.clientCostRatio() <= goal ? "met" : "missed");
    }

    private static String micros(Double perThousand) {
        return perThousand == null ? SummaryTables.NOT_MEASURED : Format.micros(perThousand);
    }

    private static String why(CrossCheckRow row) {
        String install = row.install() == null ? "" : "; install: " + row.install();
        return row.reason() + install + (row.command() == null ? "" : " (" + row.command() + ")");
    }
}
