package org.tilerules.front;

import org.tilerules.builtins.Builtins;
import org.tilerules.builtins.Move;
import org.tilerules.grammar.TilerulesParser.ExprContext;
import org.tilerules.grammar.TilerulesParser.MoveOptionContext;
import org.tilerules.grammar.TilerulesParser.MoveStmtContext;
import org.tilerules.grammar.TilerulesParser.NameExprContext;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.ZoneFigures;
import org.tilerules.runtime.Option;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Stmts;
import org.tilerules.runtime.TileAdditions;
import org.tilerules.runtime.MoveAlong;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The one way to move a piece. As a statement, {@code move [N] PIECE [from PLACE] to PLACE [for
 * PLAYER]}; as a choice option, {@code move PIECE [from PLACE] to PLACES [anyway] [at TILE] [when
 * COND] [{ ... }]}, one option per piece and place it may go to. What moves is a piece named by its
 * declaration (a figure or a tag of figures, {@code figure} for any, a token, a token on tiles, a
 * title, a link, a junction, an addition, {@code tile} from a {@code hand} or the {@code bag}) or a figure or list of
 * figures computed by an expression; where it goes is a place: a player or players, a placed tile
 * or a list of tiles, a component or a list of components, a zone ({@code zones}: any shared one),
 * a figure (beside it), the whole {@code board}, the {@code holes} in it, the {@code box} (out of the
 * game, for tiles), or {@code supply} (back to the owner's supply, or out of play for tokens); tokens
 * in a zone are a bag drawn from at random. The pair of what and where, both known when the
 * rules load, picks the runtime node, so a wrong pair is reported where it is written.
 *
 * <p>The moves of the capabilities' pieces (tokens, tokens in zones, titles, junctions, links, figures on tiles) are
 * theirs, registered as data ({@link Move}: the piece's kind of name, its places, its factory, its precedence):
 * this class compiles them as they say, between its own cases in the order of their precedence, and names no
 * capability.
 */
final class MoveCompiler {
    private final Rules rules;
    private final Diagnostics diags;
    private final String file;
    private final ExprCompiler exprs;
    private final BodyCompiler body;

    MoveCompiler(Rules rules, Diagnostics diags, String file, ExprCompiler exprs, BodyCompiler body) {
        this.rules = rules;
        this.diags = diags;
        this.file = file;
        this.exprs = exprs;
        this.body = body;
    }

    // ---------------------------------------------------------------- statement

    Stmt stmt(MoveStmtContext m, Scope s) {
        String piece = pieceName(m.what, s);
        if ("tile".equals(piece) && !known(piece)) return tilesOut(m, s);
        if (piece != null && !known(piece)) return unknown(m.what, piece);
        String to = placeName(m.to, s), from = m.from == null ? null : placeName(m.from, s);
        if (piece != null) {
            // tokens in a zone (a zone's name for the place), then tokens on tiles: a token's name may name tokens
            // on tiles too (gold lying, gold taken): the tiles say which
            Made<Stmt> made = registered(m, piece, s, Integer.MIN_VALUE, Move.STMT_TILE_TOKENS);
            if (made != null) return made.node;
            boolean tiles = (rules.tileTokens.contains(piece) || rules.tokens.contains(piece)) && isTiles(m.from != null ? m.from : m.to, s);
            if (tiles) {
                diags.add(file, m.what, "'" + piece + "' is not a token on tiles ('piece " + piece + " { on tiles }'); " + Names.suggest(piece, rules.tileTokens));
                return null;
            }
            made = registered(m, piece, s, Move.STMT_TILE_TOKENS, Move.STMT_FIGURES);
            if (made != null) return made.node;
            FigureKind k = rules.figureByName.get(piece);
            if (k != null || isFigureName(piece)) {
                diags.add(file, m.what, "'" + piece + "' is not a neutral figure standing on tiles ('neutral on tiles'); "
                        + Names.suggest(piece, rules.figures.stream().filter(x -> x.onTiles).map(x -> x.name).toList())
                        + (k != null && !k.onTiles ? "; a figure from supply is placed by a choice: choose { move " + piece + " to TILE }" : ""));
                return null;
            }
            if (rules.tileTokens.contains(piece)) {
                diags.add(file, m.to, "a token on tiles goes to a placed tile or a list of them, or from one 'to supply'; found '"
                        + m.to.getText() + "'");
                return null;
            }
            made = registered(m, piece, s, Move.STMT_FIGURES, Integer.MAX_VALUE);
            if (made != null) return made.node;
        }
        if (piece == null && to != null && from == null && !to.equals("supply")) {
            if (rules.zones.contains(to)) return keep(m, s);
            diags.add(file, m.to, "unknown zone '" + to + "'; " + Names.suggest(to, rules.zones));
            return null;
        }
        Expr what = exprs.compile(m.what, s);
        if ((what.type == Type.FIGURE || what.type == Type.FIGURES || what.type == Type.COMPONENT) && isSupply(m.to, s)) {
            diags.add(file, m.what, "figures go home with 'return " + m.what.getText() + "'; a choice of one of them is 'choose { move "
                    + m.what.getText() + " to supply }'");
            return null;
        }
        diags.add(file, m.what, "cannot move " + what.type.description + " '" + m.what.getText() + "' as a statement; a statement moves "
                + "N TOKEN to PLAYERS, N TOKEN from PLAYERS to supply, N TOKEN to TILES [for PLAYER] (a token on tiles), "
                + "N TOKEN from TILES to supply, N TOKEN to ZONE, N TOKEN from ZONE to supply, N tile from bag to box, TITLE to PLAYER, "
                + "a FIGURE to ZONE [for KEEPER], a neutral figure on tiles to TILE"
                + (piece == null ? "" : "; " + piece + " is no token, title or figure on tiles: " + Names.suggest(piece, pieceNames())));
        return null;
    }

    /** {@code move [N] tile from bag to box}: tiles out of the game, face down, unseen. */
    private Stmt tilesOut(MoveStmtContext m, Scope s) {
        noFor(m.owner);
        if (m.from == null || !"bag".equals(placeName(m.from, s)) || !"box".equals(placeName(m.to, s))) {
            diags.add(file, m.from != null ? m.from : m.to, "a tile moved by a statement goes out of the game: 'move [N] tile from bag to box' "
                    + "(a tile from the hand is placed by a choice: choose { move tile from hand to board }); found 'from "
                    + (m.from == null ? "" : m.from.getText()) + " to " + m.to.getText() + "'");
            return null;
        }
        return new Stmts.BoxFromBag(m.count == null ? new Exprs.Const(Type.INT, 1) : exprs.expect(m.count, s, Type.INT));
    }

    /** {@code move FIGURE to ZONE [for KEEPER]}: off the board (or out of its zone) into the zone; a zone per player is the keeper's (default: current's). */
    private Stmt keep(MoveStmtContext m, Scope s) {
        noCount(m.count, m.what.getText());
        Expr fig = exprs.expect(m.what, s, Type.FIGURE);
        String zoneName = m.to.getText();
        int zone = rules.zones.indexOf(zoneName);
        boolean perPlayer = (rules.keptZones & (1L << zone)) != 0;
        if (m.owner != null && !perPlayer) {
            diags.add(file, m.owner, "zone " + zoneName + " is shared, not one per player: write 'move " + m.what.getText() + " to "
                    + zoneName + "' without 'for'");
        }
        Expr keeper = m.owner == null ? null : exprs.expect(m.owner, s, Type.PLAYER);
        return new ZoneFigures.Keep(fig, zone, keeper);
    }

    // ---------------------------------------------------------------- choice option

    Option option(MoveOptionContext o, Scope s) {
        Option made = optionOf(o, s);
        if (made == null) return null;
        if (o.cond != null && !(made instanceof Option.PlaceFigure) && !(made instanceof Option.MoveFromZone) && !isAddition(o, s)) {
            made = new Option.Guarded(exprs.expect(o.cond, s, Type.BOOL), made);
        }
        return made;
    }

    private boolean isAddition(MoveOptionContext o, Scope s) {
        String piece = pieceName(o.what, s);
        return piece != null && addition(piece) >= 0;
    }

    private Option optionOf(MoveOptionContext o, Scope s) {
        String piece = pieceName(o.what, s);
        if (piece != null && !piece.equals("tile") && !known(piece)) return unknown(o.what, piece);
        String to = placeName(o.to, s);
        if (o.anyway != null || o.at != null) {
            if (piece == null || isZones(to) || o.from != null) {
                diags.add(file, o.anyway != null ? o.anyway : o.at.getStart(), "'anyway' and 'at TILE' go with a figure from supply to components: "
                        + "move NAME to COMPONENTS [anyway] [at TILE]");
            }
        }
        if (piece != null) {
            Made<Option> made = registered(o, piece, s, Integer.MIN_VALUE, Move.OPTION_FROM_HAND);
            if (made != null) return made.node;
        }
        if (piece != null && piece.equals("tile") && o.from != null) return fromHand(o, s);
        if (piece != null) {
            Made<Option> made = registered(o, piece, s, Move.OPTION_FROM_HAND, Move.OPTION_ADDITIONS);
            if (made != null) return made.node;
        }
        if (piece != null && addition(piece) >= 0 && isTiles(o.to, s)) {
            noFrom(o.from, "an addition is made on a tile");
            Expr when = o.cond == null ? null : exprs.expect(o.cond, s, Type.BOOL);
            return TileAdditions.add(addition(piece), exprs.expectEither(o.to, s, Type.TILE, Type.TILES), when, then(o, s));
        }
        if (piece != null) {
            Made<Option> made = registered(o, piece, s, Move.OPTION_ADDITIONS, Move.OPTION_FIGURES);
            if (made != null) return made.node;
        }
        if (piece != null && isFigureName(piece)) return figureFromName(o, piece, to, s);
        if (piece != null) {
            Made<Option> made = registered(o, piece, s, Move.OPTION_FIGURES, Integer.MAX_VALUE);
            if (made != null) return made.node;
        }
        Expr what = exprs.compile(o.what, s);
        if (what.type == Type.FIGURE) {
            noFrom(o.from, "a figure goes from where it stands");
            noBlock(o);
            Expr targets = exprs.compile(o.to, s);
            if (targets.type != Type.COMPONENTS) {
                diags.add(file, o.to, "a figure moves to a list of components, found " + targets.type.description + " in '" + o.to.getText() + "'");
            }
            return new Option.Move(what, targets);
        }
        if (what.type == Type.FIGURES) {
            noFrom(o.from, "figures go from where they stand");
            noBlock(o);
            if (isSupply(o.to, s)) return new Option.TakeBackFrom(what);
            return new MoveAlong(what, exprs.expect(o.to, s, Type.TILES));
        }
        diags.add(file, o.what, "cannot offer to move " + (piece != null ? "'" + piece + "'" : what.type.description + " '" + o.what.getText() + "'")
                + "; a move option moves a figure named or tagged so (from supply, or 'from ZONE'), a FIGURE or FIGURES, a link, a junction,"
                + " an addition, or 'tile from hand'" + (piece == null ? "" : "; " + Names.suggest(piece, pieceNames())));
        return null;
    }

    /** A figure named by its kind or tag ({@code figure}: any): from supply, from a zone, a neutral one, or one on tiles. */
    private Option figureFromName(MoveOptionContext o, String piece, String to, Scope s) {
        FigureKind k = rules.figureByName.get(piece);
        if (k != null && k.neutralZone >= 0) {
            if (!isZones(to)) {
                diags.add(file, o.to, "the neutral figure " + piece + " moves between zones ('move " + piece + " to zones'); on the board write 'move neutral("
                        + piece + ") to COMPONENTS'");
            }
            noFrom(o.from, piece + " goes from the zone it is in");
            noBlock(o);
            return new Option.MoveNeutral(k.id);
        }
        long mask = exprs.figureMask(o.what, piece);
        if (o.from != null) {
            noBlock(o);
            Expr zone = exprs.expect(o.from, s, Type.ZONE);
            Expr targets = exprs.compile(o.to, s);
            if (targets.type != Type.COMPONENT && targets.type != Type.COMPONENTS) {
                diags.add(file, o.to, "expected a component or a list of components, found " + targets.type.description);
            }
            return new Option.MoveFromZone(mask, zone, targets, o.cond == null ? null : exprs.expect(o.cond, s, Type.BOOL));
        }
        if (isZones(to)) return new Option.PlaceInZone(mask, then(o, s));
        noBlock(o);
        Expr target = exprs.compile(o.to, s);
        if (target.type != Type.TILE && target.type != Type.COMPONENT && target.type != Type.COMPONENTS) {
            diags.add(file, o.to, "expected a placed tile, a component or a list of components, found "
                    + target.type.description + " in '" + o.to.getText() + "'");
        }
        Expr cond = o.cond == null ? null : exprs.expect(o.cond, s, Type.BOOL);
        Option.PlaceFigure p = new Option.PlaceFigure(mask, target, o.anyway != null, cond);
        if (o.at != null) {
            if (target.type == Type.TILE) diags.add(file, o.at, "'at TILE' is for a list of components: on a tile the figure stands there anyway");
            Expr at = exprs.compile(o.at, s);
            if (at.type != Type.TILE && at.type != Type.TILES) {
                diags.add(file, o.at, "'at' takes a placed tile (the part of each component on it) or a list of placed tiles (its first part on one of them), found "
                        + at.type.description + " in '" + o.at.getText() + "'");
            }
            p.at = at;
        }
        return p;
    }

    /** {@code move tile from hand to board|holes [{ ... }]}: a tile the chooser holds, placed anywhere legal or only in a hole. */
    private Option fromHand(MoveOptionContext o, Scope s) {
        String from = placeName(o.from, s), to = placeName(o.to, s);
        if (!"hand".equals(from)) diags.add(file, o.from, "a tile moves from the player's 'hand', found '" + o.from.getText() + "'");
        if (!"board".equals(to) && !"holes".equals(to)) {
            diags.add(file, o.to, "a tile from the hand goes to the 'board' (anywhere it fits) or to the 'holes' (where all four sides are placed), found '"
                    + o.to.getText() + "'");
        }
        return new Option.FromHand("holes".equals(to), then(o, s));
    }

    // ---------------------------------------------------------------- the capabilities' moves

    /** The capabilities' moves, by precedence. */
    private static final List<Move> MOVES = Builtins.moves();

    /** A node a registered move made (null inside when its factory made none). */
    private record Made<T>(T node) {}

    /** The first capability's statement move with a precedence in [lo, hi) that fits, compiled; null when none fits. */
    private Made<Stmt> registered(MoveStmtContext m, String piece, Scope s, int lo, int hi) {
        for (Move e : MOVES) {
            if (e.isOption() || e.precedence() < lo || e.precedence() >= hi) continue;
            int id = exprs.declared(piece, e.piece());
            if (id < 0 || !fits(e, m.from, m.to, s)) continue;
            if (e.count() == Move.Count.NONE) noCount(m.count, piece);
            if (e.from() != null && e.from().kind() == Move.PlaceKind.NONE) noFrom(m.from, e.from().message().formatted(piece));
            if (!e.takesOwner()) noFor(m.owner);
            Expr n = m.count == null || e.count() == Move.Count.NONE
                    ? (e.count() == Move.Count.ONE ? new Exprs.Const(Type.INT, 1) : null) : exprs.expect(m.count, s, Type.INT);
            Expr owner = e.takesOwner() && m.owner != null ? exprs.expect(m.owner, s, Type.PLAYER) : null;
            Expr to = place(e.to(), m.to, piece, s);
            Expr from = e.from() == null || e.from().kind() == Move.PlaceKind.NONE ? null : place(e.from(), m.from, piece, s);
            return new Made<>(e.makeStmt(new Move.Moved(id, n, from, to, owner, null)));
        }
        return null;
    }

    /** The first capability's option move with a precedence in [lo, hi) that fits, compiled; null when none fits. */
    private Made<Option> registered(MoveOptionContext o, String piece, Scope s, int lo, int hi) {
        for (Move e : MOVES) {
            if (!e.isOption() || e.precedence() < lo || e.precedence() >= hi) continue;
            int id = exprs.declared(piece, e.piece());
            if (id < 0 || !fits(e, o.from, o.to, s)) continue;
            if (e.from() != null && e.from().kind() == Move.PlaceKind.NONE) noFrom(o.from, e.from().message().formatted(piece));
            if (!e.takesBlock()) noBlock(o);
            Expr to = place(e.to(), o.to, piece, s);
            Expr from = e.from() == null || e.from().kind() == Move.PlaceKind.NONE ? null : place(e.from(), o.from, piece, s);
            return new Made<>(e.makeOption(new Move.Moved(id, null, from, to, null, e.takesBlock() ? then(o, s) : null)));
        }
        return null;
    }

    /** Whether what is written fits the move's places: {@code from} as it asks (or none), a zone's name where it asks one. */
    private boolean fits(Move e, ExprContext from, ExprContext to, Scope s) {
        Move.Place f = e.from();
        if (f == null ? from != null : f.kind() != Move.PlaceKind.NONE && from == null) return false;
        if (f != null && !fits(f, from, s)) return false;
        return fits(e.to(), to, s);
    }

    /** A zone's name where the place asks one, a value of its types where it asks one (nothing reported); anything else. */
    private boolean fits(Move.Place p, ExprContext e, Scope s) {
        if (p.kind() == Move.PlaceKind.ZONE) return rules.zones.contains(placeName(e, s));
        if (p.kind() != Move.PlaceKind.VALUE_IF) return true;
        if ("supply".equals(placeName(e, s))) return false;
        return p.types().contains(new ExprCompiler(rules, new Diagnostics(), file).compile(e, s).type);   // only its type: errors are reported where it compiles
    }

    /** A place of a registered move, compiled as it says (null: a word, or supply). */
    private Expr place(Move.Place p, ExprContext e, String piece, Scope s) {
        switch (p.kind()) {
            case ZONE:
                return exprs.expect(e, s, Type.ZONE);
            case SUPPLY:
                if (!isSupply(e, s)) diags.add(file, e, p.message().formatted(e.getText()));
                return null;
            case TYPED: {
                Expr x = exprs.compile(e, s);
                if (!p.types().contains(x.type)) diags.add(file, e, p.message().formatted(piece, x.type.description, e.getText()));
                return x;
            }
            default:
                if (p.word() != null && p.word().equals(placeName(e, s))) return null;
                return p.types().size() == 1 ? exprs.expect(e, s, p.types().get(0)) : exprs.expectEither(e, s, p.types().get(0), p.types().get(1));
        }
    }

    // ---------------------------------------------------------------- helpers

    private Stmt[] then(MoveOptionContext o, Scope s) { return o.block() == null ? null : body.block(o.block(), s); }

    /** A bare name that is no local variable: the name of a piece kind (or of a built-in place); else null. */
    private static String pieceName(ExprContext e, Scope s) {
        if (!(e instanceof NameExprContext n)) return null;
        String name = n.getText();
        return s.lookup(name) != null ? null : name;
    }

    private static String placeName(ExprContext e, Scope s) { return pieceName(e, s); }

    private static boolean isZones(String to) { return "zones".equals(to); }

    private boolean isSupply(ExprContext e, Scope s) { return "supply".equals(placeName(e, s)); }

    private boolean isTiles(ExprContext e, Scope s) {
        if ("supply".equals(placeName(e, s))) return false;
        Type t = new ExprCompiler(rules, new Diagnostics(), file).compile(e, s).type;   // only its type: errors are reported where it compiles
        return t == Type.TILE || t == Type.TILES;
    }

    private boolean isFigureName(String n) {
        if (n.equals("figure")) return true;
        for (FigureKind f : rules.figures) if (f.is(n)) return true;
        return false;
    }

    private int addition(String n) {
        for (int i = 0; i < rules.additions.size(); i++) if (rules.additions.get(i).name().equals(n)) return i;
        return -1;
    }

    /** Whether a bare name names a piece the rules declare (a figure, a tag of figures, a token, ...). */
    private boolean known(String n) { return pieceNames().contains(n) || n.equals("figure"); }

    private <T> T unknown(ExprContext at, String n) {
        diags.add(file, at, "unknown piece '" + n + "'; " + Names.suggest(n, pieceNames()));
        return null;
    }

    private List<String> pieceNames() {
        Set<String> out = new LinkedHashSet<>();
        rules.figures.forEach(f -> { out.add(f.name); out.addAll(f.tags); });
        out.addAll(rules.tokens);
        out.addAll(rules.tileTokens);
        out.addAll(rules.titles);
        rules.links.forEach(l -> out.add(l.name));
        rules.junctions.forEach(j -> out.add(j.name));
        rules.additions.forEach(a -> out.add(a.name()));
        return new ArrayList<>(out);
    }

    private void noCount(ExprContext count, String what) {
        if (count != null) diags.add(file, count, "'" + what + "' is one piece: write the move without a count");
    }

    private void noFrom(ExprContext from, String why) {
        if (from != null) diags.add(file, from, "no 'from' here: " + why);
    }

    private void noFor(ExprContext owner) {
        if (owner != null) diags.add(file, owner, "'for PLAYER' goes with tokens on tiles kept for a player, or a zone per player");
    }

    private void noBlock(MoveOptionContext o) {
        if (o.block() != null) diags.add(file, o.block(), "this move takes no block: the block goes with a figure into a zone, "
                + "a figure on tiles, an addition, a junction laid or moved, or a tile from the hand");
    }
}
