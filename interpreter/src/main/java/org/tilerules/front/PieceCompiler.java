package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.misc.Interval;
import org.tilerules.front.PieceStores.Declared;
import org.tilerules.front.PieceStores.Store;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.List;

import static org.tilerules.front.PieceStores.store;

/**
 * {@code piece NAME, ... { PROPS }}: one declaration for everything that moves between places. Which
 * store of the game keeps a piece follows from its properties, never from its name:
 * <ul>
 * <li>{@code cards A, B, ...}: a deck of those cards ({@code rules.decks});</li>
 * <li>{@code on ends ATTR}: pieces lying on a tile's ends; with a {@code supply} (pairs per player) a
 *     link ({@code rules.links}), without one, nobody's, a junction ({@code rules.junctions});</li>
 * <li>{@code neutral on tiles}: one piece of nobody's standing on a tile (a figure off the graph);</li>
 * <li>{@code on tiles} (without {@code neutral}): tokens lying on tiles, counted ({@code rules.tileTokens});
 *     {@code on players}, or no place and no property at all: tokens players hold ({@code rules.tokens});
 *     both places: the same token lies on tiles and is taken by players;</li>
 * <li>{@code neutral} alone: one piece of nobody's that a player may hold, a title ({@code rules.titles});</li>
 * <li>anything else (where it stands among feature kinds or corners, a supply, a strength, a condition,
 *     a companion, a score, {@code neutral in ZONE}): a figure ({@code rules.figures}).</li>
 * </ul>
 * Properties that say two of these at once are reported at the second one. A piece declared again
 * (a later rule set) must be a figure, whose properties the new declaration changes.
 */
public final class PieceCompiler {
    private PieceCompiler() {}

    /**
     * For tools (the language server): what a declaration declares, in the words FIGURE, TOKEN,
     * TILE_TOKEN, TITLE, LINK, JUNCTION, DECK (two for tokens both lying on tiles and held); none
     * when its properties contradict each other.
     */
    public static List<String> kinds(PieceItemContext pi) {
        Store st = store("", pi, new Diagnostics());
        if (st == null) return List.of();
        return st == Store.HELD_AND_TILE ? List.of("TOKEN", "TILE_TOKEN") : List.of(st.name());
    }

    /** The figures a declaration says the piece is ({@code piece NAME is KIND, ...}). */
    static List<NameContext> kindsOf(PieceItemContext pi) {
        return pi.pieceKinds() == null ? List.of() : pi.pieceKinds().name();
    }

    /** The source text of a part of a declaration, as written. */
    static String source(ParserRuleContext at) {
        if (at.getStop() == null || at.getStop().getStopIndex() < at.getStart().getStartIndex()) return at.getText();
        return at.getStart().getInputStream().getText(Interval.of(at.getStart().getStartIndex(), at.getStop().getStopIndex()));
    }

    /** Pass 1: the names, each in its store, and what rules must know before any body compiles. */
    static void declare(Rules rules, Diagnostics diags, LookReader looks, Declared declared, String file, PieceItemContext pi) {
        String first = pi.name(0).getText();
        boolean again = declared.store.containsKey(first);
        Store st;
        if (again) {
            // declared again (a later rule set): only a figure, and only with properties a figure has
            st = declared.store.get(first);
            boolean otherStore = pi.pieceProp().stream().anyMatch(p -> p instanceof CardsPropContext
                    || p instanceof StandsPropContext sp && sp.place().stream().anyMatch(pl -> pl.players != null || pl.ends != null
                            || pl.board != null || pl.box != null));
            // a tile type may be said to stay in the box by several files (each combination that leaves it out)
            if (st == Store.TILE && store(file, pi, new Diagnostics()) == Store.TILE) return;
            if (st != Store.FIGURE || otherStore) {
                diags.add(file, pi.name(0), "piece " + first + " is already declared (" + declared.where(first, file) + ", " + st.what
                        + "); only a figure may be declared again, to change some of its properties (and a tile said again to stay in the box or in hand)");
                return;
            }
        } else {
            st = store(file, pi, diags);
            if (st == null) return;
        }
        for (NameContext nc : pi.name()) {
            String n = nc.getText();
            Store had = declared.store.get(n);
            if (had == Store.TILE && st == Store.TILE) continue;   // a tile said again to stay in the box
            if (had != null && !again) {
                diags.add(file, nc, "piece " + n + " is already declared (" + declared.where(n, file) + ", " + had.what + ")");
                continue;
            }
            if (had != null && had != st) {
                diags.add(file, nc, "piece " + n + " is declared again here with " + st.what + ", but it is " + had.what + " (" + declared.where(n, file) + ")");
                continue;
            }
            if (had == null) {
                declared.store.put(n, st);
                declared.where.put(n, file + ":" + nc.getStart().getLine() + ":" + (nc.getStart().getCharPositionInLine() + 1));
            }
            switch (st) {
                case FIGURE -> figure(rules, diags, looks, file, pi, nc);
                case TOKEN -> rules.tokens.add(n);
                case TILE_TOKEN -> tileToken(rules, n);
                case HELD_AND_TILE -> { rules.tokens.add(n); tileToken(rules, n); }
                case TITLE -> rules.titles.add(n);
                case LINK -> rules.links.add(new Rules.LinkKind(rules.links.size(), n));
                case JUNCTION -> rules.junctions.add(new Rules.JunctionKind(rules.junctions.size(), n));
                case DECK -> deck(rules, diags, file, pi, n);
                case TILE -> { }   // the tile type is known once the tile files are read (compile)
            }
        }
    }

    private static void tileToken(Rules rules, String n) {
        rules.tileTokens.add(n);
        rules.tileTokenExcludes.add(0L);   // the figures it excludes are read with the bodies, once every figure is known
    }

    private static void deck(Rules rules, Diagnostics diags, String file, PieceItemContext pi, String n) {
        List<String> cards = new ArrayList<>();
        for (PiecePropContext p : pi.pieceProp()) {
            for (NameContext c : ((CardsPropContext) p).name()) {
                if (cards.contains(c.getText())) diags.add(file, c, "card " + c.getText() + " is already in deck " + n);
                else cards.add(c.getText());
            }
        }
        rules.decks.add(new Rules.Deck(n, List.copyOf(cards)));
    }

    private static void figure(Rules rules, Diagnostics diags, LookReader looks, String file, PieceItemContext pi, NameContext nc) {
        String n = nc.getText();
        FigureKind k = rules.figureByName.get(n);
        if (k == null) {
            if (rules.figures.size() >= 62) { diags.add(file, nc, "too many figures (at most 62)"); return; }
            k = new FigureKind(rules.figures.size(), n);
            rules.figures.add(k);
            rules.figureByName.put(n, k);
            k.declaredAt = file + ":" + nc.getStart().getLine() + ":" + (nc.getStart().getCharPositionInLine() + 1);
            // a figure whose first declaration says where it stands has places of its own; one that does not
            // stands where its kinds stand (and where later declarations add)
            for (PiecePropContext p : pi.pieceProp()) {
                if (p instanceof StandsPropContext sp && sp.place().stream().anyMatch(pl -> pl.corners != null
                        || pl.tiles == null && pl.players == null && pl.ends == null && pl.board == null && pl.box == null)) k.ownPlaces = true;
            }
        }
        for (NameContext x : kindsOf(pi)) k.kinds.add(x.getText());
        for (PiecePropContext p : pi.pieceProp()) {
            if (p instanceof StrengthPropContext) k.ownStrength = true;
            if (p instanceof SupplyPropContext sp) FigureSupply.read(file, sp, k, diags);
            if (p instanceof PieceTagsPropContext tp) for (NameContext x : tp.name()) k.tags.add(x.getText());
            if (p instanceof PieceDrawPropContext dp) looks.read(file, dp.drawClause(), k.look, "piece", k.name);
            if (p instanceof StandsPropContext sp && sp.place().stream().anyMatch(pl -> pl.tiles != null)) {
                k.onTiles = true;             // known before any value or rule reads tile_of(...)
                rules.anyTileFigure = true;
            }
        }
    }

    /** The zone a neutral figure starts in, known before any value compiles (values may read where it is). */
    static void neutralZone(Rules rules, PieceItemContext pi) {
        for (PiecePropContext p : pi.pieceProp()) {
            if (!(p instanceof NeutralPropContext np) || np.zone == null) continue;
            int z = rules.zones.indexOf(np.zone.getText());
            if (z < 0) continue;
            for (NameContext n : pi.name()) {
                FigureKind k = rules.figureByName.get(n.getText());
                if (k != null) k.neutralZone = z;
            }
        }
    }

    /** Pass 3: the properties that are expressions or name what every declaration declared. */
    static void compile(Rules rules, Diagnostics diags, String file, ExprCompiler exprs, PieceItemContext pi) {
        if (store(file, pi, new Diagnostics()) == Store.TILE) { hand(rules, diags, file, pi); return; }
        for (NameContext nc : pi.name()) {
            String n = nc.getText();
            FigureKind fk = rules.figureByName.get(n);
            if (fk != null) { figureBody(rules, diags, file, exprs, pi, fk); continue; }
            Rules.LinkKind lk = rules.links.stream().filter(x -> x.name.equals(n)).findFirst().orElse(null);
            if (lk != null) {
                if (lk.pairs != null) continue;   // a duplicate, reported when declared
                lk.endAttr = ends(rules, diags, file, pi);
                for (PiecePropContext p : pi.pieceProp()) {
                    if (!(p instanceof SupplyPropContext sp)) continue;
                    if (sp.supplies.size() > 1 || sp.from != null) {
                        diags.add(file, sp, "a link's supply is one number of pairs per player (it may count the players), found '" + sp.getText().substring(6) + "'");
                    }
                    Scope s = new Scope("", "");
                    lk.pairs = exprs.expect(sp.supplies.get(0), s, Type.INT);
                    lk.pairsFrame = s.size();
                }
                continue;
            }
            Rules.JunctionKind jk = rules.junctions.stream().filter(x -> x.name.equals(n)).findFirst().orElse(null);
            if (jk != null) {
                if (jk.endAttr < 0) jk.endAttr = ends(rules, diags, file, pi);
                continue;
            }
            int t = rules.tileTokens.indexOf(n);
            if (t >= 0) {
                long mask = 0;
                for (PiecePropContext p : pi.pieceProp()) {
                    if (p instanceof ExcludesPropContext ep) for (NameContext x : ep.name()) mask |= exprs.figureMask(x);
                }
                rules.tileTokenExcludes.set(t, rules.tileTokenExcludes.get(t) | mask);
            } else {
                for (PiecePropContext p : pi.pieceProp()) {
                    if (p instanceof ExcludesPropContext) diags.add(file, p, "piece " + n + ": 'excludes' applies to pieces that stand or lie on tiles");
                }
            }
        }
    }

    /**
     * {@code piece TILE { on board  supply N }}: each player starts holding N tiles of that type;
     * {@code piece TILE, ... { on box }}: every copy of those tile types stays in the box.
     */
    private static void hand(Rules rules, Diagnostics diags, String file, PieceItemContext pi) {
        boolean box = pi.pieceProp().stream().anyMatch(p -> p instanceof StandsPropContext st && st.place().stream().anyMatch(pl -> pl.box != null));
        if (box) {
            for (NameContext nc : pi.name()) {
                TileType t = rules.tileByName.get(nc.getText());
                if (t == null) diags.add(file, nc, "unknown tile '" + nc.getText() + "'; " + Names.suggest(nc.getText(), rules.tileByName.keySet()));
                else if (!rules.without.contains(t)) rules.without.add(t);
            }
            return;
        }
        int n = 0;
        for (PiecePropContext p : pi.pieceProp()) {
            if (!(p instanceof SupplyPropContext sp)) continue;
            if (!(sp.supplies.get(0) instanceof IntExprContext ie)) {
                diags.add(file, sp.supplies.get(0), "a hand's supply is a number of tiles, found '" + sp.supplies.get(0).getText() + "'");
                return;
            }
            n = Bounds.at(Parsing.number(ie.INT()), Bounds.SUPPLY, "hand of " + pi.name(0).getText(), file, ie.INT().getSymbol(), diags);
        }
        for (NameContext nc : pi.name()) {
            TileType t = rules.tileByName.get(nc.getText());
            if (t == null) {
                diags.add(file, nc, "unknown tile '" + nc.getText() + "' (a piece on board is a tile type); " + Names.suggest(nc.getText(), rules.tileByName.keySet()));
            } else rules.hands.add(new Rules.Hand(t, n));
        }
    }

    /** {@code on ends ATTR}: the attribute must mark some tile feature. */
    private static int ends(Rules rules, Diagnostics diags, String file, PieceItemContext pi) {
        for (PiecePropContext p : pi.pieceProp()) {
            if (!(p instanceof StandsPropContext sp)) continue;
            for (PlaceContext pl : sp.place()) {
                if (pl.ends == null) continue;
                String a = pl.name().getText();
                int attr = rules.attribute(a);
                if (attr < 0) diags.add(file, pl.name(), "no tile feature carries an attribute '" + a + "'; " + Names.suggest(a, rules.attributes));
                return attr;
            }
        }
        return -1;
    }

    private static void figureBody(Rules rules, Diagnostics diags, String file, ExprCompiler exprs, PieceItemContext pi, FigureKind k) {
        for (NameContext x : kindsOf(pi)) {
            if (!rules.figureByName.containsKey(x.getText())) {
                diags.add(file, x, "piece " + k.name + " is " + x.getText() + ": no figure is called '" + x.getText()
                        + "' (a kind is a figure: piece NAME is follower); " + Names.suggest(x.getText(), rules.figureByName.keySet())
                        + " (a mark of this piece alone is a tag: tags " + x.getText() + ")");
            }
        }
        for (PiecePropContext p : pi.pieceProp()) {
            if (p instanceof PieceTagsPropContext tp) {
                for (NameContext x : tp.name()) {
                    if (rules.figureByName.containsKey(x.getText()) && !x.getText().equals(k.name)) {
                        diags.add(file, x, "tags " + x.getText() + ": " + x.getText() + " is a figure; to make " + k.name
                                + " one of its kind write 'piece " + k.name + " is " + x.getText()
                                + "' (it then stands, counts and is refused where a " + x.getText() + " is)");
                    }
                }
            }
        }
        for (PiecePropContext p : pi.pieceProp()) {
            if (p instanceof StrengthPropContext sp) {
                Scope s = itScope();
                k.strength = exprs.expect(sp.expr(), s, Type.INT);
                k.strengthFrame = s.size();
                Integer c = k.strength.constant();
                k.constantStrength = c == null ? -1 : Math.max(0, c);
            } else if (p instanceof StandsPropContext sp) {
                List<NameContext> kinds = new ArrayList<>();
                for (PlaceContext pl : sp.place()) {
                    if (pl.corners != null) {
                        Kind kind = rules.kindByName.get(pl.name().getText());
                        if (kind == null) diags.add(file, pl.name(), "unknown feature kind '" + pl.name().getText() + "'; " + Names.suggest(pl.name().getText(), rules.kindByName.keySet()));
                        else k.cornerKind = kind.id;
                    } else if (pl.tiles == null && pl.players == null && pl.ends == null) kinds.add(pl.name());
                }
                if (!kinds.isEmpty() || sp.cond != null || sp.anywhere != null) stands(rules, diags, file, exprs, kinds, sp.anywhere != null, sp.cond, k);
            } else if (p instanceof NeutralPropContext np && np.zone != null) {
                int z = rules.zones.indexOf(np.zone.getText());
                if (z < 0) diags.add(file, np.zone, "unknown zone '" + np.zone.getText() + "'; " + Names.suggest(np.zone.getText(), rules.zones));
                else k.neutralZone = z;
            } else if (p instanceof WithPropContext wp) {
                k.withKinds = exprs.figureMask(wp.name());
                rules.anyCompanion = true;
            } else if (p instanceof ExcludesPropContext ep) {
                for (NameContext n : ep.name()) k.excludes |= exprs.figureMask(n);
            } else if (p instanceof WhenPropContext wp) {
                // conditions add up: every declaration's, of the figure and of its kinds (see inherit)
                Scope s = itScope();
                Expr c = exprs.expect(wp.expr(), s, Type.BOOL);
                k.ownWhen = k.ownWhen == null ? c : new Exprs.And(k.ownWhen, c);
                k.whenFrame = Math.max(k.whenFrame, s.size());
            } else if (p instanceof ScoreModPropContext sp) {
                // score EXPR: the component as `it` (slot 0), the award before the change as `points` (slot 1)
                Scope s = itScope();
                s.declare("points", Type.INT);
                k.scoreModifier = exprs.expect(sp.expr(), s, Type.INT);
                k.scoreModifierFrame = s.size();
                rules.anyScoreModifier = true;
            }
        }
        if (k.strength == null && k.constantStrength < 0) k.constantStrength = 1;
    }

    /** {@code on KIND, ... [anywhere] [if EXPR]}: kinds the figure stands on, where, and on what condition. */
    private static void stands(Rules rules, Diagnostics diags, String file, ExprCompiler exprs, List<NameContext> kinds,
                       boolean anywhere, ExprContext cond, FigureKind k) {
        long mask = 0;
        for (NameContext n : kinds) {
            Kind kind = rules.kindByName.get(n.getText());
            if (kind == null) {
                diags.add(file, n, "unknown feature kind '" + n.getText() + "'; " + Names.suggest(n.getText(), rules.kindByName.keySet()));
            } else mask |= 1L << kind.id;
        }
        k.standsOn |= mask;
        if (anywhere) k.anywhere |= mask;
        if (cond == null) return;
        Scope s = new Scope("", "");
        s.declare("it", Type.COMPONENT);
        Expr c = exprs.expect(cond, s, Type.BOOL);
        if (k.onlyIf == null) k.onlyIf = new Expr[64];
        // conditions add up, as a figure's `when` does
        for (int kind = 0; kind < 64; kind++) {
            if ((mask & (1L << kind)) != 0) k.onlyIf[kind] = k.onlyIf[kind] == null ? c : new Exprs.And(k.onlyIf[kind], c);
        }
        k.onlyIfFrame = Math.max(k.onlyIfFrame, s.size());
    }

    private static Scope itScope() {
        Scope s = new Scope("", "");
        s.declare("it", Type.COMPONENT);
        return s;
    }
}
