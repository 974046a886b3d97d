package org.tilerules.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a benchmark figure was measured on: the JVM, the processors this
 * process may use and whether it was pinned to fewer than the machine has
 * (read from Linux's /proc and /sys; elsewhere pinning is reported unknown).
 */
final class Machine {
    private Machine() {}

    static String describe() {
        int usable = Runtime.getRuntime().availableProcessors();
        String jvm = System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version");
        return usable + (usable == 1 ? " processor" : " processors") + " usable, " + pinning(usable) + "; " + jvm
                + ", " + System.getProperty("os.arch");
    }

    private static String pinning(int usable) {
        String allowed = statusField("Cpus_allowed_list:");
        String online = read(Path.of("/sys/devices/system/cpu/online"));
        if (allowed == null || online == null) return "pinning unknown";
        int all = count(online);
        return count(allowed) < all ? "pinned to CPU " + allowed + " of " + online : "not pinned (" + all + " online)";
    }

    /** The number of CPUs in a Linux list such as "0-3,6". */
    static int count(String list) {
        int n = 0;
        for (String part : list.trim().split(",")) {
            if (part.isEmpty()) continue;
            String[] ab = part.split("-");
            try {
                n += ab.length == 1 ? 1 : Integer.parseInt(ab[1].trim()) - Integer.parseInt(ab[0].trim()) + 1;
            } catch (NumberFormatException e) {
                return Integer.MAX_VALUE;
            }
        }
        return n;
    }

    private static String statusField(String name) {
        String status = read(Path.of("/proc/self/status"));
        if (status == null) return null;
        for (String line : status.split("\n")) if (line.startsWith(name)) return line.substring(name.length()).trim();
        return null;
    }

    private static String read(Path p) {
        try {
            return Files.isReadable(p) ? Files.readString(p).trim() : null;
        } catch (IOException e) {
            return null;
        }
    }
}
