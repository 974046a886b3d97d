package org.tilerules.lsp;

import java.nio.file.Path;

/**
 * One name an author declared: where it is, how it reads in the source and the
 * comment written for it. Lines and columns count from 0, as in LSP.
 *
 * @param owner the tile a tile's feature belongs to, the rule set of a rule-file name, else ""
 * @param file where it is declared; null for a built-in
 * @param shown the declaration's source lines, as hover shows them
 */
record Decl(What what, String name, String owner, Path file, int line, int col, String shown, String doc) {

    /** What kind of name it is, in the words the language's docs use. */
    enum What {
        RULESET("rule set"), KIND("feature kind"), FIGURE("figure"), OPTION("option"), ZONE("zone"),
        STEP("turn step"), SCRIPT("script module"), TILESET("tile set"), TILE("tile"), TILE_FEATURE("feature"), PLAYER("player"),
        VALUE("named value"), ACTION("action"), BUILTIN("built-in action"), TOKEN("token"), TILE_TOKEN("token on tiles"),
        TITLE("title"), LINK("link"), JUNCTION("junction"), DECK("deck"), ADDITION("addition"), TAG("tile tag"), COUNTER("counter");

        final String words;

        What(String words) { this.words = words; }
    }
}
