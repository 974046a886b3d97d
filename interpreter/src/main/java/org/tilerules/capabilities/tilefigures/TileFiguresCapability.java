package org.tilerules.capabilities.tilefigures;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Move;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import static org.tilerules.builtins.Arg.TILE;
import static org.tilerules.builtins.Arg.TILE_FIGURE;
import static org.tilerules.runtime.Type.BOOL;

/**
 * Neutral figures on tiles ({@code piece NAME { neutral  on tiles }}): where each stands, its trail, the figure it stands
 * beside, and the figures it keeps from its tile ({@code excludes}, through {@code Store.keepsAway}): {@link TileFigures},
 * {@link TileFigureRules}.
 */
public final class TileFiguresCapability implements Capability {
    @Override public String name() { return "tile-figures"; }

    @Override public int order() { return 40; }

    @Override public Store create(Game g) { return TileFigures.create(g); }

    @Override public void register(Registry r) {
        r.function("tile_of", Type.TILE, "the tile a neutral figure on tiles stands on (no tile while off the board)",
                a -> new TileFigureRules.TileOf(a.id(0)), TILE_FIGURE);
        r.function("on_board", BOOL, "whether a neutral figure on tiles stands on the board", a -> new TileFigureRules.OnBoard(a.id(0)), TILE_FIGURE);
        r.function("visited", BOOL, "whether the tile is on the figure's trail: the tiles it stood on since it was put down or its trail cleared",
                a -> new TileFigureRules.Visited(a.id(0), a.value(1)), TILE_FIGURE, TILE);
        r.function("beside", Type.FIGURES, "the figure a neutral figure on tiles stands beside, while that one stays where it stood (none or one)",
                a -> new TileFigureRules.Beside(a.id(0)), TILE_FIGURE);
        r.action("clear_trail", "the trail of a neutral figure on tiles (`visited`) starts again from the tile it stands on",
                a -> new TileFigureRules.ClearTrail(a.id(0)), TILE_FIGURE);
        // move F to TILE (a statement: straight there); choose { move F to TILES | FIGURES [{ ... }] } (a step; beside a figure)
        r.move(Move.statement(500, TILE_FIGURE, Move.Place.value(Type.TILE), m -> new TileFigureRules.Place(m.id(), m.to()))
                .from(Move.Place.none("%s goes from wherever it stands")).count(Move.Count.NONE));
        r.move(Move.option(500, TILE_FIGURE, Move.Place.typed("%s moves to a list of placed tiles, or beside one of a list of figures; found %s in '%s'",
                        Type.FIGURES, Type.TILES),
                m -> m.to().type == Type.FIGURES ? new TileFigureRules.BesideOption(m.id(), m.to(), m.block()) : new TileFigureRules.MoveTo(m.id(), m.to(), m.block()))
                .from(Move.Place.none("%s goes from wherever it stands")).block());
        // on a board picture: each neutral figure on tiles where it stands, with the figures
        r.board((g, out) -> {
            TileFigures tf = TileFigures.of(g);
            if (tf == null) return;
            for (FigureKind k : g.rules.figures) {
                int t = k.onTiles ? tf.tileOf(k.id) : -1;
                if (t >= 0) out.figureOnTile(k.id, t);
            }
        });
    }
}
