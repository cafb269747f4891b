package loadlab.gatling.insert;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Stream;
import loadlab.gatling.support.Checkout;
import loadlab.gatling.support.FakeItemServer;
import loadlab.record.RunRecord;
import loadlab.record.json.Json;

/** The insert simulation run for real against a {@link FakeItemServer}: one step of one client, a few inserts. */
record InsertRun(Path results, int exitCode) {

    static InsertRun of(Path results, FakeItemServer server, int inserts) throws IOException, InterruptedException {
        int code = Checkout.gatlingToEnd("InsertSimulation", results, Duration.ofMinutes(3), "-Dprofile=smoke",
                "-DbaseUrl=" + server.baseUrl(), "-Dsteps=1", "-DrequestsPerStep=" + inserts, "-DrampSeconds=0");
        return new InsertRun(results, code);
    }

    RunRecord record() throws IOException {
        try (Stream<Path> files = Files.list(results.resolve("records"))) {
            Optional<Path> json = files.filter(file -> file.toString().endsWith(".json")).findFirst();
            return Json.read(json.orElseThrow(() -> new AssertionError("no run record; output:\n" + output())),
                    RunRecord.class);
        }
    }

    String output() {
        return Checkout.read(Checkout.output("InsertSimulation", results));
    }
}
