package loadlab.lab.launch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ChildProcessTest {

    // Were the child given this JVM's input (Surefire's command channel here), cat would wait on it.
    @Test
    void childReadsNoInputFromThisJvm() throws Exception {
        Process cat = ChildProcess.withOutputShown(List.of("sh", "-c", "ulimit -t 5; exec cat")).start();
        try {
            assertThat(cat.waitFor(20, TimeUnit.SECONDS)).as("cat ended on an empty input").isTrue();
            assertThat(cat.exitValue()).isZero();
        } finally {
            cat.destroyForcibly();
        }
    }

    @Test
    void childOutputGoesWhereThisJvmsGoes() {
        ProcessBuilder builder = ChildProcess.withOutputShown(List.of("true"));

        assertThat(builder.redirectOutput()).isEqualTo(ProcessBuilder.Redirect.INHERIT);
        assertThat(builder.redirectError()).isEqualTo(ProcessBuilder.Redirect.INHERIT);
    }
}
