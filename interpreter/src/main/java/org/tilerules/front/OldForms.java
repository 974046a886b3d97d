package org.tilerules.front;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Statements, choice options and declarations the language once had and no longer has, each with what it became: a rule file
 * written for an earlier version gets, at the place of its syntax error, the form to write instead
 * rather than a list of expected words.
 */
final class OldForms {
    private OldForms() {}

    private record Form(Pattern old, String now, String what) {}

    /** Where a statement written on one line ends: before two spaces, a brace, a ';' or the line's end. */
    private static final String END = "(?=\\s*$|\\s*[{}]|\\s\\s|\\s*;)";
    private static final String PIECE = "one declaration for everything that moves (docs/language.md, Items)";

    private static final List<Form> FORMS = List.of(
            // a scenario's set-up lines that became statements of its setup { } (docs/scenarios.md, Set-up)
            setUp("supply (\\w+) (\\w+) (-?\\d+)", "setup { set_supply($1, $2, $3) }"),
            setUp("score (\\w+) (-?\\d+)", "setup { set_score($1, $2) }"),
            setUp("tokens on (-?\\d+),\\s*(-?\\d+):\\s*(\\w+) (\\d+)", "setup { move $4 $3 to tile_at($1, $2) }"),
            setUp("tokens in (\\w+):\\s*(\\w+) (\\d+)", "setup { move $3 $2 to $1 }"),
            setUp("tokens (\\w+) (\\w+) (-?\\d+)", "setup { set_tokens($1, $2, $3) }"),
            setUp("in (\\w+):\\s*(\\w+) (\\w+)", "setup { put_in_zone($1, $2, $3) }"),
            setUp("in (\\w+) of (\\w+):\\s*(\\w+) (\\w+)", "setup { put_in_zone_of($1, $2, $3, $4) }"),
            setUp("neutral (\\w+) in (\\w+)", "setup { put_neutral($1, $2) }"),
            setUp("neutral (\\w+) at (-?\\d+),\\s*(-?\\d+)", "setup { move $1 to tile_at($2, $3) }"),
            setUp("hand (\\w+):\\s*none", "setup { clear_hand($1) }"),
            setUp("deck (\\w+):\\s*(\\w+)", "setup { put_card($1, $2, 1) }"),
            form("\\bdraw tile\\b", "draw_tile()"),
            form("\\bplace tile\\b(?!\\s+from)", "place_tile()"),
            form("\\bscore completed\\b", "score_completed()"),
            form("\\bend game\\b", "end_game()"),
            form("\\brepeat turn\\b", "repeat_turn()"),
            form("\\bshuffle aside\\b", "shuffle_aside()"),
            form("\\bclear trail (\\w+)", "clear_trail($1)"),
            form("\\bdraw card (\\w+)", "draw_card($1)"),
            form("\\bskip (\\w+)", "skip($1)"),
            form("\\bturn (\\w+) into (\\w+)", "turn_into($1, $2)"),
            form("\\btrigger (\\w+) (\\w+)", "trigger($1, $2)"),
            new Form(Pattern.compile("\\bcall (\\w+)\\.(\\w+)\\("), "$1.$2(...)", "a script procedure called without 'call' (docs/scripts.md)"),
            move("\\btake back figure when (.+?)" + END, "move current.pieces(figure) where $1 to supply"),
            move("\\btake back figure in (.+?)" + END, "move $1 to supply"),
            new Form(Pattern.compile("\\breturn (\\w+) from (\\w+)"), "return $2.pieces($1)", "the list of those figures (docs/language.md, Statements)"),
            move("\\breturn figures on (\\S+) when (.+?)" + END, "return $1.pieces(figure) where $2"),
            move("\\bplace neutral (\\w+) on (\\S+)", "move $1 to $2"),
            move("\\bplace tile from hand in holes\\b", "move tile from hand to holes"),
            move("\\bplace tile from hand\\b", "move tile from hand to board"),
            move("\\bplace (\\w+) in zones\\b", "move $1 to zones"),
            move("\\bplace (\\w+) on ", "move $1 to "),
            move("\\bmove neutral (\\w+) to zones\\b", "move $1 to zones"),
            move("\\bmove neutral (\\w+) to adjacent when (.+?)" + END, "move $1 to tile_of($1).adjacent where $2"),
            move("\\bmove neutral (\\w+) to adjacent\\b", "move $1 to tile_of($1).adjacent"),
            move("\\bmove neutral (\\w+) beside ", "move $1 to "),
            move("\\bmove (\\S+) along ", "move $1 to "),
            move("\\brejoin (\\w+) on ", "move $1 to "),
            move("\\bjoin (\\w+) on ", "move $1 to "),
            move("\\badd (\\w+) on ", "move $1 to "),
            move("\\blink (\\w+)(?=\\s*(?:$|\\}|none))", "move $1 to board"),
            move("\\bkeep (\\S+) in (\\w+) of (\\S+)", "move $1 to $2 for $3"),
            move("\\bkeep (\\S+) in (\\w+)", "move $1 to $2"),
            move("\\bput (.+?) on (.+?)" + END, "move $1 to $2"),
            move("\\bremove (.+?) from (\\S+) for (\\S+)", "move $1 from $2 to supply for $3"),
            move("\\bremove (.+?) from (\\S+)", "move $1 from $2 to supply"),
            move("\\bgive (\\w+) to (\\S+) record (.+?)" + END, "move $1 to $2  set_record($1, $3)"),
            move("\\bgive (.+?) to (.+?)" + END, "move $1 to $2"),
            move("\\btake (.+?) from (.+?)" + END, "move $1 from $2 to supply"),
            new Form(Pattern.compile("\\bplay card (\\w+)"), "if drawn_card($1, CARD) { ... } else if ...",
                    "a test of the card drawn (docs/language.md, Expressions)"),
            form("\\bauction (.+?) tiles for (.+?) bids up to (\\w+)(?: as (\\w+))?", "auction_bids($1, $2, $3, $4)"),
            form("\\bauction (.+?) tiles for (.+?) without bids(?: as (\\w+))?", "auction($1, $2, $3)"),
            // declarations (at the start of a line or just after a brace): one `piece` for whatever moves
            item("token (\\w+(?:\\s*,\\s*\\w+)*) on tiles excludes (\\w+(?:\\s*,\\s*\\w+)*)", "piece $1 { on tiles  excludes $2 }", PIECE),
            item("token (\\w+(?:\\s*,\\s*\\w+)*) on tiles", "piece $1 { on tiles }", PIECE + "; held by players too: 'on tiles, players'"),
            item("token (\\w+(?:\\s*,\\s*\\w+)*)", "piece $1", PIECE + ": tokens players hold"),
            item("title (\\w+(?:\\s*,\\s*\\w+)*)", "piece $1 { neutral }", PIECE + ": one of nobody's, held by one player at a time"),
            item("link (\\w+) \\{\\s*ends (\\w+)\\s+pairs", "piece $1 { on ends $2  supply ... }", PIECE + ": a supply of pairs per player"),
            item("junction (\\w+) \\{\\s*ends (\\w+)", "piece $1 { on ends $2 }", PIECE + ": nobody's pieces on a tile's ends"),
            item("deck (\\w+) \\{\\s*cards", "piece $1 { cards ... }", PIECE),
            item("figure (\\w+)", "piece $1", PIECE + ", with the figure's properties"),
            item("hand (\\w+) (\\d+)", "piece $1 { on board  supply $2 }", PIECE + ": a tile each player holds in his hand"),
            item("set aside (\\w+) when", "value set_aside() = super() or drawn_tagged($1) and", "a named value the engine asks of each tile drawn (docs/language.md, Items)"),
            item("players (\\d+)\\.\\.(\\d+)", "value min_players() = $1  value max_players() = $2", "named values the engine reads (docs/language.md, Items)"),
            item("without (\\w+(?:\\s*,\\s*\\w+)*)", "piece $1 { on box }", PIECE + ": tiles that stay in the box"),
            item("end when", "value game_over() =", "a named value the engine asks after every turn, refined with super() (docs/language.md, Items)"),
            item("placement with (\\w+) when", "addition $1: ... placement when", "a part of the addition's declaration (docs/language.md, Items)"),
            item("(?:tiles|first|last) \\w+", "segment NAME { first ...  tiles ...  last ... }",
                    "a segment's parts in the run's order, each at most once (docs/language.md, Items)"));

    /** A removed declaration: only where an item starts, at the start of a line or just after a brace. */
    private static Form item(String old, String now, String what) {
        return new Form(Pattern.compile("(?:^|\\{)\\s*" + old), now, what);
    }

    /** A scenario's removed set-up line, alone on its line. */
    private static Form setUp(String old, String now) {
        return new Form(Pattern.compile("^\\s*" + old + "(?=\\s*$)"), now, "a statement of the scenario's set-up (docs/scenarios.md, Set-up)");
    }

    private static Form move(String old, String now) {
        return new Form(Pattern.compile(old), now, "the one way to move a piece (docs/language.md, Moving pieces)");
    }

    private static Form form(String old, String now) {
        return new Form(Pattern.compile(old), now, "a call of a built-in action (docs/language.md, Actions)");
    }

    /** Where a removed statement starts on its line (from 1) and what to write instead. */
    record Hint(int col, String message) {}

    /** For a line holding a removed statement: "'OLD' is now 'NEW'"; else null. */
    static Hint hint(String line) {
        String code = line.contains("//") ? line.substring(0, line.indexOf("//")) : line;
        for (Form f : FORMS) {
            Matcher m = f.old.matcher(code);
            if (m.find()) {
                String now = f.now;
                for (int g = m.groupCount(); g >= 1; g--) now = now.replace("$" + g, m.group(g) == null ? "CATEGORY" : m.group(g));
                String found = m.group().replaceFirst("^[\\s{]*", "");
                return new Hint(m.end() - found.length() + 1, "'" + found + "' is now '" + now + "', " + f.what);
            }
        }
        return null;
    }
}
