package loadlab.record.scrape;

import static org.assertj.core.api.Assertions.assertThat;

import loadlab.record.UsageSample;
import org.junit.jupiter.api.Test;

class ScrapedProcessTest {

    @Test
    void takesTheCpuTimeUnderThePrometheusClientsName() {
        MetricsText metrics = MetricsText.parse("process_cpu_seconds_total 3.5\nprocess_resident_memory_bytes 1048576\n");

        assertThat(ScrapedProcess.sample(metrics, 1000)).hasValueSatisfying(sample -> {
            assertThat(sample.epochMillis()).isEqualTo(1000);
            assertThat(sample.cpuSeconds()).isEqualTo(3.5);
            assertThat(sample.rssBytes()).isEqualTo(1048576);
            assertThat(sample.machineBusySeconds()).as("another machine's, unknown here").isEqualTo(UsageSample.UNKNOWN);
        });
    }

    @Test
    void takesMicrometersNanosecondsWhenThatIsAllThereIs() {
        MetricsText metrics = MetricsText.parse("process_cpu_time_ns_total 2.5E9\n");

        assertThat(ScrapedProcess.cpuSeconds(metrics)).hasValue(2.5);
        assertThat(ScrapedProcess.sample(metrics, 1).orElseThrow().hasRss()).isFalse();
    }

    @Test
    void prefersTheSecondsWhenBothAreThere() {
        MetricsText metrics = MetricsText.parse("process_cpu_time_ns_total 9.0E9\nprocess_cpu_seconds_total 4.0\n");

        assertThat(ScrapedProcess.cpuSeconds(metrics)).hasValue(4.0);
    }

    @Test
    void givesNoSampleWithoutTheCpuTime() {
        assertThat(ScrapedProcess.sample(MetricsText.parse("jvm_memory_used_bytes{area=\"heap\"} 5\n"), 1)).isEmpty();
    }
}
