package org.tilerules.script;

import org.graalvm.polyglot.HostAccess.Export;
import org.graalvm.polyglot.Value;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.BoardExprs.ComponentNumber;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.TileExprs;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.List;

/**
 * The functions of a script's {@code game} that no built-in of the language gives
 * ({@link ScriptGame} calls the methods marked {@link Export}, beside the twins of
 * the registry; the functions once here that had a twin are gone, {@link ScriptRenames}),
 * and the state of the call in progress (the game, whether effects are allowed, the function).
 * Values cross as the language's own: components, players and tiles are ints, lists
 * are arrays of ints, kinds, options and categories are named by the strings of the
 * rule and tile files. Effects ({@code award}, {@code choose}) are allowed only in a
 * statement ({@code m.f(...)}), so conditions and scores stay side-effect free.
 * The reference, with an example per function, is docs/scripts.md.
 * <p>A method's name is the script's name of the function, so these are snake_case like every other member of
 * {@code game} ({@code player_name}, not {@code playerName}); the camelCase names scripts had are in {@link ScriptRenames}.
 */
public final class ScriptApi {
    Game g;
    boolean effects;
    ScriptFunction fn;
    ScriptModule.Live live;

    /** A script used the API wrongly; reported at the script's line. */
    static final class Misuse extends RuntimeException {
        Misuse(String message) { super(message, null, false, false); }
    }

    Game game() {
        if (g == null) throw new Misuse("the game API is available only while the rules call the script, not at its top level");
        return g;
    }

    private int component(String fnName, int c) {
        Game gm = game();
        if (c < 0 || c >= gm.graph.nFeat) throw new Misuse(fnName + "(" + c + "): " + c + " is not a component");
        return gm.graph.find(c);
    }

    private int player(String fnName, int p) {
        if (p < 0 || p >= game().nPlayers) throw new Misuse(fnName + "(" + p + "): " + p + " is not a player (0.." + (g.nPlayers - 1) + ")");
        return p;
    }

    private int tile(String fnName, int t) {
        if (t < 0 || t >= game().board.n) throw new Misuse(fnName + "(" + t + "): " + t + " is not a placed tile");
        return t;
    }

    private static Expr constant(Type t, int v) { return new Exprs.Const(t, v); }

    private Value array(IntList xs) { return live.array(xs); }

    void needEffects(String what) {
        if (!effects) {
            throw new Misuse(what + " is allowed only in a statement: write '" + fn.module.name + "." + fn.name
                    + "(...)' in the rule file, not an expression");
        }
    }

    // ---------------------------------------------------------------- players and the game

    @Export public Value players() {
        IntList ps = new IntList(game().nPlayers);
        for (int p = 0; p < g.nPlayers; p++) ps.add(p);
        return array(ps);
    }

    @Export public String player_name(int p) { return g.playerNames[player("player_name", p)]; }

    @Export public int turn() { return game().turn; }

    /** An option's value for this game: a number, or true/false. */
    @Export public Object option(String name) {
        Rules.OptionDecl o = game().rules.optionByName.get(name);
        if (o == null) throw new Misuse("option(\"" + name + "\"): no option is named '" + name + "'; options: " + g.rules.optionByName.keySet());
        int v = g.options[o.index()];
        return o.type() == Type.BOOL ? (Object) (v != 0) : (Object) v;
    }

    // ---------------------------------------------------------------- components

    @Export public String kind(int c) {
        int r = component("kind", c);
        return g.rules.kinds.get(g.graph.kind[r]).name;
    }

    /** A summed attribute of the component, by the name the tile files use. */
    int attr(int c, String name) {
        int r = component("game.component.attr", c);
        int a = g.rules.attribute(name);
        if (a < 0) throw new Misuse("game.component.attr(" + c + ", \"" + name + "\"): no attribute is named '" + name + "'; attributes: " + g.rules.attributes);
        if (a >= g.rules.summed.length || !g.rules.summed[a]) {
            throw new Misuse("game.component.attr(" + c + ", \"" + name + "\"): attribute '" + name + "' is not summed over components (no kind says 'sums " + name + "')");
        }
        return new ComponentNumber(ComponentNumber.What.ATTRIBUTE, constant(Type.COMPONENT, r), a).evalInt(g, null);
    }

    /** A placed tile's own attribute (its features' values of it added up), as {@code t.ATTR} reads it. */
    int tileAttr(int t, String name) {
        int tile = tile("game.tile.attr", t);
        int a = g.rules.attribute(name);
        if (a < 0) throw new Misuse("game.tile.attr(" + t + ", \"" + name + "\"): no attribute is named '" + name + "'; attributes: " + g.rules.attributes);
        return new TileExprs.Attribute(constant(Type.TILE, tile), a).evalInt(g, null);
    }

    /** Whether two features belong to one component. */
    @Export public boolean same(int a, int b) { return component("same", a) == component("same", b); }

    /**
     * The tile of the component's first feature. Not {@code tile_of}: that is the registry's twin of
     * {@code tile_of(FIGURE)}, the tile a neutral figure stands on.
     */
    @Export public int component_tile(int c) { return g.graph.tile[component("component_tile", c)]; }

    // ---------------------------------------------------------------- tiles

    /** The tile type's name in the tile file. */
    @Export public String tile_name(int t) { return g.type(g.board.type[tile("tile_name", t)]).name; }

    // ---------------------------------------------------------------- effects (statements only)

    /** Points with a reason, in the category the rule file gives the procedure ({@code as CATEGORY}, else the module's name). */
    @Export public void award(int p, int points, String reason) {
        needEffects("award");
        g.award(player("award", p), points, fn.category, reason, fn.site());
    }

    /** Points with a reason in a named score category the rules already have. */
    @Export public void award(int p, int points, String reason, String category) {
        needEffects("award");
        int c = g.rules.categories.indexOf(category);
        if (c < 0) throw new Misuse("award(..., \"" + category + "\"): no score category is named '" + category + "'; categories: " + g.rules.categories);
        g.award(player("award", p), points, c, reason, fn.site());
    }

    /** Asks a player to pick one of the labels (through the player's agent, recorded like every choice); returns its index. */
    @Export public int choose(int p, Value labels) {
        needEffects("choose");
        player("choose", p);
        if (labels == null || !labels.hasArrayElements() || labels.getArraySize() == 0) {
            throw new Misuse("choose(" + p + ", labels): labels must be a non-empty array of strings");
        }
        List<String> ls = new ArrayList<>();
        for (long i = 0; i < labels.getArraySize(); i++) ls.add(ScriptCall.show(labels.getArrayElement(i), false));
        return g.choose(p, new Labels(ls));
    }

    /** A script's decision: one option per label; a label "none" is the do-nothing option. */
    private record Labels(List<String> labels) implements ChoiceSet {
        @Override public int size() { return labels.size(); }

        @Override public String label(int i) { return labels.get(i); }

        @Override public String topic() { return "option"; }

        @Override public int noneOption() { return labels.indexOf("none"); }
    }
}
