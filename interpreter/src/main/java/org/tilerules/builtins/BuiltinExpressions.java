package org.tilerules.builtins;

import org.tilerules.runtime.Around;
import org.tilerules.runtime.BoardExprs.ComponentNumber;
import org.tilerules.runtime.BoardExprs.Seat;
import org.tilerules.runtime.BoardExprs;
import org.tilerules.runtime.DrawnTile;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs.Global;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.LineExprs;
import org.tilerules.runtime.PlayerPieces;
import org.tilerules.runtime.RelatedToAny;
import org.tilerules.runtime.Roll;
import org.tilerules.runtime.ScoreReactions;
import org.tilerules.runtime.TileExprs;
import org.tilerules.runtime.TilePathExprs;
import org.tilerules.runtime.Type;
import org.tilerules.runtime.Values;

import static org.tilerules.builtins.Arg.*;
import static org.tilerules.runtime.Type.BOOL;
import static org.tilerules.runtime.Type.COMPONENTS;
import static org.tilerules.runtime.Type.PLAYERS;
import static org.tilerules.runtime.Type.ZONE;

/**
 * The built-in expressions, one line each ({@link Builtins}): every function ({@code count(L)}), member
 * ({@code c.tiles}, {@code p.tokens(T)}) and name ({@code current}) with its receiver, parameters, result type,
 * a line of documentation and the node it compiles to. Adding a built-in expression is one line here and, if
 * it computes something new, one {@link Expr} class.
 */
final class BuiltinExpressions {
    private BuiltinExpressions() {}

    /** Registers the core's expressions, in the order of the docs. */
    static void register(Registry r) {
        // names
        r.name("current", Type.PLAYER, "whose turn it is", a -> new Global(Global.What.CURRENT, Type.PLAYER));
        r.name("placed", Type.TILE, "the tile placed this turn", a -> new Global(Global.What.PLACED, Type.TILE));
        r.name("remaining", Type.INT, "tiles left in the bag", a -> new Global(Global.What.REMAINING, Type.INT));
        r.name("repeats", Type.INT, "how often the current turn's steps have run again (`repeat_turn()`); 0 in the first pass",
                a -> new Global(Global.What.REPEATS, Type.INT));
        r.name("board", Type.TILES, "every placed tile, in the order placed", a -> new TileExprs.All());
        r.name("completed", COMPONENTS, "the components completed by this pass's placement, in order (a step after "
                + "`score_completed()` still sees them)", a -> new Exprs.Completed());
        r.name("drew_held", BOOL, "the tile drawn in this pass of the turn was the current player's held tile, not the bag's",
                a -> new Global(Global.What.DREW_HELD, BOOL));
        r.name("added", Type.INT, "features added to placed tiles in this pass of the turn (`addition`)",
                a -> new Global(Global.What.ADDED, Type.INT));
        r.name("over", BOOL, "the last turn has been played: true in `on ending`, `on final`, `on end` and the reactions they cause",
                a -> new ScoreReactions.Over());
        r.name("awarded", Type.INT, "in an `on majority` handler: the points each player received by the award",
                a -> new Global(Global.What.AWARDED, Type.INT));

        // functions
        r.function("count", Type.INT, "the number of elements of the list", a -> new Exprs.Count(a.value(0)), LIST);
        r.function("sum", Type.INT, "EXPR added up over the list; EXPR sees each element as `it`",
                a -> new Values.Sum(a.value(0), a.id(1), a.value(1)), LIST, EACH);
        r.function("first", null, "the list's first N elements (all when it has fewer): `for each q in first(seats_after(current) "
                + "where ..., 1)` is \"the next such player\"", a -> new ScoreReactions.First(a.value(0), a.value(1)), LIST, INT);
        r.function("max", Type.INT, "the greater of two numbers", a -> new Exprs.MinMax(true, a.value(0), a.value(1)), INT.as("A"), INT.as("B"));
        r.function("min", Type.INT, "the smaller of two numbers", a -> new Exprs.MinMax(false, a.value(0), a.value(1)), INT.as("A"), INT.as("B"));
        r.function("roll", Type.INT, "a number from 1 to N drawn from the game's seeded generator (the bag's): seed and choices "
                + "reproduce it, look-ahead on a copy of the game sees the same roll. Every evaluation rolls again, so bind it once: "
                + "`let d = roll(3)`. `--log` prints each roll; a scenario's `rolls N, ...` fixes the next rolls",
                a -> new Roll(a.value(0)), INT);
        r.function("majority", PLAYERS, "the players with the greatest total strength on the component (if above 0); all of them when tied; "
                + "a figure counts what the value `strength(w)` says (base: `w.strength`), a player what the value `share(p, c)` says (base: "
                + "`c.strength(p)`, his figures' strengths added up); a later rule set refines either once for every majority",
                a -> new BoardExprs.Majority(a.value(0)), COMPONENT);
        r.function("components", COMPONENTS, "every component of a kind (walks the board: meant for the end)",
                a -> new BoardExprs.ComponentsOf(a.id(0)), KIND);
        r.function("pieces_of", Type.FIGURES, "such figures on any of the components, in seat order from the current player",
                a -> new BoardExprs.PiecesOf(a.value(0), a.mask(1)), COMPONENT_LIST, FIGURES);
        r.function("pieces_of", Type.FIGURES, "the same for a list of tiles: such figures standing on any of the tiles",
                a -> new LineExprs.PiecesOnTiles(a.value(0), a.mask(1)), TILES, FIGURES);
        r.function("seats_after", PLAYERS, "every player once, starting after the player, ending with him",
                a -> new BoardExprs.SeatsAfter(a.value(0)), PLAYER);
        r.function("seats_from", PLAYERS, "COUNT players in seat order starting with the player, round the table as often as needed",
                a -> new BoardExprs.SeatsFrom(a.value(0), a.value(1)), PLAYER, INT.as("COUNT"));
        r.function("where_is", ZONE, "the zone where a neutral figure is", a -> new BoardExprs.WhereIs(a.id(0)), NEUTRAL);
        r.function("neutral", Type.FIGURE, "the neutral figure of that kind (`neutral in ZONE`), in its zone or on a feature: "
                + "`move neutral(FIGURE) to ...` takes it out of its zone onto a component; `return neutral(FIGURE)`, or returning the "
                + "figures of its component, sends it back to the zone it started in", a -> new BoardExprs.NeutralFigure(a.id(0)), NEUTRAL_IN_ZONE);
        r.function("tile_at", Type.TILE, "the placed tile at column X, row Y (no tile where none is placed): `tile_of(FIGURE) == tile_at(6, 0)`",
                a -> new TileExprs.At(a.value(0), a.value(1)), INT.as("X"), INT.as("Y"));
        r.function("connected", Type.TILES, "the tiles of FROM_TILES, then every tile of THROUGH_TILES reached from them by steps north, "
                + "east, south or west over tiles of THROUGH_TILES",
                a -> new TileExprs.Connected(a.value(0), a.value(1)), TILES.as("FROM_TILES"), TILES.as("THROUGH_TILES"));
        r.function("drawn_tagged", BOOL, "the tile drawn in this pass and not placed yet is of the tile type TAG, carries the tag TAG "
                + "or shows a feature of the kind TAG (false once it is placed)", a -> new DrawnTile.Tagged(a.name(0)), TILE_OR_TAG);
        r.function("awarded_as", BOOL, "only in an `on scored` handler: whether the points it sees were awarded `as CATEGORY`",
                a -> a.inScoreReaction() ? new ScoreReactions.AwardedAs(a.id(0))
                        : a.error("awarded_as(...) is read only in an 'on scored' handler, about the points it sees"), CATEGORY);

        // members of a component; this order is the order of the "known:" list of a wrong member's message
        r.property(Type.COMPONENT, "tiles", Type.INT, "distinct tiles of the component (a tile holding two parts counts once)",
                a -> new ComponentNumber(ComponentNumber.What.TILES, a.target(), -1));
        r.property(Type.COMPONENT, "open_ports", Type.INT, "ports of the component that face no tile",
                a -> new ComponentNumber(ComponentNumber.What.OPEN_PORTS, a.target(), -1));
        r.property(Type.COMPONENT, "complete", BOOL, "completed (by its kind's rule)",
                a -> new ComponentNumber(ComponentNumber.What.COMPLETE, a.target(), -1));
        r.property(Type.COMPONENT, "neighbours", Type.INT, "placed tiles around the component's (first) tile, 0..8",
                a -> a.readingNeighbours(new ComponentNumber(ComponentNumber.What.NEIGHBOURS, a.target(), -1)));
        r.property(Type.COMPONENT, "figures", Type.INT, "figures on it", a -> new ComponentNumber(ComponentNumber.What.FIGURES, a.target(), -1));
        r.property(Type.COMPONENT, "places", Type.TILES, "the placed tiles the component has a feature on", a -> new LineExprs.Places(a.target()));
        r.method(Type.COMPONENT, "figures", Type.INT, "figures on it of that figure or tag", a -> new BoardExprs.FiguresNamed(a.target(), a.mask(0)), FIGURES);
        r.method(Type.COMPONENT, "pieces", Type.FIGURES, "those figures, in seat order from the current player",
                a -> new BoardExprs.Pieces(a.target(), a.mask(0)), FIGURES);
        r.method(Type.COMPONENT, "owners", PLAYERS, "the owner of each such figure (a player twice if he has two)",
                a -> new BoardExprs.Owners(a.target(), a.mask(0)), FIGURES);
        r.method(Type.COMPONENT, "related", COMPONENTS, "components that the tiles relate to c by the relation (`touches`)",
                a -> new BoardExprs.Related(a.target(), a.id(0)), RELATION);
        r.method(Type.COMPONENT, "strength", Type.INT, "what the player's figures on the component count in a majority, added up (each "
                + "what the value `strength(w)` says): what the value `share(p, c)` starts from",
                a -> new BoardExprs.PlayerStrength(a.target(), a.value(0)), PLAYER);
        r.method(Type.COMPONENT, "is", BOOL, "the component's kind", a -> new BoardExprs.IsKind(a.target(), a.id(0)), KIND);
        r.method(Type.COMPONENT, "admits", BOOL, "whether a figure of that figure's kind may stand on the component's kind (the figure's "
                + "`on`; its `when` and the figures already there are not asked)", a -> new BoardExprs.Admits(a.target(), a.value(0)), FIGURE);
        r.property(Type.COMPONENT, "around", COMPONENTS, "components with a feature on one of c's tiles or the eight tiles around each, c itself left out",
                a -> new Around(a.target(), null));
        r.method(Type.COMPONENT, "around", COMPONENTS, "the same, on and around its tiles tagged TAG only", a -> new Around(a.target(), a.name(0)), TAG);

        // members of a list of components, of a zone, of a figure
        r.method(COMPONENTS, "related", COMPONENTS, "the components related by RELATION to any of the list's, each once",
                a -> new RelatedToAny(a.target(), a.id(0)), RELATION);
        r.property(ZONE, "figures", Type.INT, "figures waiting in a zone (zones are named values)", a -> new BoardExprs.ZoneCount(a.target(), -1L));
        r.method(ZONE, "figures", Type.INT, "such figures waiting in the zone", a -> new BoardExprs.ZoneCount(a.target(), a.mask(0)), FIGURES);
        r.property(Type.FIGURE, "owner", Type.PLAYER, "the figure's owner", a -> new BoardExprs.FigureOwner(a.target()));
        r.property(Type.FIGURE, "at", Type.COMPONENT, "the component a figure stands on", a -> new BoardExprs.FigureAt(a.target()));
        r.property(Type.FIGURE, "tile", Type.TILE, "the tile a figure stands on (none while it is in a zone or supply)", a -> new TileExprs.OfFigure(a.target()));
        r.property(Type.FIGURE, "strength", Type.INT, "the figure's own strength in majorities, as its piece declares it (`strength EXPR`, "
                + "read on the component it stands on; 0 off the board): what the value `strength(w)` starts from",
                a -> new BoardExprs.OwnStrength(a.target()));
        r.method(Type.FIGURE, "is", BOOL, "whether the figure is of that figure or tag", a -> new BoardExprs.FigureIs(a.target(), a.mask(0)), FIGURES);

        // members of a placed tile, of a list of tiles
        r.property(Type.TILE, "neighbours", Type.INT, "placed tiles around the tile, 0..8", a -> new BoardExprs.TileNeighbours(a.target()));
        r.property(Type.TILE, "components", COMPONENTS, "the components of a placed tile's features", a -> new BoardExprs.TileComponents(a.target()));
        r.property(Type.TILE, "adjacent", Type.TILES, "the placed tiles on the four sides of t (north, east, south, west)",
                a -> new TileExprs.Adjacent(a.target(), false));
        r.property(Type.TILE, "around", Type.TILES, "the placed tiles on the eight positions around t (diagonals too), clockwise from the north-west",
                a -> new TileExprs.Adjacent(a.target(), true));
        r.property(Type.TILE, "x", Type.INT, "the tile's column (x grows to the east)", a -> new TileExprs.Coordinate(a.target(), true));
        r.property(Type.TILE, "y", Type.INT, "the tile's row (y grows to the south)", a -> new TileExprs.Coordinate(a.target(), false));
        r.method(Type.TILE, "pieces", Type.FIGURES, "figures of that name or tag on any feature of the tile, in seat order from the current player",
                a -> new TileExprs.Pieces(a.target(), a.mask(0)), FIGURES);
        r.method(Type.TILE, "tagged", BOOL, "whether the tile carries the tag", a -> new BoardExprs.TileTagged(a.target(), a.name(0)), TAG);
        r.method(Type.TILE, "joins", Type.INT, "sides of the tile showing KIND that touch a placed tile",
                a -> new TilePathExprs.OfTile(a.target(), a.id(0), TilePathExprs.What.JOINS), KIND);
        r.method(Type.TILE, "previous", Type.TILE, "the neighbour, on a side showing KIND, that was placed first: the tile this one continues "
                + "(none: every member gives 0)", a -> new TilePathExprs.OfTile(a.target(), a.id(0), TilePathExprs.What.PREVIOUS), KIND);
        r.method(Type.TILE, "bend", Type.INT, "for a tile showing KIND on exactly two sides, walking in from the side of `t.previous(KIND)`: "
                + "1 if it turns right, -1 left, 0 straight on (0 for any other tile)",
                a -> new TilePathExprs.OfTile(a.target(), a.id(0), TilePathExprs.What.BEND), KIND);
        r.method(Type.TILE, "lines", Type.TILES, "t, then the placed tiles up to N steps from it to the north, east, south and west, nearest "
                + "first; empty positions on the way do not end a line", a -> new LineExprs.Lines(a.target(), a.value(0)), INT);
        r.method(Type.TILE, "toward", Type.TILE, "the placed tile N steps from t toward a compass point (N, NE, E, SE, S, SW, W, NW) as printed "
                + "on t, turned with it (printed W on a tile turned 90 is north); no tile on an empty position",
                a -> new TileExprs.Toward(a.target(), a.id(0), a.value(1)), POINT, INT);
        r.property(Type.TILE, "rotation", Type.INT, "how far the tile was turned clockwise when placed, in degrees: 0, 90, 180 or 270, "
                + "as its label's `rot R` says", a -> new TileExprs.Rotation(a.target()));
        r.method(Type.TILE, "faces", BOOL, "whether the compass point PRINTED on t (an arrow, a marked side or corner: N, NE, ... NW) points "
                + "toward POINT on the board, the tile turned as placed: `t.faces(N, E)` on a tile turned 90",
                a -> new TileExprs.Faces(a.target(), a.id(0), a.id(1)), POINT.as("PRINTED"), POINT);
        r.property(Type.TILES, "adjacent", Type.TILES, "the placed tiles beside any of the list's and not in it", a -> new TileExprs.AdjacentToAny(a.target()));
        r.method(Type.TILES, "has", BOOL, "whether the tile is in the list", a -> new TileExprs.Has(a.target(), a.value(0)), TILE);

        // members of a player
        r.property(Type.PLAYER, "score", Type.INT, "the player's score", a -> new BoardExprs.PlayerNumber(a.target(), 0L));
        r.property(Type.PLAYER, "turn_points", Type.INT, "points the player received during this turn (during this pass of it, after `repeat_turn()`)",
                a -> new Seat(a.target(), Seat.What.TURN_POINTS));
        r.property(Type.PLAYER, "next", Type.PLAYER, "the next seat", a -> new Seat(a.target(), Seat.What.NEXT));
        r.property(Type.PLAYER, "hand", Type.INT, "tiles in the player's hand", a -> new Seat(a.target(), Seat.What.HAND));
        r.property(Type.PLAYER, "held", Type.INT, "1 while the player holds a tile bought at an auction (his next draw), else 0",
                a -> new Seat(a.target(), Seat.What.HELD));
        r.method(Type.PLAYER, "supply", Type.INT, "figures of that name or kind in the player's supply (`supply(follower)`: every figure that is a follower)",
                a -> new BoardExprs.PlayerNumber(a.target(), a.mask(0)), FIGURES);
        r.method(Type.PLAYER, "pieces", Type.FIGURES, "the player's figures of that name or tag on the board (`figure`: of any kind, as wherever "
                + "a figure is named)", a -> new PlayerPieces(a.target(), a.mask(0)), FIGURES);
    }

}
