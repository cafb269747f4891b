package loadlab.lab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The CPU a target's processes (and their children: nginx's worker under its master) have used so far, in
 * user and system seconds apart, from {@code /proc/<pid>/stat}. User is the process's own code; system is the
 * kernel's work on its behalf (system calls, and on loopback the peer's receive path too), which is where a
 * server's extra CPU beside nginx's goes or does not.
 */
record ProcessTicks(double userSeconds, double systemSeconds) {
    /** USER_HZ, which the kernel fixes at 100 a second for user space. */
    private static final double TICKS_PER_SECOND = 100;

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

    /** utime and stime: the 14th and 15th fields, counted after the command name, which may hold spaces. */
    static ProcessTicks parse(String stat) {
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
        return new ProcessTicks(Long.parseLong(fields[11]) / TICKS_PER_SECOND, Long.parseLong(fields[12]) / TICKS_PER_SECOND);
    }
}
