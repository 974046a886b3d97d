package org.tilerules.sim;

import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Plays many independent games, possibly on several threads, and returns
 * their results in game order. Game {@code i} uses seed {@code firstSeed + i}
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
     * threads; the calling thread waits and reports progress every
     * {@code intervalMillis}. The first failing game stops the run and is
     * thrown as {@link GameFailed}.
     */
    public GameResult[] run(int from, int to, int threads, Progress progress, long intervalMillis) {
        int total = to - from;
        GameResult[] out = new GameResult[total];
        if (total <= 0) return out;
        rules.sideCodes(); // built lazily under a lock: build it before the threads start
        AtomicInteger next = new AtomicInteger(from), done = new AtomicInteger();
        AtomicReference<GameFailed> failed = new AtomicReference<>();
        int nThreads = Math.max(1, Math.min(threads, total));
        Thread[] workers = new Thread[nThreads];
        long t0 = System.nanoTime();
        for (int w = 0; w < nThreads; w++) {
            workers[w] = new Thread(() -> {
                while (failed.get() == null) {
                    int i = next.getAndIncrement();
                    if (i >= to) return;
                    try {
                        out[i - from] = play(i);
                    } catch (Throwable t) {
                        failed.compareAndSet(null, new GameFailed(i, seedOf(i), t));
                        return;
                    }
                    done.incrementAndGet();
                }
            }, "simulate-" + w);
            workers[w].setDaemon(true);
            workers[w].start();
        }
        try {
            for (Thread w : workers) {
                while (w.isAlive()) {
                    w.join(Math.max(1, intervalMillis));
                    if (w.isAlive()) progress.update(done.get(), total, System.nanoTime() - t0);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failed.compareAndSet(null, new GameFailed(-1, -1, e));
        }
        GameFailed f = failed.get();
        if (f != null) throw f;
        progress.update(done.get(), total, System.nanoTime() - t0);
        return out;
    }
}
