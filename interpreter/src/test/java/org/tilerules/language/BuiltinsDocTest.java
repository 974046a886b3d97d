package org.tilerules.language;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.builtins.Builtins;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tables of built-in actions and of built-in expressions in docs/language.md are the registries',
 * row for row. Run with {@code -Ddocs.write=true} to write the registries' tables into the doc after
 * changing a built-in.
 */
class BuiltinsDocTest {
    static final String START = "<!-- built-in actions: generated from org.tilerules.builtins.Builtins (actions); BuiltinsDocTest keeps it equal -->\n";
    static final String END = "<!-- end of built-in actions -->";
    static final String EXPR_START = "<!-- built-in expressions: generated from org.tilerules.builtins.Builtins (expressions); BuiltinsDocTest keeps it equal -->\n";
    static final String EXPR_END = "<!-- end of built-in expressions -->";

    @Test void theDocsTableIsTheRegistrysTable() throws IOException {
        keepsEqual(START, END, Builtins.actionsTable(), "built-in actions");
    }

    @Test void theDocsExpressionsTableIsTheRegistrysTable() throws IOException {
        keepsEqual(EXPR_START, EXPR_END, Builtins.table(), "built-in expressions");
    }

    private static void keepsEqual(String start, String end, String made, String what) throws IOException {
        Path doc = TestSupport.repo().resolve("docs/language.md");
        String text = Files.readString(doc);
        int a = text.indexOf(start), b = text.indexOf(end);
        assertTrue(a >= 0 && b > a, "docs/language.md lacks the " + what + " markers");
        String shown = text.substring(a + start.length(), b);
        if (Boolean.getBoolean("docs.write") && !shown.equals(made)) {
            Files.writeString(doc, text.substring(0, a + start.length()) + made + text.substring(b));
            return;
        }
        assertEquals(made, shown, "docs/language.md's " + what + " differ from the registry; run this test with -Ddocs.write=true");
    }

    @Test void everyBuiltInHasASignatureAndADocLine() {
        for (Builtins.Action a : Builtins.actions()) {
            assertTrue(a.signature().startsWith(a.name() + "("), a.name());
            assertTrue(a.doc().length() > 20, a.name() + " needs a line of documentation");
            assertTrue(a.name().matches("[a-z_]+"), a.name());
        }
    }

    @Test void everyBuiltInExpressionHasADocLineAndOneShape() {
        Set<String> seen = new HashSet<>();
        for (Builtins.Entry e : Builtins.all()) {
            assertTrue(e.name().matches("[a-z_]+"), e.name());
            assertTrue(e.doc().length() >= 8 && !e.doc().contains("|") && !e.doc().contains("\n"), e.signature() + " needs one line of documentation");
            // two entries of one name, receiver and arity must differ in a value parameter's type (pieces_of(COMPONENTS | TILES, ...))
            String shape = e.receiver() + " " + e.name() + " " + e.call() + " " + e.params().stream().map(p -> p.arg().type == null ? p.arg().name() : p.arg().type.name()).toList();
            assertTrue(seen.add(shape), "two built-ins of one shape: " + e.signature());
        }
        assertTrue(Builtins.all().size() > 60, "the registry lost entries");
    }
}
