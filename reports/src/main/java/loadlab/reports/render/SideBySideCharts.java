package loadlab.reports.render;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.ToDoubleFunction;
import loadlab.reports.sidebyside.InsertSideBySide;
import loadlab.reports.sidebyside.InsertTarget;
import loadlab.reports.summary.InsertStepRow;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;

/** The insert original's two graphs, one series per target: throughput and p99 against concurrency. */
final class SideBySideCharts {
    static final String INSERT_THROUGHPUT = "summary-sidebyside-insert-throughput.png";
    static final String INSERT_P99 = "summary-sidebyside-insert-p99.png";

    private SideBySideCharts() {
    }

    static List<String> insert(InsertSideBySide section, Path folder) {
        List<String> files = new ArrayList<>();
        files.add(Charts.save(chart("Insert throughput per concurrency step, per target (OK answers)",
                "OK answers per second", dataset(section, InsertStepRow::throughput)), folder, INSERT_THROUGHPUT));
        files.add(Charts.save(chart("Insert p99 per concurrency step, per target", "p99 (ms)",
                dataset(section, step -> step.p99Ms())), folder, INSERT_P99));
        return files;
    }

    private static JFreeChart chart(String title, String axis, DefaultCategoryDataset dataset) {
        JFreeChart chart = ChartFactory.createLineChart(title, "Concurrency", axis, dataset, PlotOrientation.VERTICAL,
                true, false, false);
        chart.getCategoryPlot().setRenderer(new LineAndShapeRenderer(true, true));
        return chart;
    }

    /** Steps in ascending order (a whole-run row first), one series per target; a step a target did not run is a gap. */
    private static DefaultCategoryDataset dataset(InsertSideBySide section, ToDoubleFunction<InsertStepRow> figure) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        List<Integer> steps = new ArrayList<>();
        if (section.hasWholeRunRow()) {
            steps.add(null);
        }
        steps.addAll(section.concurrencies());
        for (Integer step : steps) {
            String category = step == null ? "whole run" : step.toString();
            for (InsertTarget target : section.targets()) {
                Double value = target.section().steps().stream().filter(row -> Objects.equals(row.concurrency(), step))
                        .findFirst().map(figure::applyAsDouble).orElse(null);
                dataset.addValue(value, target.target(), category);
            }
        }
        return dataset;
    }
}
