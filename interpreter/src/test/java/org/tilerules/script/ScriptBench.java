package org.tilerules.script;

import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.BoardExprs;
import org.tilerules.runtime.BoardExprs.ComponentNumber;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The cost of a script call against the same rule in the language (numbers
 * in docs/scripts.md). Not a test: run it by hand, see docs/scripts.md.
 *
 * <p>Writes two rule sets into a folder (default: a temporary one):
 * {@code bench-lang}, a copy of the base game, and {@code bench-script}, the
 * same with every scoring expression replaced by a call to score.js. Then
 * times (1) single expressions: {@code n + 1} and {@code 2 * c.tiles + 1}
 * as compiled language nodes and as script calls; (2) whole games of both
 * rule sets with random bots, as {@code carcassonne bench} does; the two must
 * give the same points, game for game.
 */
public final class ScriptBench {
    private ScriptBench() {}

    static final String SCORE_JS = String.join("\n",
            "// The base game's scoring, as script functions (ScriptBench).",
            "function road(r) { return game.option('road_points') * game.component.tiles(r); }",
            "function city(c) { return game.option('city_points') * game.component.tiles(c) + game.option('shield_points') * game.component.attr(c, 'shields'); }",
            "function open_road(r) { return game.option('open_road_points') * game.component.tiles(r); }",
            "function open_city(c) { return game.option('open_city_points') * game.component.tiles(c) + game.option('open_shield_points') * game.component.attr(c, 'shields'); }",
            "function open_cloister(m) { return 1 + game.tile.neighbours(game.component_tile(m)); }",
            "function field(f) {",
            "  let n = 0;",
            "  for (const c of game.component.related(f, 'touches')) if (game.component.complete(c)) n++;",
            "  return game.option('farmer_points') * n;",
            "}",
            "function id(n) { return n + 1; }",
            "function value(c) { return 2 * game.component.tiles(c) + 1; }",
            "");

    static final String DECLS = String.join("\n",
            "  script score \"score.js\" {",
            "    function road(component) : int",
            "    function city(component) : int",
            "    function open_road(component) : int",
            "    function open_city(component) : int",
            "    function open_cloister(component) : int",
            "    function field(component) : int",
            "    function id(int) : int",
            "    function value(component) : int",
            "  }",
            "");

    /** Writes bench-lang and bench-script into {@code dir}/rulesets; returns that folder. */
    static Path write(Path dir) throws IOException {
        Path repo = TestSupport.repo();
        String base = Files.readString(repo.resolve("rulesets/base/base.rules"))
                .replace("\"../../tiles/base.tiles\"", "\"" + repo.resolve("tiles/base.tiles").toAbsolutePath() + "\"");
        String lang = base.replace("ruleset base {", "ruleset bench-lang {");
        String script = lang.replace("ruleset bench-lang {", "ruleset bench-script {")
                .replace("  value min_players() = 2  value max_players() = 5\n", "  value min_players() = 2  value max_players() = 5\n" + DECLS)
                .replace("award road_points * r.tiles", "award score.road(r)")
                .replace("award city_points * c.tiles + shield_points * c.shields", "award score.city(c)")
                .replace("award open_road_points * r.tiles", "award score.open_road(r)")
                .replace("award open_city_points * c.tiles + open_shield_points * c.shields", "award score.open_city(c)")
                .replace("award 1 + m.neighbours", "award score.open_cloister(m)")
                .replace("award farmer_points * count(f.related(touches) where complete)", "award score.field(f)");
        if (script.split("score\\.", -1).length - 1 < 6) throw new IllegalStateException("base.rules changed: the bench rewrites fewer than 6 scorings");
        Path rs = dir.resolve("rulesets");
        Files.createDirectories(rs.resolve("bench-lang"));
        Files.createDirectories(rs.resolve("bench-script"));
        Files.writeString(rs.resolve("bench-lang/bench-lang.rules"), lang);
        Files.writeString(rs.resolve("bench-script/bench-script.rules"), script);
        Files.writeString(rs.resolve("bench-script/score.js"), SCORE_JS);
        return rs;
    }

    public static void main(String[] args) throws Exception {
        Path dir = args.length > 0 ? Path.of(args[0]) : Files.createTempDirectory("script-bench");
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        Path rs = write(dir);
        System.out.println("rule sets written to " + rs);
        Rules lang = RulesLoader.load(rs, List.of("bench-lang"));
        Rules script = RulesLoader.load(rs, List.of("bench-script"));
        calls(script);
        for (int round = 0; round < 2; round++) {
            double gl = games(lang, games), gs = games(script, games);
            System.out.printf(Locale.ROOT, "games/s (round %d, %d games, 2 players): language %.0f, script %.0f (%.1fx slower)%n",
                    round + 1, games, gl, gs, gl / gs);
        }
        script.scripts.close();
    }

    /** Calls per second of single expressions, each evaluated as the compiler builds it, on a finished game's board. */
    static void calls(Rules script) {
        Game g = play(script, 1);
        ScriptModule m = ScriptModules.in(script).get("score");
        int field = -1, best = -1, touches = script.relation("touches");
        for (int i = 0; i < g.graph.nFeat; i++) {   // the field next to the most components (the slowest case for both)
            if (g.graph.find(i) != i || !script.kinds.get(g.graph.kind[i]).name.equals("field")) continue;
            int n = new BoardExprs.Related(new Exprs.Const(Type.COMPONENT, i), touches).evalList(g, null).size();
            if (n > best) { best = n; field = i; }
        }
        Expr n = new Exprs.Local(Type.INT, 0);
        Expr comp = new Exprs.Local(Type.COMPONENT, 1);
        Expr langId = new Exprs.Arith('+', n, new Exprs.Const(Type.INT, 1));
        Expr langValue = new Exprs.Arith('+', new Exprs.Arith('*', new Exprs.Const(Type.INT, 2),
                new ComponentNumber(ComponentNumber.What.TILES, comp, -1)), new Exprs.Const(Type.INT, 1));
        // farmer_points * count(f.related(touches) where complete), as the compiler builds it ('it' in slot 2)
        Expr langField = new Exprs.Arith('*', new Exprs.Option(Type.INT, script.optionByName.get("farmer_points").index()),
                new Exprs.Count(new Exprs.Where(new BoardExprs.Related(comp, touches), 2,
                        new ComponentNumber(ComponentNumber.What.COMPLETE, new Exprs.Local(Type.COMPONENT, 2), -1))));
        Expr scriptId = new ScriptCall(m.function("id"), new Expr[] {n}, "bench");
        Expr scriptValue = new ScriptCall(m.function("value"), new Expr[] {comp}, "bench");
        Expr scriptField = new ScriptCall(m.function("field"), new Expr[] {comp}, "bench");
        Frame f = new Frame(3);
        f.v[1] = field;
        if (langField.evalInt(g, f) != scriptField.evalInt(g, f)) throw new IllegalStateException("the field scores differ");
        System.out.printf(Locale.ROOT, "(the field has %d related components, worth %d)%n", best, langField.evalInt(g, f));
        for (int round = 0; round < 3; round++) {
            double a = rate(langId, g, f, 20_000_000), b = rate(scriptId, g, f, 2_000_000);
            double x = rate(langValue, g, f, 20_000_000), y = rate(scriptValue, g, f, 2_000_000);
            double u = rate(langField, g, f, 5_000_000), v = rate(scriptField, g, f, 500_000);
            System.out.printf(Locale.ROOT, "calls/s (round %d): 'n + 1' language %.1f M, script %.2f M (%.0fx); "
                    + "'2 * c.tiles + 1' language %.1f M, script %.2f M (%.0fx); field score language %.2f M, script %.3f M (%.0fx)%n",
                    round + 1, a / 1e6, b / 1e6, a / b, x / 1e6, y / 1e6, x / y, u / 1e6, v / 1e6, u / v);
        }
    }

    private static double rate(Expr e, Game g, Frame f, int n) {
        long sum = 0, t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            f.v[0] = i;
            sum += e.evalInt(g, f);
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        if (sum == 42) System.out.print("");
        return n / secs;
    }

    private static double games(Rules r, int n) {
        for (int i = 0; i < Math.max(50, n / 10); i++) play(r, -1 - i);
        long points = 0, t0 = System.nanoTime();
        for (int i = 0; i < n; i++) for (int s : play(r, 1 + i).score) points += s;
        double secs = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "  %s: %d games in %.2f s, %d points%n", r.rulesets.get(0), n, secs, points);
        return n / secs;
    }

    static Game play(Rules r, long seed) {
        Game g = new Game(r, new String[] {"a", "b"}, r.defaultOptions(), seed);
        for (int p = 0; p < 2; p++) g.agents[p] = new RandomAgent(seed * 1_000_003L + 7919L * (p + 1));
        g.setUp();
        g.play();
        return g;
    }
}
