package org.tilerules.cli;

import org.tilerules.simulate.RulesDir;
import org.tilerules.simulate.RulesChoice;
import org.tilerules.model.FeatureDef;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "tiles", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Lists the tile types of rule sets: how many of each, tags, features and a picture.",
                "Each side of a picture shows the kind letter of its middle port, or of its halves when the",
                "middle is empty; a feature on no port shows in the centre."},
        footerHeading = "%nExamples:%n",
        footer = {"  carcassonne tiles --rules base", "  carcassonne tiles --rules base,other --rules-dir my-rulesets"})
final class TilesCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;
    @Mixin RulesChoice rules;

    @Override public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Rules r = rules.load(rulesDir.resolve());
        char[] letters = TilePicture.letters(r.kinds);
        List<String> key = new ArrayList<>();
        for (int k = 0; k < letters.length; k++) key.add(letters[k] + " " + r.kinds.get(k).name);
        out.println("kinds: " + String.join(", ", key));
        String set = null;
        int types = 0;
        for (TileType t : r.tiles) {
            if (t.variantOf >= 0) continue;     // a tile with a feature added in play (a bridge): not a tile of the box
            types++;
            if (!t.set.equals(set)) {
                set = t.set;
                out.println();
                out.println("tile set " + set + " (" + t.file + ")");
            }
            out.println();
            print(r, t, letters, out);
        }
        out.println();
        out.println(types + " tile types, " + r.totalTiles() + " tiles");
        return 0;
    }

    private static void print(Rules r, TileType t, char[] letters, PrintWriter out) {
        StringBuilder head = new StringBuilder(t.name).append(" x").append(r.inBox(t));
        if (r.inBox(t) != t.count) head.append("  (left out: ").append(t.count).append(" in the set)");
        for (Rules.Start s : r.start) {
            if (s.tile() == t) { head.append("  (start)"); break; }
        }
        if (!t.tags.isEmpty()) head.append("  tags: ").append(String.join(", ", t.tags));
        out.println(head);
        String[] pic = TilePicture.draw(t, letters);
        List<String> text = new ArrayList<>();
        for (FeatureDef f : t.features) text.add(describe(r, t, f));
        for (int i = 0; i < Math.max(pic.length, text.size()); i++) {
            String left = i < pic.length ? pic[i] : " ".repeat(TilePicture.W);
            String right = i < text.size() ? "  " + text.get(i) : "";
            out.println(("  " + left + right).stripTrailing());
        }
    }

    private static String describe(Rules r, TileType t, FeatureDef f) {
        StringBuilder sb = new StringBuilder(r.kinds.get(f.kind).name).append(' ').append(f.name)
                .append(" [").append(TilePicture.ports(f.portMask)).append(']');
        if (f.attrs != null) {
            for (int a = 0; a < f.attrs.length && a < r.attributes.size(); a++) {
                if (f.attrs[a] != 0) sb.append(' ').append(r.attributes.get(a)).append(' ').append(f.attrs[a]);
            }
        }
        if (f.relations != null) {
            for (int rel = 0; rel < f.relations.length && rel < r.relations.size(); rel++) {
                int[] to = f.relations[rel];
                if (to == null || to.length == 0) continue;
                List<String> names = new ArrayList<>();
                for (int i : to) names.add(t.features[i].name);
                sb.append(' ').append(r.relations.get(rel)).append(' ').append(String.join(", ", names));
            }
        }
        return sb.toString();
    }
}
