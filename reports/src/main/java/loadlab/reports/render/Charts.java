package loadlab.reports.render;

import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadlab.reports.summary.HelloRow;
import loadlab.reports.summary.HelloSection;
import loadlab.reports.summary.InsertSection;
import loadlab.reports.summary.InsertStepRow;
import loadlab.reports.summary.TransportRow;
import loadlab.reports.summary.TransportsSection;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** The summary's charts, drawn with JFreeChart into PNG files beside the page. */
final class Charts {

    private static final String OK_PER_SECOND = "OK answers per second";
    private static final int WIDTH = 760;
    private static final int HEIGHT = 400;

    private Charts() {
    }

    /** The original's graph: total time of N exchanges (think time excluded) against N, per transport. */
    static String transports(TransportsSection section, Path folder) {
        Map<String, XYSeries> byTransport = new LinkedHashMap<>();
        for (TransportRow row : section.rows()) {
            byTransport.computeIfAbsent(row.transport(), XYSeries::new).add(row.exchanges(), row.totalMeanMs());
        }
        XYSeriesCollection dataset = new XYSeriesCollection();
        byTransport.values().forEach(dataset::addSeries);
        JFreeChart chart = ChartFactory.createXYLineChart("Total time of N exchanges (think time excluded)",
                "N exchanges", "Mean total time (ms)", dataset, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        plot.setRenderer(new XYLineAndShapeRenderer(true, true));
        NumberAxis exchanges = (NumberAxis) plot.getDomainAxis();
        exchanges.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        exchanges.setAutoRangeIncludesZero(true);
        return save(chart, folder, "summary-transports.png");
    }

    static List<String> insert(InsertSection section, Path folder) {
        DefaultCategoryDataset throughput = new DefaultCategoryDataset();
        DefaultCategoryDataset latency = new DefaultCategoryDataset();
        for (InsertStepRow step : section.steps()) {
            String category = step.concurrency() == null ? "whole run" : Integer.toString(step.concurrency());
            throughput.addValue(step.throughput(), "Throughput", category);
            latency.addValue(step.meanMs(), "Mean", category);
            latency.addValue(step.p95Ms(), "p95", category);
            latency.addValue(step.p99Ms(), "p99", category);
        }
        List<String> files = new ArrayList<>();
        files.add(save(ChartFactory.createBarChart("Insert throughput per concurrency step (OK answers)",
                "Concurrency", OK_PER_SECOND, throughput, PlotOrientation.VERTICAL, false, false, false),
                folder, "summary-insert-throughput.png"));
        JFreeChart latencyChart = ChartFactory.createLineChart("Insert latency per concurrency step", "Concurrency",
                "Response time (ms)", latency, PlotOrientation.VERTICAL, true, false, false);
        latencyChart.getCategoryPlot().setRenderer(new LineAndShapeRenderer(true, true));
        files.add(save(latencyChart, folder, "summary-insert-latency.png"));
        return files;
    }

    static List<String> hello(HelloSection section, Path folder) {
        DefaultCategoryDataset throughput = new DefaultCategoryDataset();
        DefaultCategoryDataset latency = new DefaultCategoryDataset();
        for (HelloRow row : section.rows()) {
            throughput.addValue(row.throughput(), "Throughput", row.variant());
            latency.addValue(row.p50Ms(), "p50", row.variant());
            latency.addValue(row.p95Ms(), "p95", row.variant());
            latency.addValue(row.p99Ms(), "p99", row.variant());
        }
        List<String> files = new ArrayList<>();
        files.add(save(ChartFactory.createBarChart("Hello throughput (model-connections, OK answers)", "Variant",
                OK_PER_SECOND, throughput, PlotOrientation.VERTICAL, false, false, false),
                folder, "summary-hello-throughput.png"));
        files.add(save(ChartFactory.createBarChart("Hello latency percentiles", "Variant", "Response time (ms)",
                latency, PlotOrientation.VERTICAL, true, false, false), folder, "summary-hello-latency.png"));
        return files;
    }

    static String save(JFreeChart chart, Path folder, String name) {
        chart.setBackgroundPaint(Color.WHITE);
        Plot plot = chart.getPlot();
        plot.setBackgroundPaint(Color.WHITE);
        if (plot instanceof XYPlot xy) {
            xy.setDomainGridlinePaint(Color.LIGHT_GRAY);
            xy.setRangeGridlinePaint(Color.LIGHT_GRAY);
        } else if (plot instanceof CategoryPlot category) {
            category.setRangeGridlinePaint(Color.LIGHT_GRAY);
        }
        try {
            ChartUtils.saveChartAsPNG(folder.resolve(name).toFile(), chart, WIDTH, HEIGHT);
            return name;
        } catch (IOException e) {
            throw new UncheckedIOException("could not write chart " + name, e);
        }
    }
}
