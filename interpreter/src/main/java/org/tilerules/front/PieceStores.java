package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.tilerules.grammar.TilerulesParser.*;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Which store of the game keeps a piece ({@link PieceCompiler}): it follows from the declaration's properties,
 * never from its name; properties that say two stores at once are reported at the second one.
 */
final class PieceStores {
    private PieceStores() {}

    enum Store {
        FIGURE("a figure"), TOKEN("tokens players hold"), TILE_TOKEN("tokens lying on tiles"), HELD_AND_TILE("tokens lying on tiles and held by players"),
        TITLE("a title: one piece of nobody's, held by at most one player"), LINK("a link: pairs of tokens on a tile's ends"),
        JUNCTION("a junction: nobody's pieces on a tile's ends"), DECK("a deck of cards"),
        TILE("tiles of that type (held in each player's hand: on board, supply N; or left in the box: on box)");
        final String what;
        Store(String what) { this.what = what; }
    }

    /** What the declarations of one loading found: each piece's store and where it was first declared. */
    static final class Declared {
        final Map<String, Store> store = new LinkedHashMap<>();
        final Map<String, String> where = new LinkedHashMap<>();

        /** Where a piece was declared first: its line and column, and its file when that is another one. */
        String where(String name, String file) {
            String w = where.get(name);
            return w.startsWith(file + ":") ? "at " + w.substring(file.length() + 1) : "at " + w;
        }
    }

    /** The store a declaration's properties say, or null after reporting a contradiction. */
    static Store store(String file, PieceItemContext pi, Diagnostics diags) {
        boolean cards = false, supply = false, neutral = false, neutralZone = false, figureProp = false;
        boolean kinds = false, tiles = false, players = false, ends = false, board = false, box = false;
        ParserRuleContext firstPlace = null, firstFigure = null;
        for (PiecePropContext p : pi.pieceProp()) {
            if (p instanceof CardsPropContext) cards = true;
            else if (p instanceof SupplyPropContext) { supply = true; if (firstFigure == null) firstFigure = p; }
            else if (p instanceof NeutralPropContext np) { neutral = true; neutralZone |= np.zone != null; }
            else if (p instanceof StandsPropContext sp) {
                for (PlaceContext pl : sp.place()) {
                    if (pl.tiles != null) tiles = true;
                    else if (pl.players != null) players = true;
                    else if (pl.ends != null) ends = true;
                    else if (pl.board != null) board = true;
                    else if (pl.box != null) box = true;
                    else kinds = true;
                    if (firstPlace == null) firstPlace = pl;
                }
            } else if (p instanceof StrengthPropContext || p instanceof WhenPropContext || p instanceof WithPropContext
                    || p instanceof ScoreModPropContext) {
                figureProp = true;
                if (firstFigure == null) firstFigure = p;
            }
        }
        String n = pi.name(0).getText();
        if (!PieceCompiler.kindsOf(pi).isEmpty()) {
            figureProp = true;    // `piece NAME is KIND`: a figure of that kind
            if (firstFigure == null) firstFigure = PieceCompiler.kindsOf(pi).get(0);
        }
        if (cards) {
            for (PiecePropContext p : pi.pieceProp()) {
                if (!(p instanceof CardsPropContext)) {
                    return contradiction(file, p, n, "a deck of cards", diags);
                }
            }
            return Store.DECK;
        }
        if (box) {
            // tiles that stay in the box: `piece E, H { on box }`
            for (PiecePropContext p : pi.pieceProp()) {
                if (!(p instanceof StandsPropContext st && st.place().size() == 1 && st.anywhere == null && st.cond == null)) {
                    return contradiction(file, p, n, "tiles that stay in the box (on box, nothing else)", diags);
                }
            }
            return Store.TILE;
        }
        if (board) {
            // a piece that is a tile: `piece TILE { on board  supply N }` (each player's hand)
            for (PiecePropContext p : pi.pieceProp()) {
                boolean fits = p instanceof SupplyPropContext sp && sp.supplies.size() == 1 && sp.from == null
                        || p instanceof StandsPropContext st && st.place().size() == 1 && st.anywhere == null && st.cond == null;
                if (!fits) return contradiction(file, p, n, "tiles held in each player's hand (on board  supply N)", diags);
            }
            return Store.TILE;
        }
        if (ends) {
            if (kinds || tiles || players || neutral || figureProp || pi.pieceProp().stream().anyMatch(p -> p instanceof ExcludesPropContext)) {
                return contradiction(file, firstOther(pi), n, "pieces on a tile's ends (a link with a supply, a junction without)", diags);
            }
            return supply ? Store.LINK : Store.JUNCTION;
        }
        if ((tiles || players) && kinds) {
            ParserRuleContext at = firstPlace;
            for (PiecePropContext p : pi.pieceProp()) {
                if (p instanceof StandsPropContext sp) {
                    for (PlaceContext pl : sp.place()) if ((pl.tiles != null || pl.players != null) && at == firstPlace) at = pl;
                }
            }
            return contradiction(file, at, n, "a figure, standing on feature kinds, where tokens lie on tiles or are held by players", diags);
        }
        if (tiles && neutral) {
            if (players || neutralZone) return contradiction(file, firstPlace, n, "one piece of nobody's standing on a tile", diags);
            return Store.FIGURE;
        }
        if (tiles || players) {
            if (neutral || supply || figureProp) {
                return contradiction(file, firstFigure != null ? firstFigure : firstPlace, n,
                        "tokens" + (tiles ? " lying on tiles" : " players hold") + ", any number of each, with no supply", diags);
            }
            return tiles && players ? Store.HELD_AND_TILE : tiles ? Store.TILE_TOKEN : Store.TOKEN;
        }
        if (kinds || supply || figureProp || neutralZone) return Store.FIGURE;
        if (neutral) return Store.TITLE;
        for (PiecePropContext p : pi.pieceProp()) {
            if (p instanceof ExcludesPropContext) {
                return contradiction(file, p, n, "a piece that is on no tile (excludes is about the tile where it stands or lies)", diags);
            }
        }
        // tags and a look are a figure's; a piece with no property at all is tokens players hold
        return pi.pieceProp().isEmpty() ? Store.TOKEN : Store.FIGURE;
    }

    private static ParserRuleContext firstOther(PieceItemContext pi) {
        for (PiecePropContext p : pi.pieceProp()) {
            if (p instanceof StandsPropContext sp) {
                for (PlaceContext pl : sp.place()) if (pl.ends == null) return pl;
            } else if (!(p instanceof SupplyPropContext)) return p;
        }
        return pi;
    }

    private static Store contradiction(String file, ParserRuleContext at, String n, String what, Diagnostics diags) {
        diags.add(file, at, "piece " + n + ": '" + PieceCompiler.source(at)
                + "' does not fit the rest of its properties, which make it " + what
                + "; a piece is one of: a figure (on KINDS, supply, strength, when, with, score, neutral in ZONE), one piece of nobody's on tiles"
                + " (neutral on tiles), tokens (on tiles, on players, or nothing), a title (neutral), pieces on ends (on ends ATTR [supply N]),"
                + " a deck (cards ...), a tile type (on board  supply N: held in hand; on box: left out)");
        return null;
    }
}
