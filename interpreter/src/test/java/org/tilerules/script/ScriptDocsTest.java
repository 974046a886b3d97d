package org.tilerules.script;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.builtins.Builtins;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every built-in of the language (expression or action) has a script twin on {@code game}, and the table of
 * docs/scripts.md is made from the same registries, row for row. Run with {@code -Ddocs.write=true} to write
 * the table into the doc after changing a built-in.
 */
class ScriptDocsTest {
    static final String START = "<!-- script twins: generated from org.tilerules.builtins.Builtins; ScriptDocsTest keeps it equal -->\n";
    static final String END = "<!-- end of script twins -->";

    @Test
    void everyBuiltInExpressionHasAScriptTwin() {
        ScriptGame game = new ScriptGame(new ScriptApi());
        for (Builtins.Entry e : Builtins.all()) {
            String twin = ScriptGame.twin(e);
            assertNotNull(twin, e.signature() + " has no script twin");
            String path = twin.substring("game.".length(), twin.indexOf('('));
            assertTrue(game.has(path), e.signature() + ": game." + path + " is not on the script's game object");
        }
    }

    @Test
    void everyBuiltInActionHasAScriptTwin() {
        ScriptGame game = new ScriptGame(new ScriptApi());
        for (Builtins.Action a : Builtins.actions()) {
            assertTrue(game.has(a.name()), a.signature() + " has no script twin game." + a.name());
            assertTrue(ScriptGame.twin(a).startsWith("game." + a.name() + "("), ScriptGame.twin(a));
        }
    }

    @Test
    void aRemovedFunctionIsNotOnTheObjectAndItsReplacementIs() {
        ScriptGame game = new ScriptGame(new ScriptApi());
        for (Map.Entry<String, String[]> e : ScriptRenames.RENAMED.entrySet()) {
            assertFalse(game.has(e.getKey()), "game." + e.getKey() + " was removed but is on the object");
            String now = e.getValue()[1];
            assertTrue(game.has(now.substring("game.".length(), now.indexOf('('))), e.getKey() + ": " + now + " is not on the object");
        }
    }

    /**
     * Every member of {@code game} is named as the rule language names things, in snake_case ({@code player_name},
     * {@code tile.open_ports}), and no hand-written function hides a registry twin of the same name (the object
     * takes the hand-written one first).
     */
    @Test
    void everyMemberIsSnakeCaseAndNoHandWrittenOneHidesATwin() {
        for (String p : new ScriptGame(new ScriptApi()).paths()) {
            assertTrue(p.matches("[a-z][a-z0-9]*+(_[a-z0-9]++)*+(\\.[a-z][a-z0-9]*+(_[a-z0-9]++)*+)?"), "game." + p + " is not snake_case");
        }
        for (String h : ScriptGame.HAND_WRITTEN.keySet()) {
            assertFalse(ScriptGame.TOP.containsKey(h), () -> "game." + h + " is hand-written (ScriptApi) and hides the twin " + ScriptGame.TOP.get(h).path());
            assertFalse(ScriptGame.NAMESPACES.containsKey(h), "game." + h + " is hand-written (ScriptApi) and hides the namespace game." + h);
        }
    }

    /**
     * docs/scripts.md's API tables (the twins, the statements, beside the built-ins) list every function a script can
     * call, and nothing else; the removed functions' table gives each one's replacement.
     */
    @Test
    void theDocsListEveryMemberOfGameAndNothingElse() throws IOException {
        String text = Files.readString(TestSupport.repo().resolve("docs/scripts.md"));
        String api = text.substring(text.indexOf("## The API: the global `game`"), text.indexOf("## Errors"));
        java.util.Set<String> rows = new java.util.TreeSet<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^\\| `game\\.([A-Za-z_.]+)\\(").matcher(api);
        while (m.find()) rows.add(m.group(1));
        List<String> members = new ScriptGame(new ScriptApi()).paths();
        for (String p : members) assertTrue(rows.contains(p), "game." + p + " is on the object but in no table of docs/scripts.md");
        for (String r : rows) {
            assertTrue(members.contains(r) || ScriptRenames.RENAMED.containsKey(r), "docs/scripts.md lists game." + r + ", which is not on the object");
        }
        for (String[] r : ScriptRenames.RENAMED.values()) {
            assertTrue(api.contains("| `" + r[0] + "` | `" + r[1] + "` |"), "docs/scripts.md's removed functions lack " + r[0]);
        }
    }

    @Test
    void theDocsTableIsTheRegistriesTable() throws IOException {
        Path doc = TestSupport.repo().resolve("docs/scripts.md");
        String text = Files.readString(doc);
        int a = text.indexOf(START), b = text.indexOf(END);
        assertTrue(a >= 0 && b > a, "docs/scripts.md lacks the script twins' markers");
        String shown = text.substring(a + START.length(), b);
        String made = ScriptDocs.table();
        if (Boolean.getBoolean("docs.write") && !shown.equals(made)) {
            Files.writeString(doc, text.substring(0, a + START.length()) + made + text.substring(b));
            return;
        }
        assertEquals(made, shown, "docs/scripts.md's script twins differ from the registries; run ScriptDocsTest with -Ddocs.write=true");
    }
}
