package org.tilerules.runtime;

import org.tilerules.engine.IntList;

import java.util.ArrayList;
import java.util.List;

/** The options of one {@code choose}, gathered from its generators; labels are built only when asked for. */
public final class Options implements ChoiceSet {
    static final String[] CORNERS = Choice.CORNERS;
    public final int player;
    private final List<Option> from = new ArrayList<>();
    private final IntList a = new IntList(), b = new IntList(), c = new IntList();
    private final List<OptionWords.Say> labels = new ArrayList<>();
    /** Per option, the frame its block runs with when not the decision's own (an option an `on choosing` handler added), else null. */
    private List<Frame> frames;
    private Frame offering;
    private int none = -1, dflt = -1;
    private String topic;
    private final String origin, title;

    private final Game game;

    Options(Game game, int player, String origin, String title) {
        this.game = game;
        this.player = player;
        this.origin = origin;
        this.title = title;
    }

    public void add(Option o, int x, int y, int z, OptionWords.Say label) {
        if (topic == null) topic = o.topic();
        from.add(o);
        if (offering != null || frames != null) {
            if (frames == null) { frames = new ArrayList<>(); for (int i = 0; i < from.size() - 1; i++) frames.add(null); }
            frames.add(offering);
        }
        a.add(x);
        b.add(y);
        c.add(z);
        labels.add(label);
    }

    void addNone(Option o) {
        none = from.size();
        add(o, 0, 0, 0, w -> "none");
    }

    void markDefault() { dflt = from.size() - 1; }

    @Override public int size() { return from.size(); }

    @Override public String label(int i) { return labels.get(i).say(false); }

    @Override public String words(int i) { return labels.get(i).say(true); }

    @Override public String topic() { return topic == null ? "none" : topic; }

    @Override public int noneOption() { return none; }

    @Override public String origin() { return origin; }

    @Override public String title() { return title; }

    @Override public int defaultOption() { return dflt; }

    @Override public Choice choice(int i) { return from.get(i).choice(game, player, a.get(i), b.get(i), c.get(i)); }

    @Override public int targetFeature(int i) {
        Option o = from.get(i);
        return o instanceof Option.Move || o instanceof Option.MoveFromZone ? b.get(i) : -1;
    }

    @Override public int figureFeature(int i) {
        Option o = from.get(i);
        return o instanceof Option.PlaceFigure || o instanceof Option.Move || o instanceof Option.MoveFromZone ? b.get(i) : -1;
    }

    @Override public int[] placement(int i) {
        if (!(from.get(i) instanceof Option.FromHand)) return null;
        return new int[] {Option.unpackX(b.get(i)), Option.unpackY(b.get(i)), c.get(i)};
    }

    @Override public int placedTile(int i) { return from.get(i) instanceof Option.FromHand ? a.get(i) : -1; }

    /** Offers a generator's options read with another frame (an `on choosing` handler's): they run with it when chosen. */
    void offerFrom(Option o, Game g, Frame f) {
        offering = f;
        try { o.offer(g, f, this); } finally { offering = null; }
    }

    void apply(Game game, Frame f, int i) {
        Frame own = frames == null ? null : frames.get(i);
        from.get(i).apply(game, own != null ? own : f, player, a.get(i), b.get(i), c.get(i));
    }
}
