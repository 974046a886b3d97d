package org.tilerules.cli;

import org.tilerules.front.RulesPath;
import org.tilerules.record.GameRecord;
import org.tilerules.record.ReplayAgent;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.simulate.Failure;
import org.tilerules.simulate.RulesChoice;
import org.tilerules.simulate.UsageError;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/** A game record read from a file, with its rules loaded and its game set up to be replayed. */
record RecordGame(GameRecord record, Rules rules, Game game, ReplayAgent agent) {

    static RecordGame load(Path file, RulesPath rulesets) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw Failure.cannotRead(file);
        } catch (CharacterCodingException e) {
            throw new Failure("cannot read " + file + ": it is not UTF-8 text (a game record is a JSON file in UTF-8)");
        } catch (IOException e) {
            throw new Failure("cannot read " + file + ": " + Failure.reason(file, e));
        }
        return of(GameRecord.fromJson(file.toString(), text), rulesets);  // bad JSON: file:line:col
    }

    /** A record already read (or converted), set up to be replayed. */
    static RecordGame of(GameRecord rec, RulesPath rulesets) {
        Rules r;
        try {
            r = RulesChoice.load(rulesets, rec.rules());
        } catch (UsageError e) {
            // the record's content, not the command line, is at fault: exit code 1
            throw new Failure("the record names " + e.getMessage());
        }
        String[] names = rec.players().toArray(new String[0]);
        if (!rec.anyPlayerCount() && (names.length < r.minPlayers || names.length > r.maxPlayers)) {
            throw new Failure("the record has " + names.length + " players; rules " + String.join(",", rec.rules())
                    + " are for " + r.minPlayers + " to " + r.maxPlayers);
        }
        Game g = new Game(r, names, rec.optionValues(r), rec.seed());
        ReplayAgent agent = new ReplayAgent(rec.choices());
        Arrays.fill(g.agents, agent);
        return new RecordGame(rec, r, g, agent);
    }
}
