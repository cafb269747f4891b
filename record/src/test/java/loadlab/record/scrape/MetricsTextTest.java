package loadlab.record.scrape;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MetricsTextTest {
    private static final String EXPOSITION = """
            # HELP http_server_requests_seconds Duration of HTTP server request handling
            # TYPE http_server_requests_seconds summary
            http_server_requests_seconds_count{method="GET",status="200",uri="/hello"} 120.0
            http_server_requests_seconds_count{method="POST",status="201",uri="/items"} 30.0
            http_server_requests_seconds_sum{method="GET",status="200",uri="/hello"} 0.5
            process_cpu_seconds_total 12.25 1733540000000
            jvm_gc_pause_seconds_max{action="end of minor GC",cause="G1 Evacuation Pause"} NaN
            odd_gauge +Inf
            not a sample line at all
            label_with_space{path="/a b",code="x"} 2
            """;

    @Test
    void addsUpAMetricsSamplesOverTheirLabels() {
        MetricsText metrics = MetricsText.parse(EXPOSITION);

        assertThat(metrics.sum("http_server_requests_seconds_count")).hasValue(150.0);
        assertThat(metrics.sum("http_server_requests_seconds_sum")).hasValue(0.5);
        assertThat(metrics.sum("label_with_space")).hasValue(2.0);
    }

    @Test
    void readsAValueBeforeItsTimestamp() {
        assertThat(MetricsText.parse(EXPOSITION).sum("process_cpu_seconds_total")).hasValue(12.25);
    }

    @Test
    void leavesOutCommentsValuesThatAreNotNumbersAndLinesThatAreNotSamples() {
        MetricsText metrics = MetricsText.parse(EXPOSITION);

        assertThat(metrics.sum("jvm_gc_pause_seconds_max")).isEmpty();
        assertThat(metrics.sum("odd_gauge")).isEmpty();
        assertThat(metrics.sum("#")).isEmpty();
        assertThat(metrics.sum("not")).isEmpty();
        assertThat(metrics.sum("absent_metric")).isEmpty();
    }
}
