package org.tilerules.scenario;

import org.tilerules.engine.PackedPlacement;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.tilerules.agents.GreedyAgent;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.LoadException;
import org.tilerules.front.Names;
import org.tilerules.front.Parsing;
import org.tilerules.front.ScenarioExprs;
import org.tilerules.front.ScenarioSetUp;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ZoneFigures;
import org.tilerules.runtime.RunAborted;
import org.tilerules.runtime.Type;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.model.TileType;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One scenario: set the table, play the moves, check the expectations. */
final class ScenarioRun {
    private final String file;
    private final ScenarioContext sc;
    private final RulesCache cache;
    private final ScenarioRunner.Watcher watcher;
    private Rules rules;
    private Game game;
    private List<String> players = new ArrayList<>();
    private ScriptedAgent script;
    private boolean bagGiven;

    /** A scenario that cannot run or whose expectation failed; carries the position to blame. */
    static final class Failure extends RuntimeException {
        final int line, col;

        Failure(Token at, String message) { this(at.getLine(), at.getCharPositionInLine() + 1, message); }

        Failure(int line, int col, String message) {
            super(message);
            this.line = line;
            this.col = col;
        }

        Failure(ParserRuleContext at, String message) { this(at.getStart(), message); }
    }

    ScenarioRun(String file, ScenarioContext sc, RulesCache cache, ScenarioRunner.Watcher watcher) {
        this.file = file;
        this.sc = sc;
        this.cache = cache;
        this.watcher = watcher;
    }

    static String title(ScenarioContext sc) {
        String s = sc.STRING().getText();
        return s.substring(1, s.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
    }

    Outcome run() {
        String name = title(sc);
        int line = sc.getStart().getLine();
        try {
            String setupError = setUpExpectingError();
            if (setupError != null) return new Outcome(file, line, name, true, "", 0);
            watcher.step(game, "set-up");
            MoveError error = playMoves();
            expect(error);
            return new Outcome(file, line, name, true, "", 0);
        } catch (Failure f) {
            return new Outcome(file, line, name, false, file + ":" + f.line + ":" + f.col + ": " + f.getMessage(), 0);
        } catch (LoadException e) {
            return new Outcome(file, line, name, false, e.getMessage(), 0);
        } catch (RuleError | RunAborted e) {
            return new Outcome(file, line, name, false, file + ":" + line + ": " + e.getMessage(), 0);
        } catch (RuntimeException e) {
            return new Outcome(file, line, name, false, file + ":" + line + ": internal error: " + e, 0);
        }
    }

    // ---------------------------------------------------------------- set-up

    /**
     * Sets up; with {@code expect setup error "TEXT"}, the set-up must fail with
     * a message containing TEXT (returned), and nothing else is checked.
     */
    String setUpExpectingError() {
        List<ExpSetupErrorContext> wanted = new ArrayList<>();
        int others = 0;
        for (ScenarioItemContext it : sc.scenarioItem()) {
            if (it instanceof ScExpectContext ex) {
                for (ExpectationContext e : ex.expectation()) {
                    if (e instanceof ExpSetupErrorContext se) wanted.add(se);
                    else others++;
                }
            } else if (it instanceof ScMovesContext mv) others += mv.move().size();
        }
        if (wanted.isEmpty()) {
            setUpOnly();
            return null;
        }
        if (others > 0) throw new Failure(wanted.get(0), "a scenario that expects its set-up to be rejected can have no moves and no other expectations");
        String found;
        try {
            setUpOnly();
            found = null;
        } catch (Failure f) {
            found = file + ":" + f.line + ":" + f.col + ": " + f.getMessage();
        } catch (LoadException | RuleError e) {
            found = e.getMessage();
        }
        for (ExpSetupErrorContext se : wanted) {
            String want = unquote(se.STRING().getText());
            if (found == null) throw new Failure(se, "expected the set-up to be rejected with \"" + want + "\", but it was accepted");
            if (!found.contains(want)) throw new Failure(se, "expected the set-up to be rejected with \"" + want + "\", found: " + found);
        }
        return found;
    }

    void setUpOnly() {
        List<String> names = new ArrayList<>();
        long seed = 0;
        List<ScOptionContext> opts = new ArrayList<>();
        ScBoardContext board = null;
        ParserRuleContext playersAt = sc;
        for (ScenarioItemContext it : sc.scenarioItem()) {
            if (it instanceof ScRulesContext r) r.dashedName().forEach(n -> names.add(n.getText()));
            else if (it instanceof ScPlayersContext p) {
                p.name().forEach(n -> players.add(n.getText()));
                playersAt = p;
            }
            else if (it instanceof ScSeedContext s) seed = Parsing.number(s.INT());
            else if (it instanceof ScOptionContext o) opts.add(o);
            else if (it instanceof ScBoardContext b) board = b;
        }
        if (names.isEmpty()) throw new Failure(sc.getStart(), "the scenario names no rule set: add 'rules base'");
        for (ScenarioItemContext it : sc.scenarioItem()) {     // at the name, not at the rulesets folder
            if (!(it instanceof ScRulesContext r)) continue;
            for (var n : r.dashedName()) {
                if (!cache.known().contains(n.getText())) {
                    throw new Failure(n, "unknown rule set '" + n.getText() + "'; " + Names.suggest(n.getText(), cache.known()));
                }
            }
        }
        rules = cache.get(names);
        if (players.isEmpty()) throw new Failure(sc.getStart(), "the scenario names no players: add 'players red, blue'");
        if (players.size() < rules.minPlayers || players.size() > rules.maxPlayers) {
            throw new Failure(playersAt, players.size() + (players.size() == 1 ? " player" : " players") + ", but the rules allow " + rules.minPlayers + ".." + rules.maxPlayers);
        }
        int[] options = rules.defaultOptions();
        for (ScOptionContext o : opts) {
            Rules.OptionDecl d = rules.optionByName.get(o.name().getText());
            if (d == null) {
                throw new Failure(o.name(), "unknown option '" + o.name().getText() + "'; " + Names.suggest(o.name().getText(), rules.optionByName.keySet()));
            }
            String v = o.value.getText();
            boolean isBool = v.equals("true") || v.equals("false");
            if (isBool != (d.type() == Type.BOOL)) {
                throw new Failure(o.value, "option " + d.name() + " takes " + d.type().description + ", found " + v);
            }
            options[d.index()] = isBool ? (v.equals("true") ? 1 : 0) : Parsing.signed(v);
        }
        game = new Game(rules, players.toArray(new String[0]), options, seed);
        script = new ScriptedAgent(this, sc);
        Arrays.fill(game.agents, script);
        if (board == null) game.setUp();
        else setUpBoard(board);
        bagGiven = SetUpItems.apply(this, game, sc, script);
    }

    private void setUpBoard(ScBoardContext board) {
        game.started = true;     // a position of a game under way: its 'on start' has run
        int[] counts = new int[rules.tiles.size()];
        for (TileType t : rules.tiles) counts[t.id] = t.count;
        for (BoardTileContext bt : board.boardTile()) {
            TileType t = tile(bt.tile);
            if (--counts[t.id] < 0) {
                throw new Failure(bt.tile, "the board uses more " + t.name + " tiles than the rule sets have (" + t.count + ")");
            }
        }
        // The bag holds what the box gives the game (`piece E { on box }` leaves every E out), less the
        // board's tiles; a board may still show a boxed tile (a position built by hand)
        for (TileType t : rules.tiles) counts[t.id] = Math.max(0, rules.inBox(t) - (t.count - counts[t.id]));
        // nor the tiles the rules set aside (a start tile whose start group a later rule set replaced), as Game.setUp
        for (TileType t : rules.setAside) counts[t.id] = Math.max(0, counts[t.id] - 1);
        game.fillBag(counts);
        for (BoardTileContext bt : board.boardTile()) {
            TileType t = tile(bt.tile);
            int x = sint(bt.coord().sint(0)), y = sint(bt.coord().sint(1));
            int rot = rotation(bt.INT() == null ? null : bt.INT().getSymbol());
            if (!PackedPlacement.inRange(x, y)) {
                throw new Failure(bt.coord(), "positions run from -" + PackedPlacement.MAX_COORD + " to "
                        + PackedPlacement.MAX_COORD + ", found " + x + "," + y);
            }
            String why = game.legalityProblem(t.id, rot, x, y, false);
            if (why != null) throw new Failure(bt, t.name + " at " + x + "," + y + " rot " + rot * 90 + " cannot be on this board: " + why);
            int placed = game.putTile(t.id, rot, x, y);
            for (BoardFigureContext bf : bt.boardFigure()) {
                FigureKind k = figure(bf.figure);
                int lf = t.featureIndex(bf.feature.getText());
                if (lf < 0) {
                    throw new Failure(bf.feature, "tile " + t.name + " has no feature '" + bf.feature.getText() + "'; features: " + t.featureNames());
                }
                if (bf.player.getText().equals("neutral")) {     // `neutral NAME on r`: the neutral figure leaves its zone
                    if (k.neutralZone < 0) throw new Failure(bf.figure, k.name + " is not a neutral figure in a zone ('neutral in ZONE')");
                    game.graph.moveFigure(neutralFigure(k), game.board.featBase[placed] + lf);
                    continue;
                }
                int p = player(bf.player);
                if (game.supplyOf(p, k.id) <= 0) throw new Failure(bf, players.get(p) + " has no " + k.name + " left in supply");
                game.standFigure(p, k.id, game.board.featBase[placed] + lf);
            }
        }
        game.completed.clear();
    }

    /** The one figure of a neutral kind ({@code neutral in ZONE}). */
    private int neutralFigure(FigureKind k) {
        for (int x = 0; x < game.graph.nFig; x++) if (game.graph.figKind[x] == k.id && game.graph.figOwner[x] < 0) return x;
        throw new IllegalStateException("no neutral " + k.name);
    }

    /** The placed tile at a position of the board. */
    int tileAt(CoordContext c) {
        int t = game.board.at(sint(c.sint(0)), sint(c.sint(1)));
        if (t < 0) throw new Failure(c, "no tile is placed at " + c.getText());
        return t;
    }

    int player(NameContext n) {
        int i = players.indexOf(n.getText());
        if (i < 0) throw new Failure(n, "unknown player '" + n.getText() + "'; players: " + String.join(", ", players));
        return i;
    }

    FigureKind figure(NameContext n) {
        FigureKind k = rules.figureByName.get(n.getText());
        if (k == null) throw new Failure(n, "unknown figure '" + n.getText() + "'; " + Names.suggest(n.getText(), rules.figureByName.keySet()));
        return k;
    }

    /** A deck of the rules ({@code deck NAME { cards ... }}), by name. */
    int deck(NameContext n) {
        var names = rules.decks.stream().map(Rules.Deck::name).toList();
        int k = names.indexOf(n.getText());
        if (k < 0) throw new Failure(n, "unknown deck '" + n.getText() + "'; " + Names.suggest(n.getText(), names));
        return k;
    }

    /** Cards of a deck by name, each at most once. */
    int[] cards(int deck, List<NameContext> names) {
        List<String> cards = rules.decks.get(deck).cards();
        int[] out = new int[names.size()];
        for (int i = 0; i < out.length; i++) {
            String c = names.get(i).getText();
            out[i] = cards.indexOf(c);
            if (out[i] < 0) throw new Failure(names.get(i), "deck " + rules.decks.get(deck).name() + " has no card '" + c + "'; " + Names.suggest(c, cards));
            for (int j = 0; j < i; j++) if (out[j] == out[i]) throw new Failure(names.get(i), "card " + c + " is written twice");
        }
        return out;
    }

    /**
     * The keeper written after a zone ({@code in prison of blue}): required for a zone per player,
     * refused for a shared one; -1 for a shared zone.
     */
    int keeper(NameContext zoneName, NameContext keeper) {
        boolean perPlayer = ZoneFigures.perPlayer(rules, zone(zoneName));
        if (perPlayer && keeper == null) throw new Failure(zoneName, "zone " + zoneName.getText() + " is one per player: write whose, 'in "
                + zoneName.getText() + " of PLAYER: ...'");
        if (!perPlayer && keeper != null) throw new Failure(keeper, "zone " + zoneName.getText() + " is shared: write it without 'of "
                + keeper.getText() + "'");
        return keeper == null ? -1 : player(keeper);
    }

    int zone(NameContext n) {
        int z = rules.zones.indexOf(n.getText());
        if (z < 0) throw new Failure(n, "unknown zone '" + n.getText() + "'; " + Names.suggest(n.getText(), rules.zones));
        return z;
    }

    TileType tile(NameContext n) {
        TileType t = rules.tileByName.get(n.getText());
        if (t == null) throw new Failure(n, "unknown tile '" + n.getText() + "'; " + Names.suggest(n.getText(), rules.tileByName.keySet()));
        return t;
    }

    /** How many of each tile type a list names ({@code none}: no tiles). */
    int[] tiles(TileListContext list) {
        int[] n = new int[rules.tiles.size()];
        for (NameContext t : list.name()) n[tile(t).id]++;
        return n;
    }

    int rotation(Token t) {
        if (t == null) return 0;
        int deg = Parsing.number(t);
        if (deg % 90 != 0 || deg >= 360) throw new Failure(t, "rotation must be 0, 90, 180 or 270, found " + deg);
        return deg / 90;
    }

    static int sint(SintContext s) {
        int v = Parsing.number(s.INT());
        return s.getChildCount() > 1 ? -v : v;
    }

    Game game() { return game; }

    /** The names in the moves and expectations that are known before playing ({@link StaticChecks}). */
    List<Failure> staticMoveProblems() { return rules == null ? new ArrayList<>() : StaticChecks.problems(this, rules, sc); }

    List<String> players() { return players; }

    /** A {@code setup { ... }} compiled in the rules' scope with the players (a LoadException names file:line:col). */
    ScenarioSetUp setUp(ScSetupContext s) { return ScenarioSetUp.compile(rules, file, players, s.block()); }

    /** The expectations written as rule-language expressions, compiled in the rules' scope with the players. */
    ScenarioExprs exprs() { return new ScenarioExprs(rules, file, players); }

    // ---------------------------------------------------------------- moves

    /** Plays the moves; returns the first rule error, or null when every move was legal. */
    private MoveError playMoves() {
        List<MoveContext> moves = new ArrayList<>();
        for (ScenarioItemContext it : sc.scenarioItem()) if (it instanceof ScMovesContext mv) moves.addAll(mv.move());
        script.moves(moves);
        MoveContext m;
        while ((m = script.nextMove()) != null) {
            if (m instanceof EndMoveContext) {
                script.begin(m);
                try {
                    game.finish();
                } catch (RuleError e) {
                    return script.error(e.getMessage());
                }
                watcher.step(game, "end");
                continue;
            }
            if (m instanceof PlayMoveContext pm) {
                playWithBots(pm);
                watcher.step(game, words(pm));
                continue;
            }
            TurnMoveContext tm = (TurnMoveContext) m;
            if (game.over) {
                return new MoveError(tm.getStart().getLine(), tm.getStart().getCharPositionInLine() + 1, "the game is already over; no more moves can be played");
            }
            int p = player(tm.player);
            if (p != game.current) {
                throw new Failure(tm.player, "it is " + players.get(game.current) + "'s turn, not " + players.get(p) + "'s");
            }
            List<ChoiceContext> choices = tm.choice();
            // Without a bag the move decides the draw; with one, draws follow the bag (and B4-style set-asides).
            if (!bagGiven && !choices.isEmpty() && choices.get(0) instanceof PlaceChoiceContext pc
                    && game.handOf(p, tile(pc.tile).id) == 0 && game.held[p] < 0) {
                game.forceDraw(tile(pc.tile).id);
            }
            // a placement written as its label ("place U at 1,0 rot 90 with bridge on 1,0 W-E") decides the draw too
            if (!bagGiven && !choices.isEmpty() && choices.get(0) instanceof LabelChoiceContext lc && game.held[p] < 0) {
                Matcher placing = Pattern.compile("^\"place (\\S+) at ").matcher(lc.getText());
                if (placing.find() && game.rules.tileByName.containsKey(placing.group(1))
                        && game.handOf(p, game.rules.tileByName.get(placing.group(1)).id) == 0) {
                    game.forceDraw(game.rules.tileByName.get(placing.group(1)).id);
                }
            }
            script.begin(tm);
            try {
                game.runTurn();
                script.finishTurn();
            } catch (RuleError e) {
                watcher.step(game, "turn " + game.turn + " " + players.get(p) + " (the move failed)");
                return script.error(e.getMessage());
            }
            watcher.step(game, "turn " + game.turn + " " + players.get(p));
        }
        return null;
    }

    /** {@code play N turns [with random|greedy]}: bots seeded by the scenario's seed play on. */
    private void playWithBots(PlayMoveContext pm) {
        String bot = pm.bot == null ? "random" : pm.bot.getText();
        if (!bot.equals("random") && !bot.equals("greedy")) throw new Failure(pm.bot, "unknown bot '" + bot + "'; known: random, greedy");
        Agent[] saved = game.agents.clone();
        for (int p = 0; p < players.size(); p++) {
            long s = game.seed * 1_000_003L + p;
            game.agents[p] = bot.equals("random") ? new RandomAgent(s) : new GreedyAgent(s);
        }
        game.keepTurnSnapshots = bot.equals("greedy");
        int n = Parsing.number(pm.INT());
        for (int i = 0; i < n && !game.over; i++) game.runTurn();
        game.keepTurnSnapshots = false;
        System.arraycopy(saved, 0, game.agents, 0, saved.length);
    }

    // ---------------------------------------------------------------- expectations

    /** A rule error of the moves, where the move (or written choice) that caused it is. */
    record MoveError(int line, int col, String message) {}

    private void expect(MoveError moveError) {
        String error = moveError == null ? null : file + ":" + moveError.line() + ":" + moveError.col() + ": " + moveError.message();
        boolean expectsError = false;
        for (ScenarioItemContext it : sc.scenarioItem()) {
            if (it instanceof ScExpectContext ex) for (ExpectationContext e : ex.expectation()) if (e instanceof ExpErrorContext) expectsError = true;
        }
        // a move error nobody expected is the first thing to report, before any expectation it disturbed
        if (moveError != null && !expectsError) throw new Failure(moveError.line(), moveError.col(), moveError.message());
        for (ScenarioItemContext it : sc.scenarioItem()) {
            if (!(it instanceof ScExpectContext ex)) continue;
            for (ExpectationContext e : ex.expectation()) {
                if (e instanceof ExpErrorContext ee) {
                    String want = unquote(ee.STRING().getText());
                    if (error == null) throw new Failure(ee, "expected an error containing \"" + want + "\", but every move was legal");
                    if (!error.contains(want)) throw new Failure(ee, "expected an error containing \"" + want + "\", found: " + error);
                } else new Expectations(this).check(e);
            }
        }
    }

    /** A move as written, one space between its words. */
    private static String words(ParserRuleContext ctx) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ctx.getChildCount(); i++) sb.append(i == 0 ? "" : " ").append(ctx.getChild(i).getText());
        return sb.toString();
    }

    static String unquote(String s) {
        return s.substring(1, s.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
    }
}
