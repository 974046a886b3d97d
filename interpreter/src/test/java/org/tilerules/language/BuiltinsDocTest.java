package org.tilerules.language;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.front.Builtins;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The table of built-in actions in docs/language.md is the registry's, row for row. Run with
 * {@code -Ddocs.write=true} to write the registry's table into the doc after changing a built-in.
 */
class BuiltinsDocTest {
    static final String START = "<!-- built-in actions: generated from org.tilerules.front.Builtins; BuiltinsDocTest keeps it equal -->\n";
    static final String END = "<!-- end of built-in actions -->";

    @Test void theDocsTableIsTheRegistrysTable() throws IOException {
        Path doc = TestSupport.repo().resolve("docs/language.md");
        String text = Files.readString(doc);
        int a = text.indexOf(START), b = text.indexOf(END);
        assertTrue(a >= 0 && b > a, "docs/language.md lacks the built-in actions markers");
        String shown = text.substring(a + START.length(), b);
        String made = Builtins.actionsTable();
        if (Boolean.getBoolean("docs.write") && !shown.equals(made)) {
            Files.writeString(doc, text.substring(0, a + START.length()) + made + text.substring(b));
            return;
        }
        assertEquals(made, shown, "docs/language.md's built-in actions differ from the registry; run this test with -Ddocs.write=true");
    }

    @Test void everyBuiltInHasASignatureAndADocLine() {
        for (Builtins.Action a : Builtins.actions()) {
            assertTrue(a.signature().startsWith(a.name() + "("), a.name());
            assertTrue(a.doc().length() > 20, a.name() + " needs a line of documentation");
            assertTrue(a.name().matches("[a-z_]+"), a.name());
        }
    }
}
