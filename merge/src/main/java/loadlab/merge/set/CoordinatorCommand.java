package loadlab.merge.set;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * The merge pod's (or container's) entry: coordinates a set of N injectors, then runs the merge.
 * <pre>java -cp reports/target/classes loadlab.merge.set.CoordinatorCommand \
 *     &lt;N&gt; &lt;runs folder&gt; &lt;port&gt; &lt;start lead, s&gt; &lt;deadline, min&gt; -- &lt;merge command...&gt;</pre>
 * Exit code: the merge command's when every injector's runs arrived with status 0; 1 when the set
 * failed (an injector's non-zero status, a run that could not be received, the deadline); 2 on bad arguments.
 */
public final class CoordinatorCommand {

    private CoordinatorCommand() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        PrintStream out = System.out;
        PrintStream err = System.err;
        int separator = Arrays.asList(args).indexOf("--");
        if (separator != 5 || args.length == 6) {
            err.println("usage: CoordinatorCommand <injectors> <runs folder> <port> <start lead s> <deadline min>"
                    + " -- <merge command...>");
            System.exit(2);
        }
        int injectors = Integer.parseInt(args[0]);
        Path runs = Path.of(args[1]);
        List<String> merge = List.of(args).subList(separator + 1, args.length);
        boolean complete;
        try (SetCoordinator set = new SetCoordinator(injectors, runs, Duration.ofSeconds(Long.parseLong(args[3])),
                Clock.systemUTC(), new InetSocketAddress(Integer.parseInt(args[2])), out)) {
            out.println("set: waiting for " + injectors + " injector(s) on port " + set.port()
                    + "; their runs go to " + runs);
            complete = set.await(Duration.ofMinutes(Long.parseLong(args[4])));
        }
        if (!complete) {
            System.exit(1);
        }
        out.println("set: merging: " + String.join(" ", merge));
        System.exit(new ProcessBuilder(merge).inheritIO().start().waitFor());
    }
}
