package loadlab.lab.recording;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The processes that together serve a run: a server and everything it forked (a Node.js cluster's
 * workers, nginx's worker), plus any process it needs beside it (the store a Node.js or Tomcat target
 * writes to). Their CPU is added up, so a server that spreads its work over processes costs what it
 * costs in all of them, as the reference server's store costs inside its own JVM. A process that ended
 * (a worker that died) keeps the CPU it had used when last seen, so the total never goes back.
 */
public final class ServerProcesses {
    private final List<ProcessHandle> roots;
    private final Map<Long, Double> lastSeenCpu = new HashMap<>();

    public ServerProcesses(List<ProcessHandle> roots) {
        if (roots.isEmpty()) {
            throw new IllegalArgumentException("no server process to sample");
        }
        this.roots = List.copyOf(roots);
    }

    long firstPid() {
        return roots.get(0).pid();
    }

    /** True while the first process (the server) runs. */
    boolean serverAlive() {
        return roots.get(0).isAlive();
    }

    /** Every live process: the roots and their descendants. */
    List<ProcessHandle> alive() {
        return roots.stream()
                .flatMap(root -> Stream.concat(Stream.of(root), root.descendants()))
                .filter(ProcessHandle::isAlive)
                .toList();
    }

    List<Long> alivePids() {
        return alive().stream().map(ProcessHandle::pid).toList();
    }

    /** CPU seconds of every process seen so far, live ones as of now. */
    public synchronized double cpuSeconds() {
        for (ProcessHandle process : alive()) {
            process.info().totalCpuDuration().ifPresent(cpu -> lastSeenCpu.merge(process.pid(), cpu.toNanos() / 1e9, Math::max));
        }
        return lastSeenCpu.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    /** Resident memory of the live processes together, in bytes; -1 where it cannot be read. */
    long residentBytes() {
        long total = 0;
        for (long pid : alivePids()) {
            long bytes = UsageSampler.residentBytes(pid);
            if (bytes < 0) {
                return -1;
            }
            total += bytes;
        }
        return total;
    }

    String describe() {
        return roots.size() == 1 ? "pid " + firstPid() + " and its children"
                : "pids " + roots.stream().map(p -> Long.toString(p.pid())).toList() + " and their children";
    }
}
