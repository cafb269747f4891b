package loadlab.gatling.live;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.JMException;
import javax.management.ObjectName;

/**
 * Asks HotSpot to compile the live figures' code (the log codec, the figures, the Prometheus client) with its quick
 * compiler only, through a compiler directive added at run time (what {@code jcmd Compiler.directives_add} does).
 * Their work is a few records per request, so the optimising compiler's time on it cost the injector more than its
 * faster code saved within a run (docs/live-figures.md, Overhead). Gatling's own code is not matched. Where the JVM
 * offers no directives the run goes on as it is.
 */
final class QuickCompilation {
    /** The directive, in HotSpot's format: these classes' methods never go to C2, so tiered compilation keeps C1's. */
    static final String DIRECTIVE = "[{ match: [\"loadlab/adapter/log/*.*\", \"loadlab/gatling/live/*.*\","
            + " \"io/prometheus/*.*\"], c2: { Exclude: true } }]";
    private static final String DIAGNOSTIC_COMMAND = "com.sun.management:type=DiagnosticCommand";

    private QuickCompilation() {
    }

    /** Adds the directive; false where this JVM cannot take it. */
    static boolean request() {
        Path file = null;
        try {
            file = Files.createTempFile("live-figures-", ".json");
            Files.writeString(file, DIRECTIVE, StandardCharsets.UTF_8);
            Object answer = diagnostic("compilerDirectivesAdd", file.toString());
            return answer instanceof String text && text.contains("1 compiler directives added");
        } catch (IOException | JMException | RuntimeException e) {
            return false;
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    file.toFile().deleteOnExit();
                }
            }
        }
    }

    /** The directives in force, as {@code jcmd Compiler.directives_print} lists them. */
    static String directives() throws JMException {
        return String.valueOf(diagnostic("compilerDirectivesPrint"));
    }

    private static Object diagnostic(String operation, String... arguments) throws JMException {
        return ManagementFactory.getPlatformMBeanServer().invoke(new ObjectName(DIAGNOSTIC_COMMAND), operation,
                new Object[] {arguments}, new String[] {String[].class.getName()});
    }
}
