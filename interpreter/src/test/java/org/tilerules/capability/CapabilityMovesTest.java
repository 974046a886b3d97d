package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;
import org.tilerules.builtins.Builtins;
import org.tilerules.builtins.Move;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The capabilities' moves are registered as data (builtins/Move) and compiled by front/MoveCompiler between its own
 * cases: every message a wrong move of a capability's piece gets is the one 7e9dcf7 gave (when MoveCompiler named
 * each capability's classes; the texts below are that build's `check` output for the same files), and the readers
 * that draw the board, the web page's state and the move compiler name no capability.
 */
class CapabilityMovesTest {
    @TempDir Path tmp;

    private static List<String> messages(RuleSetFolder f, String name, String text) throws IOException {
        f.ruleSet(name, text);
        Diagnostics d = new Diagnostics();
        RulesLoader.load(f.rulesets, List.of(name), d);
        // a name unknown as a value lists every name the rule sets declare: only its start is kept
        return d.all().stream().map(x -> x.toString().substring(x.file().length() + 1).replaceAll("; known: current, .*", "; known: current, ...")).toList();
    }

    @Test
    void wrongMovesGetTheMessagesTheyGot() throws IOException {
        try (RuleSetFolder f = new RuleSetFolder(tmp)) {
            assertEquals(List.of(
                "4:31: tokens taken from players go to 'supply', found 'players'",
                "5:30: 'for PLAYER' goes with tokens on tiles kept for a player, or a zone per player",
                "6:18: expected a list of players, found a number in '3'",
                "7:12: 'wine' is not a token on tiles ('piece wine { on tiles }'); known: none",
                "9:30: tokens taken out of a zone go to 'supply' (draw_token(ZONE) takes one at random), found 'current'",
                "10:29: 'for PLAYER' goes with tokens on tiles kept for a player, or a zone per player",
                "13:12: unknown piece 'wyne'; did you mean 'wine'? known: follower, builder, pig, count, wine, grain, cloth",
                "15:20: expected a list of players, found a number in '3'",
                "16:19: unknown name 'wine'; known: current, ...",
                "16:19: cannot offer to move 'wine'; a move option moves a figure named or tagged so (from supply, or 'from ZONE'), a FIGURE or FIGURES, a link, a junction, an addition, or 'tile from hand'; did you mean 'wine'? known: follower, builder, pig, count, wine, grain, cloth",
                "17:19: unknown name 'wine'; known: current, ...",
                "17:19: cannot offer to move 'wine'; a move option moves a figure named or tagged so (from supply, or 'from ZONE'), a FIGURE or FIGURES, a link, a junction, an addition, or 'tile from hand'; did you mean 'wine'? known: follower, builder, pig, count, wine, grain, cloth"),
                messages(f, "probe1", "ruleset probe1 extends traders-and-builders, count {\n"
                        + "  on end {\n"
                        + "    move 2 wine to current\n"
                        + "    move wine from current to players\n"
                        + "    move wine to current for current\n"
                        + "    move wine to 3\n"
                        + "    move 2 wine from board to supply\n"
                        + "    move 2 wine to castle\n"
                        + "    move wine from castle to current\n"
                        + "    move wine to castle for current\n"
                        + "    move wine from castle to supply\n"
                        + "    move 2 wine from castle to supply\n"
                        + "    move 2 wyne to current\n"
                        + "    move 3 wine from current to supply\n"
                        + "    move wine from 3 to supply\n"
                        + "    choose { move wine to current }\n"
                        + "    choose { move wine from castle to current }\n"
                        + "  }\n"
                        + "}\n"));
            assertEquals(List.of(
                "3:10: 'king' is one piece: write the move without a count",
                "4:20: no 'from' here: a title goes from whoever holds it",
                "5:30: 'for PLAYER' goes with tokens on tiles kept for a player, or a zone per player",
                "6:18: expected a player, found a number in '5'",
                "7:18: unknown name 'players'; known: current, ...",
                "7:18: expected a player, found a number in 'players'",
                "8:18: unknown name 'supply'; known: current, ...",
                "8:18: expected a player, found a number in 'supply'",
                "9:19: unknown name 'king'; known: current, ...",
                "9:19: cannot offer to move 'king'; a move option moves a figure named or tagged so (from supply, or 'from ZONE'), a FIGURE or FIGURES, a link, a junction, an addition, or 'tile from hand'; did you mean 'king'? known: follower, king, robber"),
                messages(f, "probe2", "ruleset probe2 extends king-and-robber {\n"
                        + "  on end {\n"
                        + "    move 2 king to current\n"
                        + "    move king from current to current\n"
                        + "    move king to current for current\n"
                        + "    move king to 5\n"
                        + "    move king to players\n"
                        + "    move king to supply\n"
                        + "    choose { move king to current }\n"
                        + "  }\n"
                        + "}\n"));
            assertEquals(List.of(
                "3:10: 'dragon' is one piece: write the move without a count",
                "4:22: no 'from' here: dragon goes from wherever it stands",
                "4:43: 'for PLAYER' goes with tokens on tiles kept for a player, or a zone per player",
                "5:20: expected a placed tile, found a number in '5'",
                "6:20: expected a placed tile, found a list of placed tiles in 'placed.adjacent'",
                "7:10: 'follower' is not a neutral figure standing on tiles ('neutral on tiles'); known: dragon, fairy; a figure from supply is placed by a choice: choose { move follower to TILE }",
                "9:31: no 'from' here: dragon goes from wherever it stands",
                "10:29: dragon moves to a list of placed tiles, or beside one of a list of figures; found a number in '5'",
                "14:29: dragon moves to a list of placed tiles, or beside one of a list of figures; found a placed tile in 'placed'",
                "15:28: fairy moves to a list of placed tiles, or beside one of a list of figures; found a placed tile in 'placed'"),
                messages(f, "probe3", "ruleset probe3 extends princess-and-dragon {\n"
                        + "  on end {\n"
                        + "    move 2 dragon to placed\n"
                        + "    move dragon from placed to placed for current\n"
                        + "    move dragon to 5\n"
                        + "    move dragon to placed.adjacent\n"
                        + "    move follower to placed\n"
                        + "    move fairy to placed\n"
                        + "    choose { move dragon from placed to placed.adjacent }\n"
                        + "    choose { move dragon to 5 }\n"
                        + "    choose { move dragon to placed.adjacent { award 1 to current } }\n"
                        + "    choose { move dragon to current.pieces(follower) }\n"
                        + "    choose { move dragon to placed.adjacent when true }\n"
                        + "    choose { move dragon to placed anyway }\n"
                        + "    choose { move fairy to placed }\n"
                        + "  }\n"
                        + "}\n"));
            assertEquals(List.of(
                "3:30: no 'from' here: a junction is laid on, or moved within, a tile of the list",
                "4:28: expected a placed tile or a list of placed tiles, found a number in '3'",
                "7:19: unknown piece 'ferri'; did you mean 'ferry'? known: follower, ferry_moved, ferry",
                "8:10: unknown name 'ferry'; known: current, ...",
                "8:10: cannot move a number 'ferry' as a statement; a statement moves N TOKEN to PLAYERS, N TOKEN from PLAYERS to supply, N TOKEN to TILES [for PLAYER] (a token on tiles), N TOKEN from TILES to supply, N TOKEN to ZONE, N TOKEN from ZONE to supply, N tile from bag to box, TITLE to PLAYER, a FIGURE to ZONE [for KEEPER], a neutral figure on tiles to TILE; ferry is no token, title or figure on tiles: did you mean 'ferry'? known: follower, ferry_moved, ferry",
                "10:27: a token on tiles goes to a placed tile or a list of them, or from one 'to supply'; found 'castle'"),
                messages(f, "probe4", "ruleset probe4 extends ferries {\n"
                        + "  on end {\n"
                        + "    choose { move ferry from placed to placed }\n"
                        + "    choose { move ferry to 3 }\n"
                        + "    choose { move ferry to placed { award 1 to current } }\n"
                        + "    choose { move ferry to placed.adjacent when true }\n"
                        + "    choose { move ferri to placed }\n"
                        + "    move ferry to placed\n"
                        + "    move 2 ferry_moved to placed\n"
                        + "    move 1 ferry_moved to castle\n"
                        + "  }\n"
                        + "}\n"));
            assertEquals(List.of(
                "3:31: no 'from' here: a link token comes from its owner's pairs",
                "4:35: this move takes no block: the block goes with a figure into a zone, a figure on tiles, an addition, a junction laid or moved, or a tile from the hand",
                "5:29: expected a list of placed tiles, found a number in '3'",
                "6:29: expected a list of placed tiles, found a placed tile in 'placed'",
                "8:10: unknown name 'tunnel'; known: current, ...",
                "8:10: cannot move a number 'tunnel' as a statement; a statement moves N TOKEN to PLAYERS, N TOKEN from PLAYERS to supply, N TOKEN to TILES [for PLAYER] (a token on tiles), N TOKEN from TILES to supply, N TOKEN to ZONE, N TOKEN from ZONE to supply, N tile from bag to box, TITLE to PLAYER, a FIGURE to ZONE [for KEEPER], a neutral figure on tiles to TILE; tunnel is no token, title or figure on tiles: did you mean 'tunnel'? known: follower, tunnel",
                "9:12: unknown name 'tunnel'; known: current, ...",
                "9:12: cannot move a number 'tunnel' as a statement; a statement moves N TOKEN to PLAYERS, N TOKEN from PLAYERS to supply, N TOKEN to TILES [for PLAYER] (a token on tiles), N TOKEN from TILES to supply, N TOKEN to ZONE, N TOKEN from ZONE to supply, N tile from bag to box, TITLE to PLAYER, a FIGURE to ZONE [for KEEPER], a neutral figure on tiles to TILE; tunnel is no token, title or figure on tiles: did you mean 'tunnel'? known: follower, tunnel"),
                messages(f, "probe5", "ruleset probe5 extends tunnel {\n"
                        + "  on end {\n"
                        + "    choose { move tunnel from placed to board }\n"
                        + "    choose { move tunnel to board { award 1 to current } }\n"
                        + "    choose { move tunnel to 3 }\n"
                        + "    choose { move tunnel to placed when true }\n"
                        + "    choose { move tunnel to board at placed }\n"
                        + "    move tunnel to placed\n"
                        + "    move 2 tunnel to current\n"
                        + "  }\n"
                        + "}\n"));
            assertEquals(List.of(
                "5:29: expected a player, found a number in '3'",
                "6:30: tokens taken off tiles go to 'supply', found 'current'",
                "8:29: tokens taken off tiles go to 'supply', found 'players'",
                "9:18: expected a list of players, found a number in '3'",
                "11:19: a token on tiles goes to a placed tile or a list of them, or from one 'to supply'; found 'current'",
                "16:26: a token on tiles goes to a placed tile or a list of them, or from one 'to supply'; found 'supply'",
                "17:19: unknown name 'gold'; known: current, ...",
                "17:19: cannot offer to move 'gold'; a move option moves a figure named or tagged so (from supply, or 'from ZONE'), a FIGURE or FIGURES, a link, a junction, an addition, or 'tile from hand'; did you mean 'gold'? known: follower, count, gold, claim"),
                messages(f, "probe6", "ruleset probe6 extends gold-mines, count {\n"
                        + "  on end {\n"
                        + "    move 2 gold to placed\n"
                        + "    move gold to placed for current\n"
                        + "    move gold to placed for 3\n"
                        + "    move gold from placed to current\n"
                        + "    move 2 gold from placed to supply for current\n"
                        + "    move gold from board to players\n"
                        + "    move gold to 3\n"
                        + "    move 2 gold to current\n"
                        + "    move claim to current\n"
                        + "    move claim to castle\n"
                        + "    move claim from castle to supply\n"
                        + "    move 2 claim to placed.adjacent for current\n"
                        + "    move gold from placed.adjacent to supply\n"
                        + "    move claim from 3 to supply\n"
                        + "    choose { move gold to placed }\n"
                        + "  }\n"
                        + "}\n"));
        }
    }

    @Test
    void theMovesAreTheCapabilitiesInTheirPrecedence() {
        List<String> got = new ArrayList<>();
        for (Move m : Builtins.moves()) got.add((m.isOption() ? "option " : "statement ") + m.precedence() + " " + m.piece());
        assertEquals(List.of("statement 150 ANY_TOKEN", "statement 150 ANY_TOKEN", "statement 190 TILE_TOKEN", "statement 190 TILE_TOKEN",
                "statement 300 TOKEN", "statement 300 TOKEN",
                "option 300 JUNCTION", "statement 400 TITLE", "option 400 LINK", "statement 500 TILE_FIGURE", "option 500 TILE_FIGURE"), got);
    }

    @Test
    void theReadersAndTheMoveCompilerNameNoCapability() throws IOException {
        Path repo = TestSupport.repo();
        Path main = repo.resolve("interpreter/src/main/java/org/tilerules");
        List<Path> files = new ArrayList<>(List.of(main.resolve("front/MoveCompiler.java"), repo.resolve("cli/src/main/java/org/tilerules/cli/WebState.java")));
        try (Stream<Path> s = Files.list(main.resolve("picture"))) { files.addAll(s.sorted().toList()); }
        List<String> naming = new ArrayList<>();
        for (Path p : files) {
            String text = Files.readString(p);
            if (text.contains("org.tilerules.capabilities")) naming.add(repo.relativize(p).toString());
        }
        assertEquals(List.of(), naming);
    }
}
