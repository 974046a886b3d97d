package org.tilerules.cli;

import org.tilerules.model.TileType;
import org.tilerules.picture.Artwork;
import org.tilerules.picture.BoardPicture;
import org.tilerules.picture.Colours;
import org.tilerules.record.JsonIo;
import org.tilerules.runtime.Choice;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.builtins.Builtins;
import org.tilerules.builtins.Drawing;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.ScoreEvent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A snapshot of a browser game as JSON for the page: the board (the same SVG
 * as {@code render board}), the players with their scores and pieces, the
 * drawn tile, the log, the final table, and a person's pending decision. Every
 * decision is sent the same way, whatever the rules ask: the options' labels,
 * and for each option what on the board it names, so the page can mark it: a
 * placement (position and turn), a feature (the point where a figure on it
 * stands), or a tile.
 */
final class WebState {
    private final WebGame web;
    private final Game g;
    private final Artwork art;
    private final BoardPicture pictures;

    WebState(WebGame web) {
        this.web = web;
        this.g = web.game;
        art = new Artwork(g.rules);
        pictures = new BoardPicture(art).showOpen(true).cellPixels(80);
    }

    String json(int version, ChoiceSet decision, int chooser, String problem) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("version", version);
        m.put("game", web.id);
        m.put("rules", g.rules.rulesets);
        m.put("status", problem != null ? "failed" : g.finished() ? "over" : "playing");
        if (problem != null) m.put("problem", problem);
        m.put("turn", g.turn);
        m.put("current", g.current);
        m.put("tilesLeft", g.remaining());
        m.put("players", players());
        Map<String, Object> d = decision == null ? null : decision(decision, chooser);
        if (g.drawn >= 0) m.put("drawn", tile(g.type(g.drawn), 0));
        int[] o = pictures.origin(g);
        m.put("origin", List.of(o[0], o[1]));
        m.put("board", BoardPicture.standalone(art, pictures.markLast(g.board.n > g.rules.start.size()).body(g)));
        if (d != null) m.put("decision", d);
        m.put("log", web.log());
        m.put("events", events());
        m.put("undo", web.canUndo());
        if (g.finished()) m.put("table", table());
        return JsonIo.write(m);
    }

    /** Every score event so far: who, how many, why in words and the rule that made it (shown on hover). */
    private List<Object> events() {
        List<Object> out = new ArrayList<>();
        for (ScoreEvent e : g.events) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("turn", e.turn());
            m.put("player", e.player());
            m.put("points", e.points());
            m.put("category", e.category());
            m.put("reason", e.reason());
            m.put("rule", e.rule());
            out.add(m);
        }
        return out;
    }

    private List<Object> players() {
        List<Object> out = new ArrayList<>();
        for (int p = 0; p < g.nPlayers; p++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", g.playerNames[p]);
            m.put("colour", Colours.seat(g.playerNames[p], p));
            m.put("seat", web.seats.get(p));
            m.put("score", g.score[p]);
            List<Object> pieces = new ArrayList<>();
            for (FigureKind k : g.rules.figures) {
                int left = g.supplyOf(p, k.id), out2 = 0;
                for (int x = 0; x < g.graph.nFig; x++) {
                    boolean away = g.graph.figAt[x] >= 0 || g.graph.figZone[x] > 0;   // on the board or in a zone
                    if (away && g.graph.figOwner[x] == p && g.graph.figKind[x] == k.id) out2++;
                }
                if (left + out2 > 0) pieces.add(Map.of("kind", k.name, "name", k.look.label(k.name), "left", left, "total", left + out2));
            }
            for (Drawing.HeldHook h : Builtins.heldHooks()) {
                h.held(g, p, (kind, name, left) -> pieces.add(Map.of("kind", kind, "name", name, "left", left)));
            }
            m.put("pieces", pieces);
            out.add(m);
        }
        return out;
    }

    /** A tile type turned {@code rot} right angles, as the id of its symbol in the board's definitions. */
    private Map<String, Object> tile(TileType tt, int rot) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", tt.name);
        m.put("symbol", art.symbol(tt, rot));
        return m;
    }

    private Map<String, Object> decision(ChoiceSet cs, int chooser) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("player", chooser);
        m.put("topic", cs.topic());
        if (cs.title() != null) m.put("title", cs.title());
        int[] o = pictures.origin(g);
        List<Object> options = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            Map<String, Object> opt = new LinkedHashMap<>();
            String label = cs.label(i);
            opt.put("label", label);
            opt.put("text", cs.words(i));
            int[] pl = cs.placement(i);
            int type = cs.placedTile(i);
            if (pl != null && type >= 0) {
                opt.put("placement", List.of(pl[0], pl[1], pl[2]));
                opt.put("symbol", art.symbol(g.type(type), pl[2]));
            }
            // the place the option is about, from its data: a feature's anchor, else the tile it names
            int f = cs.figureFeature(i);
            Choice c = cs.choice(i);
            if (f < 0 && pl == null) f = c.feature();
            double[] at = f >= 0 ? anchor(g.graph.tile[f], g.graph.local[f], o) : null;
            if (at == null && pl == null && c.tile() >= 0) opt.put("tile", List.of(g.board.x[c.tile()], g.board.y[c.tile()]));
            if (at != null) opt.put("mark", List.of(Math.round(at[0]), Math.round(at[1])));
            options.add(opt);
        }
        m.put("options", options);
        m.put("none", cs.noneOption());
        return m;
    }

    /** Where a figure on feature {@code local} of placed tile {@code t} stands, in the board picture's units. */
    private double[] anchor(int t, int local, int[] origin) {
        double[] p = art.art(g.board.typeOf(t)).anchor(local, g.board.rot[t]);
        return new double[] {origin[0] + g.board.x[t] * 100 + p[0], origin[1] + g.board.y[t] * 100 + p[1]};
    }

    /** The final table: one row per player, one column per scoring category, the total last (as play prints it). */
    private Map<String, Object> table() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("categories", g.rules.categories);
        List<Object> rows = new ArrayList<>();
        for (int p = 0; p < g.nPlayers; p++) {
            List<Integer> cats = new ArrayList<>();
            for (String c : g.rules.categories) cats.add(g.categoryPoints(p, c));
            rows.add(Map.of("player", g.playerNames[p], "points", cats, "total", g.score[p]));
        }
        m.put("rows", rows);
        m.put("tiles", g.board.n);
        m.put("turns", g.turn);
        return m;
    }
}
