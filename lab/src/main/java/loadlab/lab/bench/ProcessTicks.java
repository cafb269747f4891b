package loadlab.lab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import loadlab.lab.recording.ThreadCpu;

/**
 * The CPU a target's processes (and their children: nginx's worker under its master) have used so far, in
 * user and system seconds apart, from {@code /proc/<pid>/stat}. User is the process's own code; system is the
 * kernel's work on its behalf (system calls, and on loopback the peer's receive path too), which is where a
 * server's extra CPU beside nginx's goes or does not.
 */
record ProcessTicks(double userSeconds, double systemSeconds) {
    static ProcessTicks of(List<ProcessHandle> roots) {
        double user = 0;
        double system = 0;
        for (ProcessHandle process : roots.stream().flatMap(root -> Stream.concat(Stream.of(root), root.descendants()))
                .toList()) {
            ProcessTicks one = read(process.pid());
            user += one.userSeconds;
            system += one.systemSeconds;
        }
        return new ProcessTicks(user, system);
    }

    ProcessTicks since(ProcessTicks before) {
        return new ProcessTicks(userSeconds - before.userSeconds, systemSeconds - before.systemSeconds);
    }

    double totalSeconds() {
        return userSeconds + systemSeconds;
    }

    private static ProcessTicks read(long pid) {
        try {
            return parse(String.join(" ", Files.readAllLines(Path.of("/proc", Long.toString(pid), "stat"))));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the CPU of pid " + pid + " (a process of a target): " + e, e);
        }
    }

    /** utime and stime, read as the record's samplers read them. */
    static ProcessTicks parse(String stat) {
        double system = ThreadCpu.systemSeconds(stat);
        return new ProcessTicks(ThreadCpu.cpuSeconds(stat) - system, system);
    }
}
