package loadlab.merge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;
import loadlab.adapter.log.AssertionBytes;
import loadlab.adapter.log.AssertionCodec;
import loadlab.adapter.log.LogDecoder;
import loadlab.adapter.log.LogEncoder;
import loadlab.adapter.log.LogFormatException;
import loadlab.adapter.log.LogRecord;
import loadlab.adapter.log.LogString;
import loadlab.adapter.log.RequestRecord;
import loadlab.adapter.log.RunHeader;
import loadlab.adapter.log.UserRecord;

/**
 * Merges the {@code simulation.log} of several runs of one simulation (one per injector) into one
 * log that Gatling's report generator reads as a single run. Each log is decoded on its own (string
 * caches are per file), its timestamps rebased on the earliest run start (so every event keeps its
 * wall-clock time), its scenario indices remapped by name into the union of scenarios, and the
 * records interleaved by event time ({@link LogRecord#time()}) with a k-way merge that keeps each
 * file's own order. The output gets one fresh string cache. Nothing is aggregated: every response
 * time reaches the report's t-digest, so percentiles are over all requests.
 */
public final class LogMerger {

    private LogMerger() {
    }

    /**
     * Writes the merged log to {@code out}, a new file. Refuses ({@link MergeRefusedException}, and
     * {@code out} is not left behind) logs of another Gatling version, of different simulations, or
     * cut short.
     */
    public static MergeResult merge(List<Path> logs, Path out) {
        if (logs.isEmpty()) {
            throw new IllegalArgumentException("no log to merge");
        }
        if (Files.exists(out)) {
            throw new IllegalArgumentException(out + " already exists");
        }
        List<LogDecoder> decoders = new ArrayList<>();
        try {
            for (Path log : logs) {
                decoders.add(LogDecoder.open(log));
            }
            decoders.sort(Comparator.comparingLong(decoder -> decoder.header().runStart()));
            return write(decoders, out);
        } catch (LogFormatException e) {
            deleteQuietly(out);
            throw new MergeRefusedException(e.getMessage(), e);
        } catch (RuntimeException e) {
            deleteQuietly(out);
            throw e;
        } finally {
            decoders.forEach(LogDecoder::close);
        }
    }

    private static MergeResult write(List<LogDecoder> decoders, Path out) {
        requireOneSimulation(decoders);
        long runStart = decoders.get(0).header().runStart();
        List<LogString> scenarios = scenarios(decoders);
        List<AssertionBytes> assertions = commonAssertions(decoders);
        RunHeader first = decoders.get(0).header();
        RunHeader header = new RunHeader(first.gatlingVersion(), first.simulationClass(), runStart,
                description(decoders), scenarios, assertions);

        List<Source> sources = new ArrayList<>();
        for (LogDecoder decoder : decoders) {
            sources.add(new Source(decoder, offset(decoder, runStart), scenarioMap(decoder.header(), scenarios)));
        }
        // Equal times: the earlier run first. One head per source keeps each file's own order.
        PriorityQueue<Head> heads = new PriorityQueue<>(
                Comparator.comparingInt((Head head) -> head.record().time()).thenComparingInt(Head::source));
        try (LogEncoder encoder = LogEncoder.create(out, header)) {
            for (int i = 0; i < sources.size(); i++) {
                sources.get(i).next(i, heads);
            }
            while (!heads.isEmpty()) {
                Head head = heads.poll();
                encoder.write(head.record());
                sources.get(head.source()).next(head.source(), heads);
            }
        }
        List<MergedPart> parts = sources.stream().map(Source::part).toList();
        return new MergeResult(header, parts, decoders.get(0).header().assertions().size() - assertions.size());
    }

    private static void requireOneSimulation(List<LogDecoder> decoders) {
        Set<LogString> simulations = new LinkedHashSet<>();
        decoders.forEach(decoder -> simulations.add(decoder.header().simulationClass()));
        if (simulations.size() > 1) {
            StringBuilder which = new StringBuilder();
            decoders.forEach(decoder -> which.append("\n  ").append(decoder.log()).append(": ")
                    .append(decoder.header().simulationClass().text()));
            throw new MergeRefusedException("runs of different simulations cannot be merged into one run:" + which);
        }
    }

    /** Every scenario by name, in order of first appearance (runs by start). */
    private static List<LogString> scenarios(List<LogDecoder> decoders) {
        Set<LogString> names = new LinkedHashSet<>();
        decoders.forEach(decoder -> names.addAll(decoder.header().scenarios()));
        return List.copyOf(names);
    }

    private static int[] scenarioMap(RunHeader header, List<LogString> scenarios) {
        return header.scenarios().stream().mapToInt(scenarios::indexOf).toArray();
    }

    /**
     * The first run's assertions that every run carries: what the whole split asserted. Of several
     * runs, assertions on counts and mean rates are left out too: each injector asserted its own
     * share of the load, which the merged totals exceed ({@link AssertionCodec#scalesWithLoad}).
     */
    private static List<AssertionBytes> commonAssertions(List<LogDecoder> decoders) {
        List<AssertionBytes> common = new ArrayList<>(decoders.get(0).header().assertions());
        decoders.forEach(decoder -> common.retainAll(decoder.header().assertions()));
        if (decoders.size() > 1) {
            try {
                common.removeIf(AssertionCodec::scalesWithLoad);
            } catch (IllegalArgumentException e) {
                throw new LogFormatException(decoders.get(0).log(), e.getMessage(), e);
            }
        }
        return common;
    }

    private static LogString description(List<LogDecoder> decoders) {
        Set<String> descriptions = new LinkedHashSet<>();
        decoders.forEach(decoder -> descriptions.add(decoder.header().description().text()));
        descriptions.remove("");
        String merged = "merged from " + decoders.size() + " run" + (decoders.size() == 1 ? "" : "s");
        return LogString.of(descriptions.isEmpty() ? merged : String.join(" | ", descriptions) + " (" + merged + ")");
    }

    private static int offset(LogDecoder decoder, long runStart) {
        long offset = decoder.header().runStart() - runStart;
        if (offset > Integer.MAX_VALUE) {
            throw new MergeRefusedException(decoder.log() + " started " + offset
                    + " ms after the first run: too far apart for the log's 32-bit millisecond timestamps");
        }
        return (int) offset;
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("could not remove the partial merge " + file, e);
        }
    }

    private record Head(LogRecord record, int source) {
    }

    /** One input log being read: its records rebased and remapped, and what it has contributed. */
    private static final class Source {
        private final LogDecoder decoder;
        private final int offset;
        private final int[] scenarioMap;
        private long requests;
        private long records;
        private int lastTime;

        Source(LogDecoder decoder, int offset, int[] scenarioMap) {
            this.decoder = decoder;
            this.offset = offset;
            this.scenarioMap = scenarioMap;
        }

        void next(int index, PriorityQueue<Head> heads) {
            LogRecord record = decoder.next();
            if (record == null) {
                return;
            }
            records++;
            lastTime = Math.max(lastTime, record.time());
            if (record instanceof RequestRecord) {
                requests++;
            }
            LogRecord rebased;
            try {
                rebased = record.shifted(offset);
            } catch (ArithmeticException e) {
                throw new MergeRefusedException(decoder.log() + ": a timestamp overflows 32 bits once rebased on the first run");
            }
            heads.add(new Head(rebased instanceof UserRecord user ? user.withScenario(scenarioMap[user.scenario()]) : rebased,
                    index));
        }

        MergedPart part() {
            return new MergedPart(decoder.log(), decoder.header().runStart(), offset, requests, records,
                    decoder.header().runStart() + lastTime);
        }
    }
}
