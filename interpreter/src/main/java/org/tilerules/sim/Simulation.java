package org.tilerules.sim;

import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Plays many independent games, possibly on several threads, and hands
 * their results on in game order. Game {@code i} uses seed {@code firstSeed + i}
 * and depends on nothing else, so a run split into ranges and concatenated
 * gives the same results as the whole run, on any number of threads.
 *
 * <p>Threads share only the immutable {@link Rules}, a counter handing out
 * game indices and the result array (each slot written by one thread); there
 * is no lock on the path of a game.
 */
public final class Simulation {
    /** Puts the agents in a new game's seats (and sets any look-ahead flags they need). */
    public interface Seating {
        void seat(Game g);
    }

    /** Told, on the calling thread, how many games are done; called about every {@code interval}. */
    public interface Progress {
        void update(int done, int total, long elapsedNanos);

        Progress NONE = (d, t, e) -> {};
    }

    /** A game that failed: its index and seed name the game to replay. */
    public static final class GameFailed extends RuntimeException {
        public final int index;
        public final long seed;

        GameFailed(int index, long seed, Throwable cause) {
            super("game " + index + " (seed " + seed + "): " + describe(cause), cause);
            this.index = index;
            this.seed = seed;
        }

        private static String describe(Throwable t) {
            if (t instanceof StackOverflowError) return "the rules recurse too deeply (stack overflow)";
            String m = t.getMessage();
            return m == null ? t.getClass().getSimpleName() : m;
        }
    }

    private final Rules rules;
    private final String[] names;
    private final int[] options;
    private final long firstSeed;
    private final Seating seating;

    public Simulation(Rules rules, String[] names, int[] options, long firstSeed, Seating seating) {
        this.rules = rules;
        this.names = names.clone();
        this.options = options.clone();
        this.firstSeed = firstSeed;
        this.seating = seating;
    }

    public long seedOf(int index) { return firstSeed + index; }

    /** Plays game {@code index} to its end on the calling thread. */
    public GameResult play(int index) {
        Game g = new Game(rules, names, options, seedOf(index));
        seating.seat(g);
        g.setUp();
        g.play();
        return GameResult.of(g, index);
    }

    /** Plays games {@code from} (inclusive) to {@code to} (exclusive) on {@code threads} threads. */
    public GameResult[] run(int from, int to, int threads) { return run(from, to, threads, Progress.NONE, 1000); }

    /**
     * Plays games {@code from} to {@code to} (exclusive) on {@code threads}
     * threads and returns all their results; see {@link #run(int, int, int, Progress, long, Consumer)}.
     */
    public GameResult[] run(int from, int to, int threads, Progress progress, long intervalMillis) {
        GameResult[] out = new GameResult[Math.max(0, to - from)];
        run(from, to, threads, progress, intervalMillis, r -> out[r.index() - from] = r);
        return out;
    }

    /**
     * Plays games {@code from} to {@code to} (exclusive) on {@code threads}
     * threads and hands each result to {@code sink}, on the calling thread, in
     * game order, as soon as it and every game before it are done; the calling
     * thread reports progress every {@code intervalMillis} meanwhile. At most
     * {@link #window(int)} results wait for the sink at any time, so the memory
     * a run needs does not grow with the number of games. The first failing
     * game (or an exception of the sink) stops the run and is thrown, a game's
     * as {@link GameFailed}.
     */
    public void run(int from, int to, int threads, Progress progress, long intervalMillis, Consumer<GameResult> sink) {
        int total = to - from;
        if (total <= 0) return;
        rules.sideCodes(); // built lazily under a lock: build it before the threads start
        AtomicInteger next = new AtomicInteger(from), done = new AtomicInteger();
        AtomicReference<GameFailed> failed = new AtomicReference<>();
        ConcurrentHashMap<Integer, GameResult> ready = new ConcurrentHashMap<>();
        int nThreads = Math.max(1, Math.min(threads, total));
        Semaphore window = new Semaphore(window(nThreads));
        Object signal = new Object();
        Thread[] workers = new Thread[nThreads];
        long t0 = System.nanoTime();
        for (int w = 0; w < nThreads; w++) {
            workers[w] = new Thread(() -> {
                while (failed.get() == null) {
                    try {
                        window.acquire();
                    } catch (InterruptedException e) {
                        return;
                    }
                    if (failed.get() != null) return;
                    int i = next.getAndIncrement();
                    if (i >= to) return;
                    try {
                        ready.put(i, play(i));
                    } catch (Throwable t) {
                        failed.compareAndSet(null, new GameFailed(i, seedOf(i), t));
                    }
                    done.incrementAndGet();
                    synchronized (signal) {
                        signal.notifyAll();
                    }
                }
            }, "simulate-" + w);
            workers[w].setDaemon(true);
            workers[w].start();
        }
        long lastReport = System.nanoTime(), interval = Math.max(1, intervalMillis) * 1_000_000L;
        try {
            for (int i = from; i < to; i++) {
                GameResult r;
                while ((r = ready.remove(i)) == null) {
                    GameFailed f = failed.get();
                    if (f != null) throw f;
                    synchronized (signal) {
                        if (!ready.containsKey(i) && failed.get() == null) signal.wait(Math.max(1, intervalMillis));
                    }
                    long now = System.nanoTime();
                    if (now - lastReport >= interval) {
                        progress.update(done.get(), total, now - t0);
                        lastReport = now;
                    }
                }
                sink.accept(r);
                window.release();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failed.compareAndSet(null, new GameFailed(-1, -1, e));
            throw failed.get();
        } catch (RuntimeException | Error e) {
            failed.compareAndSet(null, new GameFailed(-1, -1, e));  // stops the workers
            throw e;
        } finally {
            window.release(workers.length + 1);
        }
        progress.update(done.get(), total, System.nanoTime() - t0);
    }

    /** How many finished games may wait for the sink: enough that no thread waits for a slow game of another. */
    static int window(int threads) { return 256 * threads; }
}
