package org.tilerules.cli;

import org.tilerules.record.GameRecord;
import org.tilerules.record.ReplayAgent;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;
import org.tilerules.simulate.Setup;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * One game played through the browser: the engine runs it on a thread of its
 * own, asking the bots directly and the people through {@link #answer}. The
 * page only ever sees snapshots ({@link WebState}) that this thread takes when
 * a person must decide, after each turn and at the end, so that nothing reads
 * the game while it changes.
 */
final class WebGame {
    final String id;
    /** The game; a new one, replayed to the start of a person's turn, after an undo. */
    volatile Game game;
    final List<String> seats;
    /** tokens[p] = the secret that a person's moves for seat p carry (its link), null for a bot's seat. */
    private final String[] tokens;
    private static final SecureRandom SECRETS = new SecureRandom();
    private final long botDelayMs;
    private WebState view;
    private final Rules rules;
    private final String[] names;
    private final int[] options;
    private final long seed;
    /** The answer that takes back a person's choices of this turn (see {@link #undo}). */
    private static final int UNDO = -1;
    /** The turn a person last decided in, and how many choices the game had made before that turn's first one. */
    private int markTurn = -1, mark;
    private boolean undoable;
    private final StringWriter logText = new StringWriter();
    private final BlockingQueue<Integer> answers = new LinkedBlockingQueue<>();
    private final Object lock = new Object();
    /** The latest snapshot and its number; the person's pending decision carries that number too. */
    private String state;
    private int version;
    private ChoiceSet pending;
    private int pendingPlayer = -1;
    private String problem;
    private String record;

    WebGame(String id, Rules rules, String[] names, int[] options, long seed, List<String> seats, long botDelayMs) {
        this.id = id;
        this.seats = List.copyOf(seats);
        this.botDelayMs = botDelayMs;
        this.rules = rules;
        this.names = names.clone();
        this.options = options.clone();
        this.seed = seed;
        tokens = new String[seats.size()];
        for (int p = 0; p < tokens.length; p++) {
            if (!seats.get(p).equals(WebServer.PERSON)) continue;
            byte[] b = new byte[16];
            SECRETS.nextBytes(b);
            tokens[p] = HexFormat.of().formatHex(b);
        }
        game = fresh();
        view = new WebState(this);
    }

    private Game fresh() {
        Game g = new Game(rules, names, options, seed);
        g.observer = new TurnLog(new PrintWriter(logText, true));
        Setup.seat(g, seats);        // a person's seat gets a bot here, replaced just below
        for (int p = 0; p < seats.size(); p++) if (seats.get(p).equals(WebServer.PERSON)) g.agents[p] = new Person();
        return g;
    }

    /**
     * Takes back a person's choices of the turn: a new game from the same seed answers the choices
     * made before them from the record (bots and people alike), then asks again. Deterministic: the
     * record of the game holds only the choices that stood.
     */
    private void rewind() {
        int[] keep = Arrays.copyOf(game.choiceLog.toArray(), mark);
        logText.getBuffer().setLength(0);
        Game g = fresh();
        ReplayAgent replay = new ReplayAgent(keep);
        Agent[] real = g.agents.clone();
        for (int p = 0; p < real.length; p++) {
            Agent a = real[p];
            g.agents[p] = (gg, pl, o) -> replay.used() < replay.total() ? replay.choose(gg, pl, o) : a.choose(gg, pl, o);
        }
        g.setUp();
        game = g;
        view = new WebState(this);
    }

    private volatile Thread thread;
    private volatile long lastAsked = System.nanoTime();

    void start() {
        Thread t = new Thread(this::run, "game-" + id);
        t.setDaemon(true);
        thread = t;
        t.start();
    }

    /** Ends the game's thread (the server forgets the game). */
    void stop() {
        Thread t = thread;
        if (t != null) t.interrupt();
    }

    /** A request asked about the game: it is in use. */
    void asked() { lastAsked = System.nanoTime(); }

    long lastAsked() { return lastAsked; }

    private void run() {
        try {
            game.setUp();
            publish(null, -1);
            while (true) {
                try {
                    while (!game.over) {
                        if (!seats.get(game.current).equals(WebServer.PERSON) && botDelayMs > 0) {
                            Thread.sleep(botDelayMs);   // the person sees the last move before the bot's
                        }
                        game.runTurn();
                        publish(null, -1);
                    }
                    game.finish();
                    break;
                } catch (Undone u) {
                    rewind();
                }
            }
            publish(null, -1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error e) {
            StringWriter w = new StringWriter();
            Main.report(e, new PrintWriter(w, true));
            synchronized (lock) { problem = w.toString().trim(); }
            publish(null, -1);
        }
    }

    /** The game's log so far (as {@code play --log} prints it). */
    String log() { return logText.toString(); }

    String problem() { synchronized (lock) { return problem; } }

    boolean over() { return game.finished(); }

    /** Takes a snapshot; only the game's thread calls this, while the game stands still. */
    private void publish(ChoiceSet decision, int player) {
        String s;
        synchronized (lock) {
            version++;
            pending = decision;
            pendingPlayer = player;
            undoable = decision != null && markTurn == game.turn && game.choiceLog.size() > mark;
            s = view.json(version, decision, player, problem);
            state = s;
            record = GameRecord.of(game, seats).toJson();
            lock.notifyAll();
        }
    }

    /**
     * The snapshot, or null when the page already has version {@code since}. Before the game's thread has
     * taken its first snapshot (it sets the game up), waits for it: a page asking at once gets a state, not
     * nothing (under load it used to get 204 before the first snapshot).
     */
    String state(int since) {
        synchronized (lock) {
            try {
                while (state == null && problem == null) {
                    Thread t = thread;
                    if (t == null || !t.isAlive()) break;
                    lock.wait(50);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return since == version ? null : state;
        }
    }

    /** The token of each seat (null for a bot's), handed to the page that starts the game. */
    List<String> tokens() { return Arrays.asList(tokens.clone()); }

    /**
     * {@link #answer(int, int)} for the seat whose token the page holds: refused (403) when the open decision is
     * another seat's (a page moves only for the seats whose links it was given).
     */
    String answer(String token, int forVersion, int option) {
        synchronized (lock) {
            checkSeat(token, forVersion);
            return answer(forVersion, option);
        }
    }

    /** {@link #undo(int)} for the seat whose token the page holds. */
    String undo(String token, int forVersion) {
        synchronized (lock) {
            checkSeat(token, forVersion);
            return undo(forVersion);
        }
    }

    private void checkSeat(String token, int forVersion) {
        if (pending == null || forVersion != version || pendingPlayer < 0) return;   // answered as an old state
        String mine = tokens[pendingPlayer];
        if (mine == null || token == null || !MessageDigest.isEqual(mine.getBytes(StandardCharsets.UTF_8),
                token.getBytes(StandardCharsets.UTF_8))) {
            throw new WebServer.Refused(403, "this decision is " + game.playerNames[pendingPlayer]
                    + "'s: it is taken only with that seat's token (the link of the seat)");
        }
    }

    /**
     * A person's answer to the decision of snapshot {@code forVersion}; a message when it is not
     * taken (another snapshot is current, or no such option), else null.
     */
    String answer(int forVersion, int option) {
        synchronized (lock) {
            if (pending == null || forVersion != version) return "that decision is no longer open (the page shows an old state)";
            if (option < 0 || option >= pending.size()) return "no option " + option + ": the decision has options 0 to " + (pending.size() - 1);
            pending = null;
            answers.add(option);
            return null;
        }
    }

    /** Whether the open decision may take back the person's earlier choices of this turn. */
    boolean canUndo() { synchronized (lock) { return undoable; } }

    /**
     * Takes back the person's choices of this turn (the tile's placement, before the figure is chosen),
     * answering the decision of snapshot {@code forVersion}; a message when it is not taken, else null.
     */
    String undo(int forVersion) {
        synchronized (lock) {
            if (pending == null || forVersion != version) return "that decision is no longer open (the page shows an old state)";
            if (!undoable) return "nothing to take back: the turn has no earlier choice of yours";
            pending = null;
            answers.add(UNDO);
            return null;
        }
    }

    /** Thrown on the game's thread to leave the turn being taken back. */
    private static final class Undone extends RuntimeException {
        Undone() { super("undone", null, false, false); }
    }

    /** The record of the game as played so far (seed, options, choices), as {@code play --json} writes it. */
    String record() {
        synchronized (lock) { return record; }
    }

    /** A person at the page: each decision with more than one option waits for the page's answer. */
    private final class Person implements Agent {
        @Override public int choose(Game g, int player, ChoiceSet options) {
            if (options.size() == 1) return 0;
            if (g.turn != markTurn) {
                markTurn = g.turn;
                mark = g.choiceLog.size();
            }
            publish(options, player);
            try {
                int a = answers.take();
                if (a == UNDO) throw new Undone();
                return a;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new RuleError("the game was stopped");
            }
        }
    }
}
