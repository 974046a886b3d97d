package org.tilerules.lsp;

import org.tilerules.lsp.Decl.What;
import org.tilerules.runtime.Type;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a name at the cursor can be, read from the tokens before it: after
 * {@code extends} a rule set, in a scenario's {@code board} a tile, after
 * {@code 0,0.} a feature of the tile at 0,0, and so on. Completion offers these
 * names; hover and definition pick the one the word names.
 */
final class Context {
    private final Index index;
    private final Path file;
    private final Tokens tokens;
    private final List<String> line;
    private final String block;

    Context(Index index, Path file, Tokens tokens) {
        this.index = index;
        this.file = file;
        this.tokens = tokens;
        this.line = tokens.lineBefore();
        this.block = tokens.block();
    }

    /** The names that fit at the cursor, in the order they are declared; empty when nothing is known to fit. */
    List<Decl> expected() {
        String name = file.getFileName().toString();
        if (name.endsWith(".rules")) return inRules();
        if (name.endsWith(".tiles")) return inTiles();
        if (name.endsWith(".scenario")) return inScenario();
        return List.of();
    }

    /**
     * Every name in scope, for a word that no context explains. A tile's features only count
     * inside that tile's declaration: elsewhere {@code r} is a rule's variable, not some tile's road.
     */
    List<Decl> everything() {
        List<Decl> out = new ArrayList<>();
        for (Decl d : scope()) if (d.what() != What.TILE_FEATURE) out.add(d);
        String n = file.getFileName().toString();
        if (n.endsWith(".tiles")) {
            for (Decl d : index.tileFile(file)) if (d.what() != What.TILE_FEATURE) out.add(d);
            out.addAll(featuresOf(currentTile()));
        }
        if (n.endsWith(".scenario")) out.addAll(scene().players);
        if (n.endsWith(".rules")) {
            out.addAll(Index.builtins());
            out.addAll(Index.members(null));
        }
        for (Index.RuleSet rs : index.ruleSets()) out.addAll(of(rs.decls(), What.RULESET));
        return out;
    }

    private String back(int n) { return tokens.back(n); }

    private boolean lineStartsWith(String first) { return !line.isEmpty() && line.get(0).equals(first); }

    private List<Decl> inRules() {
        if (back(1).equals(".") && of(scope(), What.SCRIPT).stream().noneMatch(d -> d.name().equals(back(2)))) {
            // x.member: the built-in members of x's type where the tokens tell it, else of every type;
            // of a player, the counters per player too
            Type receiver = new Receivers(tokens.all(), scope()).typeEndingAt(tokens.index() - 2);
            List<Decl> members = new ArrayList<>(Index.members(receiver));
            if (receiver == null || receiver == Type.PLAYER) {
                for (Decl d : of(scope(), What.COUNTER)) if (d.shown().contains("per player")) members.add(d);
            }
            return members;
        }
        if (lineStartsWith("ruleset") && line.contains("extends") && (back(1).equals("extends") || back(1).equals(","))) {
            return ruleSets();
        }
        if (block.equals("piece")) {
            if (back(1).equals("of") || lineStartsWith("on") && (back(1).equals("on") || back(1).equals(","))) return kinds();
            if (lineStartsWith("tags")) return of(scope(), What.FIGURE);
            if (back(1).equals("in") && back(2).equals("neutral")) return of(scope(), What.ZONE);
        }
        if (line.size() == 1 && block.equals("ruleset")) {
            switch (line.get(0)) {
                case "feature": return kinds();
                case "piece": return of(scope(), What.FIGURE);
                case "option": return of(scope(), What.OPTION);
                default: break;
            }
        }
        if (lineStartsWith("on") && line.size() == 2 && block.equals("ruleset")) return kinds();
        if (lineStartsWith("zone") && back(1).equals("for")) return kinds();
        if (lineStartsWith("start") && line.size() == 1) return of(scope(), What.TILE);
        if (back(1).equals("(")) {
            String fn = back(2);
            if (fn.equals("components") || fn.equals("is")) return kinds();
            if (fn.equals("figures")) return of(scope(), What.FIGURE);
        }
        if (back(1).equals("return")) return of(scope(), What.FIGURE);
        if (back(1).equals("move")) {       // what moves: a piece the rules declare
            List<Decl> pieces = new ArrayList<>(of(scope(), What.FIGURE));
            for (What w : List.of(What.TOKEN, What.TILE_TOKEN, What.TITLE, What.LINK, What.JUNCTION, What.ADDITION)) pieces.addAll(of(scope(), w));
            return pieces;
        }
        if (back(1).equals("set")) return of(scope(), What.COUNTER);
        // in an expression: what a rule may name
        List<Decl> out = new ArrayList<>(of(scope(), What.OPTION));
        out.addAll(kinds());
        out.addAll(of(scope(), What.FIGURE));
        out.addAll(of(scope(), What.ZONE));
        out.addAll(of(scope(), What.VALUE));
        out.addAll(of(scope(), What.COUNTER));
        out.addAll(of(scope(), What.ACTION));
        out.addAll(Index.builtins());
        for (What w : List.of(What.TOKEN, What.TILE_TOKEN, What.TITLE, What.LINK, What.JUNCTION, What.DECK, What.ADDITION, What.TAG, What.STEP)) {
            out.addAll(of(scope(), w));
        }
        return out;
    }

    private List<Decl> inTiles() {
        if (block.equals("tile")) {
            if (line.isEmpty()) return kinds();
            if (line.contains("]") && !back(1).equals("]")) return featuresOf(currentTile());
        }
        return List.of();
    }

    private List<Decl> inScenario() {
        Scene scene = scene();
        List<Decl> scope = index.decls(index.closure(scene.rules));
        if (lineStartsWith("rules") && (back(1).equals("rules") || back(1).equals(","))) return ruleSets();
        if (blocks().contains("setup")) return inSetUp(scene, scope);
        if (back(1).equals(".")) {
            String pos = Scene.coordBefore(tokens.all(), tokens.index() - 1);
            if (pos != null) {
                String named = tokenBack(pos);
                return featuresOf(named != null ? named : scene.tileAt.get(pos), scope);
            }
        }
        if (back(1).equals("place") || back(1).equals("discarded") || back(1).equals("legal") || back(1).equals("illegal")
                || block.equals("bag") || block.equals("board") && line.isEmpty()) {
            return of(scope, What.TILE);
        }
        if (back(1).equals("option") && line.size() == 1) return of(scope, What.OPTION);
        if (back(1).equals("in") && (line.size() == 1 || back(3).equals("neutral"))) return of(scope, What.ZONE);
        if (back(1).equals("neutral") || lineStartsWith("supply") && line.size() == 2) return of(scope, What.FIGURE);
        if (back(1).equals("on") && blocks().contains("board") && !block.equals("board") && !line.isEmpty()) {
            return featuresOf(line.get(0), scope);                    // TILE at x,y { PLAYER FIGURE on FEATURE }
        }
        if (back(1).equals("on") && block.equals("moves")) {
            int place = line.indexOf("place");
            return place >= 0 && place + 1 < line.size() ? featuresOf(line.get(place + 1), scope) : List.of();
        }
        if (block.equals("moves") && (back(1).equals(":") || back(1).equals(";"))) return of(scope, What.FIGURE);
        if (blocks().contains("board") && !block.equals("board") && (back(1).equals("{") || back(1).equals(","))) {
            return scene.players;
        }
        if (blocks().contains("board") && !block.equals("board") && scene.players.stream().anyMatch(p -> p.name().equals(back(1)))) {
            return of(scope, What.FIGURE);
        }
        if (line.isEmpty() && block.equals("moves") || back(1).equals("turn") || lineStartsWith("score") && line.size() == 1
                || lineStartsWith("supply") && line.size() == 1 || back(1).equals(":") && block.equals("expect")) {
            return scene.players;
        }
        return List.of();
    }

    /**
     * In a scenario's {@code setup { ... }}: statements of the rule language, so what a rule may name, the
     * scenario's players and the set-up actions; after {@code x.} the built-in members and the counters per player.
     */
    private List<Decl> inSetUp(Scene scene, List<Decl> scope) {
        if (back(1).equals(".")) {
            List<Decl> members = new ArrayList<>(Index.members(null));
            for (Decl d : of(scope, What.COUNTER)) if (d.shown().contains("per player")) members.add(d);
            return members;
        }
        List<Decl> out = new ArrayList<>(scene.players);
        out.addAll(Index.setUpActions());
        for (What w : List.of(What.FIGURE, What.ZONE, What.TOKEN, What.TILE_TOKEN, What.TITLE, What.DECK, What.COUNTER, What.TILE, What.OPTION)) {
            out.addAll(of(scope, w));
        }
        out.addAll(Index.builtins());
        return out;
    }

    /** TILE in {@code TILE@x,y.} right before the coordinate, or null. */
    private String tokenBack(String pos) {
        int tokensOfPos = 0, len = 0;
        while (len < pos.length()) len += back(2 + tokensOfPos++).length();
        return back(2 + tokensOfPos).equals("@") ? back(3 + tokensOfPos) : null;
    }

    private List<String> blocks() { return tokens.blocks(); }

    private Scene scene() { return new Scene(tokens.all(), tokens.index(), file); }

    private String currentTile() {
        int i = tokens.lastIndexBack("tile");
        return i == 0 ? null : back(i - 1);
    }

    private List<Decl> featuresOf(String tile) {
        List<Decl> out = new ArrayList<>();
        for (Decl d : index.tileFile(file)) if (d.what() == What.TILE_FEATURE && d.owner().equals(tile)) out.add(d);
        return out;
    }

    private static List<Decl> featuresOf(String tile, List<Decl> scope) {
        List<Decl> out = new ArrayList<>();
        if (tile == null) return out;
        for (Decl d : scope) if (d.what() == What.TILE_FEATURE && d.owner().equals(tile)) out.add(d);
        return out;
    }

    private List<Decl> ruleSets() {
        List<Decl> out = new ArrayList<>();
        for (Index.RuleSet rs : index.ruleSets()) out.addAll(of(rs.decls(), What.RULESET));
        return out;
    }

    private List<Decl> kinds() { return of(scope(), What.KIND); }

    /** The names of the rule sets this file belongs to: its own and what it extends, or all of them. */
    private List<Decl> scope() {
        String n = file.getFileName().toString();
        if (n.endsWith(".rules")) {
            Path dir = file.toAbsolutePath().normalize().getParent();
            Index.RuleSet own = index.ruleSet(dir.getFileName().toString());
            if (own != null) return index.decls(index.closure(List.of(own.name())));
        }
        if (n.endsWith(".scenario")) return index.decls(index.closure(scene().rules));
        return index.decls(index.closure(List.of()));
    }

    /** The declarations of one kind of name, each name once (the first declaration: where an extension redeclares it, the original). */
    static List<Decl> of(Collection<Decl> decls, What what) {
        List<Decl> out = new ArrayList<>();
        for (Decl d : decls) if (d.what() == what) out.add(d);
        return unique(out);
    }

    /** One declaration per name: a kind declared again by an extending rule set is offered once. */
    static List<Decl> unique(List<Decl> decls) {
        List<Decl> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Decl d : decls) if (seen.add(d.what() + " " + (d.what() == What.TILE_FEATURE ? d.owner() : "") + " " + d.name())) out.add(d);
        return out;
    }
}
