package org.tilerules.script;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The functions scripts had before whose work a built-in's twin now does, and the hand-written ones
 * ({@link ScriptApi}) whose camelCase names became the snake_case every member of {@code game} has: the old call
 * and the new one, for the message a script that still calls one gets, at load ({@link ScriptTextCheck}) and when
 * it runs ({@link ScriptGame}). (Those of the same name, {@code current}, {@code placed}, {@code remaining},
 * {@code majority} and {@code components}, are the twins themselves now.)
 */
final class ScriptRenames {
    private ScriptRenames() {}

    /**
     * By the old function's name: its call as the docs wrote it, and the call that does its work now
     * ({@code tileOf} is not {@code tile_of}: that is the twin of {@code tile_of(FIGURE)}, a neutral figure's tile).
     */
    static final Map<String, String[]> RENAMED = new LinkedHashMap<>();

    static {
        String[][] renamed = {
            {"game.tiles(c)", "game.component.tiles(c)"},
            {"game.openPorts(c)", "game.component.open_ports(c)"},
            {"game.complete(c)", "game.component.complete(c)"},
            {"game.attr(c, \"ATTR\")", "game.component.attr(c, \"ATTR\")"},
            {"game.figures(c[, \"FIGURE\"])", "game.component.figures(c[, \"FIGURE\"])"},
            {"game.owners(c, \"FIGURE\")", "game.component.owners(c, \"FIGURE\")"},
            {"game.related(c, \"RELATION\")", "game.component.related(c, \"RELATION\")"},
            {"game.completedThisTurn()", "game.completed()"},
            {"game.neighbours(t)", "game.tile.neighbours(t)"},
            {"game.tagged(t, \"TAG\")", "game.tile.tagged(t, \"TAG\")"},
            {"game.x(t)", "game.tile.x(t)"},
            {"game.y(t)", "game.tile.y(t)"},
            {"game.tileAt(x, y)", "game.tile_at(x, y)"},
            {"game.componentsOn(t)", "game.tile.components(t)"},
            {"game.score(p)", "game.player.score(p)"},
            {"game.supply(p, \"FIGURE\")", "game.player.supply(p, \"FIGURE\")"},
            {"game.returnFigures(c)", "game.return({component: c})"},
            {"game.playerName(p)", "game.player_name(p)"},
            {"game.tileOf(c)", "game.component_tile(c)"},
            {"game.tileName(t)", "game.tile_name(t)"},
        };
        for (String[] r : renamed) RENAMED.put(r[0].substring("game.".length(), r[0].indexOf('(')), r);
    }

    /** The message for a call of a function that is now a twin's: {@code game.tiles(c) is now game.component.tiles(c)}. */
    static String message(String name) {
        String[] r = RENAMED.get(name);
        return r[0] + " is now " + r[1] + " (see docs/scripts.md)";
    }
}
