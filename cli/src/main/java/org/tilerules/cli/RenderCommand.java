package org.tilerules.cli;

import org.tilerules.front.Names;
import org.tilerules.model.TileType;
import org.tilerules.picture.Artwork;
import org.tilerules.picture.TilePictures;
import org.tilerules.runtime.Rules;
import org.tilerules.simulate.RulesChoice;
import org.tilerules.simulate.RulesDir;
import org.tilerules.simulate.UsageError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;

@Command(name = "render", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Draws tiles, the tile sheet of rule sets, or the board of a game or scenario, as the rule files' "
                + "'draw' clauses say (SVG; PNG when the output file ends in .png)."},
        subcommands = {RenderCommand.Tile.class, RenderCommand.Tiles.class, RenderBoard.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne render tile D --rot 90 -o d.svg",
                "  carcassonne render tiles --rules base -o sheet.png",
                "  carcassonne render board game.json --turn 20 -o board.svg",
                "  carcassonne render board scenarios/base/b7.scenario --only B7 -o b7.png"})
final class RenderCommand implements Runnable {
    @Spec CommandSpec spec;

    @Override public void run() {
        throw new UsageError("render what? 'render tile ID', 'render tiles' or 'render board FILE'");
    }

    @Command(name = "tile", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
            description = "Draws one tile type.")
    static final class Tile implements Runnable {
        @Spec CommandSpec spec;
        @Mixin RulesDir rulesDir;
        @Mixin RulesChoice rules;

        @Parameters(paramLabel = "ID", description = "The tile's id, as in its tile file.")
        String id;

        @Option(names = "--rot", paramLabel = "DEG", defaultValue = "0", description = "Turned clockwise: 0, 90, 180 or 270.")
        int rot;

        @Option(names = "--size", paramLabel = "PX", defaultValue = "200", description = "Pixels across (default: ${DEFAULT-VALUE}).")
        int size;

        @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "Where to write (.svg or .png); default: standard output (SVG).")
        Path out;

        @Override public void run() {
            if (rot % 90 != 0 || rot < 0 || rot >= 360) throw new UsageError("--rot takes 0, 90, 180 or 270, not " + rot);
            if (size < 8 || size > 4000) throw new UsageError("--size takes 8 to 4000 pixels, not " + size);
            Rules r = rules.load(rulesDir.resolve());
            TileType t = r.tileByName.get(id);
            if (t == null) {
                throw new UsageError("unknown tile '" + id + "' in rules " + String.join(",", r.rulesets) + "; "
                        + Names.suggest(id, r.tileByName.keySet()));
            }
            PictureFile.write(TilePictures.tile(new Artwork(r), t, rot / 90, size), out, spec.commandLine().getOut());
        }
    }

    @Command(name = "tiles", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
            description = "Draws the tile sheet: every tile type of the rule sets with its id, count and tags.")
    static final class Tiles implements Runnable {
        @Spec CommandSpec spec;
        @Mixin RulesDir rulesDir;
        @Mixin RulesChoice rules;

        @Option(names = "--per-row", paramLabel = "N", defaultValue = "8", description = "Tiles per row (default: ${DEFAULT-VALUE}).")
        int perRow;

        @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "Where to write (.svg or .png); default: standard output (SVG).")
        Path out;

        @Override public void run() {
            if (perRow < 1) throw new UsageError("--per-row takes a number from 1, not " + perRow);
            Rules r = rules.load(rulesDir.resolve());
            PictureFile.write(TilePictures.sheet(new Artwork(r), perRow), out, spec.commandLine().getOut());
        }
    }
}
