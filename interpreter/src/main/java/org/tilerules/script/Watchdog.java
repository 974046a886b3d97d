package org.tilerules.script;

import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A backstop behind the statement limit: one daemon thread that cancels a
 * script call using more of its thread's cpu time than the time limit or
 * allocating more than the memory limit. The statement limit cannot see inside
 * a single built-in or host call (a huge {@code Array(n).fill}, a backtracking
 * regular expression); this can. It counts the calling thread's cpu time, not
 * the wall clock, so a busy machine does not bring it nearer, and when it
 * strikes the run ends ({@link org.tilerules.runtime.RunAborted}): a guard
 * that depends on the machine never decides a game.
 * The community edition of GraalVM has no heap limit for a context, so the
 * memory limit reads the calling thread's allocation counter (HotSpot's
 * {@code com.sun.management.ThreadMXBean}) while a call runs: a call that
 * allocates faster than the heap can hold is stopped within a tick instead of
 * after the time limit. Costs a call two volatile writes; the thread starts
 * with the first context and wakes every {@value #TICK_MILLIS} ms.
 */
final class Watchdog {
    private static final long LIMIT_NANOS = ScriptEngine.millisLimit() * 1_000_000L;
    private static final long LIMIT_BYTES = ScriptEngine.megabytesLimit() * (1L << 20);
    static final long TICK_MILLIS = 20;
    /** Watched contexts, with the call's stamp, the allocation counter and the cpu time of their thread when the watchdog first saw the call. */
    private static final Map<ScriptModule.Live, long[]> WATCHED = new ConcurrentHashMap<>();
    private static final com.sun.management.ThreadMXBean THREADS = threads();
    private static Thread thread;

    private Watchdog() {}

    static long limitMillis() { return LIMIT_NANOS / 1_000_000L; }

    static long limitMegabytes() { return LIMIT_BYTES >> 20; }

    private static com.sun.management.ThreadMXBean threads() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t && t.isThreadAllocatedMemorySupported()) {
            t.setThreadAllocatedMemoryEnabled(true);
            return t;
        }
        return null;  // another JVM: the time limit alone applies
    }

    /** Whether the time limit counts the thread's cpu time (else, on a JVM without it, the wall clock). */
    private static final boolean CPU = cpu();

    private static boolean cpu() {
        java.lang.management.ThreadMXBean t = ManagementFactory.getThreadMXBean();
        if (!t.isThreadCpuTimeSupported()) return false;
        if (!t.isThreadCpuTimeEnabled()) t.setThreadCpuTimeEnabled(true);
        return true;
    }

    /** The cpu time the thread has used, or the wall clock where that cannot be read, in nanoseconds. */
    private static long clock(Thread owner) {
        if (CPU) {
            long t = ManagementFactory.getThreadMXBean().getThreadCpuTime(owner.getId());
            if (t >= 0) return t;
        }
        return System.nanoTime();
    }

    static void register(ScriptModule.Live l) {
        if (LIMIT_NANOS <= 0 && LIMIT_BYTES <= 0) return;
        WATCHED.put(l, new long[] {0, 0, 0});
        synchronized (Watchdog.class) {
            if (thread == null) {
                thread = new Thread(Watchdog::run, "tilerules-script-watchdog");
                thread.setDaemon(true);
                thread.start();
            }
        }
    }

    static void unregister(ScriptModule.Live l) { WATCHED.remove(l); }

    private static void run() {
        while (true) {
            try {
                Thread.sleep(TICK_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            for (Map.Entry<ScriptModule.Live, long[]> e : WATCHED.entrySet()) {
                ScriptModule.Live l = e.getKey();
                long[] seen = e.getValue();  // {the call's start stamp, the thread's allocation counter and cpu time then}
                long s = l.started;
                if (s == 0) continue;
                long allocated = LIMIT_BYTES > 0 && THREADS != null ? THREADS.getThreadAllocatedBytes(l.owner.getId()) : 0;
                long used = clock(l.owner);
                if (seen[0] != s) {
                    // first seen in this call: count from here (the call ran at most a tick before)
                    seen[0] = s;
                    seen[1] = allocated;
                    seen[2] = used;
                    continue;
                }
                if (LIMIT_NANOS > 0 && used - seen[2] > LIMIT_NANOS && l.started == s) {
                    stop(l, false);
                } else if (LIMIT_BYTES > 0 && THREADS != null && allocated - seen[1] > LIMIT_BYTES && l.started == s) {
                    stop(l, true);
                }
            }
        }
    }

    private static void stop(ScriptModule.Live l, boolean memory) {
        if (memory) l.overMemory = true;
        else l.timedOut = true;
        try {
            l.ctx.close(true);
        } catch (RuntimeException ignored) {
            // closed meanwhile
        }
        WATCHED.remove(l);
    }
}
