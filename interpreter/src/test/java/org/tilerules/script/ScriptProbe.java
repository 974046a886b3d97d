package org.tilerules.script;

import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;

import java.nio.file.Path;
import java.util.List;

/**
 * Run in a separate JVM by {@link ScriptLimitsTest} (so that a small heap or
 * odd limits do not touch the test JVM): plays the fixture's bad call, prints
 * its error, then a good call in a new game, and exits normally.
 */
public final class ScriptProbe {
    private ScriptProbe() {}

    public static void main(String[] args) {
        Rules r;
        try {
            r = RulesLoader.load(Path.of(args[0]), List.of("t"));
        } catch (RuntimeException e) {
            System.out.println("load: " + e.getMessage());
            return;
        }
        try {
            ScriptFixture.game(r, true).finish();
            System.out.println("no error");
        } catch (RuleError e) {
            System.out.println("error: " + e.getMessage());
        } catch (org.tilerules.runtime.RunAborted e) {
            System.out.println("aborted: " + e.getMessage());
        }
        Game next = ScriptFixture.game(r, false);
        next.finish();
        System.out.println("next: " + next.score[next.current]);
    }
}
