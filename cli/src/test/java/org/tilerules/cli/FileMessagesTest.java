package org.tilerules.cli;

import org.tilerules.simulate.Failure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** Messages about files say what is wrong with the file given, once. */
class FileMessagesTest {
    @TempDir Path tmp;

    @Test void aRulesFileInAnUnrelatedFolderIsNotSaidToLiveInARuleSetsFolder() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("ux"));
        Path f = dir.resolve("junk.rules");
        Files.writeString(f, "ruleset junk {\n}\n");
        Cli.Result r = Cli.run("check", f.toString());
        assertFalse(r.out().contains("lives in the folder"), r.out());
        assertEquals(f + ":1:1: no turn is declared: add 'turn { step ... }'\n", r.out());
    }

    @Test void aRulesFileInARuleSetsFolderMustDeclareItsName() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("rulesets").resolve("ux"));
        Path f = dir.resolve("junk.rules");
        Files.writeString(f, "ruleset junk {\n}\n");
        Cli.Result r = Cli.run("check", f.toString());
        assertEquals(f + ":1:9: the file declares rule set 'junk' but lives in the folder of rule set 'ux' (" + dir
                + "); expected 'ruleset ux'\n", r.out());
    }

    @Test void aFolderGivenAsAFileIsCalledAFolder() {
        Cli.Result r = Cli.run("render", "board", tmp.toString());
        assertEquals(1, r.code());
        assertEquals("error: cannot read " + tmp + ": it is a folder, not a file\n", r.err());
        r = Cli.run("replay", tmp.toString());
        assertEquals("error: cannot read " + tmp + ": it is a folder, not a file\n", r.err());
        r = Cli.run("import", tmp.toString());
        assertEquals("error: cannot read " + tmp + ": it is a folder, not a file\n", r.err());
    }

    @Test void aWriteErrorSaysItsPathOnce() {
        Cli.Result r = Cli.run("render", "tile", "D", "--rules-dir", Cli.path("rulesets"), "-o", tmp.toString());
        assertEquals(1, r.code());
        assertEquals("error: cannot write " + tmp + ": it is a folder, not a file\n", r.err());
    }

    @Test void reasonsLeaveThePathOut() {
        Path p = tmp.resolve("x.svg");
        assertEquals("Read-only file system", Failure.reason(p, new java.nio.file.FileSystemException(p.toString(), null, "Read-only file system")));
        assertEquals("disk full", Failure.reason(p, new IOException(p + ": disk full")));
    }
}
