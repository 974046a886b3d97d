package org.tilerules.capabilities.links;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Move;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import static org.tilerules.builtins.Arg.LINK;

/** Link tokens ({@code piece NAME { link }}): pairs each player lays on two ends, joining what they lie on: {@link Links}. */
public final class LinksCapability implements Capability {
    @Override public String name() { return "links"; }

    @Override public int order() { return 70; }

    @Override public Store create(Game g) { return Links.create(g); }

    @Override public void register(Registry r) {
        r.method(Type.PLAYER, "links", Type.INT, "tokens of that link the player has not laid yet", a -> new Links.Held(a.target(), a.id(0)), LINK);
        // choose { move L to TILES | board }: one of the chooser's tokens on a free end
        r.move(Move.option(400, LINK, Move.Place.valueOr("board", Type.TILES), m -> new Links.Place(m.id(), m.to()))
                .from(Move.Place.none("a link token comes from its owner's pairs")));
        // on a board picture: each token laid beside the feature it lies on, over the figures; each kind laid in the key
        r.board((g, out) -> {
            if (Links.tokenEnds(g).length == 0) return;
            out.layer("links", 1);
            Links.forEachLaid(g, (kind, player, pair, at) -> {
                String name = g.rules.links.get(kind).name;
                out.beside("link", name + " " + (pair + 1), player, at, g.featurePlace(at));
                out.key(-1, "link " + kind, "link", name, "square", "#ffffff", "#111111");
            });
        });
    }
}
