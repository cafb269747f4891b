package loadlab.adapter.log;

import java.util.List;

/** A whole {@code simulation.log} in memory: its run header and its records in file order. */
public record SimulationLog(RunHeader header, List<LogRecord> records) {

    public SimulationLog {
        records = List.copyOf(records);
    }
}
