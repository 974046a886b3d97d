package org.tilerules.script;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A backstop behind the statement limit: one daemon thread that cancels a
 * script call running longer than the time limit. The statement limit cannot
 * see inside a single built-in call (a huge {@code Array(n).fill}, a
 * backtracking regular expression); this can. Costs a call two volatile
 * writes; the thread starts with the first context and sleeps in between.
 */
final class Watchdog {
    private static final Set<ScriptModule.Live> WATCHED = ConcurrentHashMap.newKeySet();
    private static final long LIMIT_NANOS = ScriptEngine.millisLimit() * 1_000_000L;
    private static Thread thread;

    private Watchdog() {}

    static long limitMillis() { return LIMIT_NANOS / 1_000_000L; }

    static void register(ScriptModule.Live l) {
        if (LIMIT_NANOS <= 0) return;
        WATCHED.add(l);
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
        long tick = Math.max(10, Math.min(250, LIMIT_NANOS / 4_000_000L));
        while (true) {
            try {
                Thread.sleep(tick);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            for (ScriptModule.Live l : WATCHED) {
                long s = l.started;
                if (s != 0 && now - s > LIMIT_NANOS && l.started == s) {
                    l.timedOut = true;
                    try {
                        l.ctx.close(true);
                    } catch (RuntimeException ignored) {
                        // closed meanwhile
                    }
                    WATCHED.remove(l);
                }
            }
        }
    }
}
