package org.tilerules.runtime;

import java.util.LinkedHashSet;
import java.util.Set;
import org.tilerules.model.Look;

/** A figure declared by a rule file: supply, strength in majorities, where it may stand. */
public final class FigureKind {
    public final int id;
    public final String name;
    public int supply;
    /** {@code supply A, B, ... for players FROM..TO}: the supply by player count (null: {@link #supply} always). */
    public int[] supplyByPlayers;
    public int supplyFrom;
    public Expr strength;          // slot 0 = the component it stands on
    public int strengthFrame = 1;
    public int constantStrength = -1;
    public long standsOn;          // bit per kind id
    /** A feature kind whose corners the figure stands on (where four tiles meet, all showing it), or -1. */
    public int cornerKind = -1;
    /** A neutral figure (one, owned by nobody) starts in this zone; -1 for players' figures. */
    public int neutralZone = -1;
    /** One neutral figure standing on a tile of the board ({@code neutral on tiles}), off the board at first. */
    public boolean onTiles;
    /** Figures (a mask of kinds) that may not stand on the tile where this neutral figure stands ({@code excludes}). */
    public long excludes;
    public Expr when;              // slot 0 = the target component; null = always
    public int whenFrame = 1;
    /**
     * {@code with NAME}: the figure stands only where its owner has a figure named or tagged NAME,
     * and goes home when the last of those leaves (a mask of figure kinds; 0 = no such rule).
     */
    public long withKinds;
    /**
     * {@code score EXPR}: what an award for the component the figure stands on becomes (slot 0 = the
     * component, slot 1 = the points before); null = no change. See {@link ScoreModifiers}.
     */
    public Expr scoreModifier;
    public int scoreModifierFrame = 2;
    /** {@code tags T, ...}: marks of this piece alone (counted by {@code figures(T)}, never inherited). */
    public final Set<String> tags = new LinkedHashSet<>();
    /** {@code piece NAME is KIND, ...}: the figures this one is a kind of, as written (direct). */
    public final Set<String> kinds = new LinkedHashSet<>();
    /** Every figure this one is, through {@code is} (direct and inherited), without itself. */
    public final Set<String> allKinds = new LinkedHashSet<>();
    /** Its own conditions ({@code when}, every declaration's, joined by and); {@link #when} adds its kinds'. */
    public Expr ownWhen;
    /** Whether its first declaration says where it stands ({@code on KIND ...}): then it does not stand where its kinds do. */
    public boolean ownPlaces;
    /** Whether some declaration of it gives a strength; without one it counts what its kind counts. */
    public boolean ownStrength;
    /** Where it was first declared ({@code file:line:col}), for messages. */
    public String declaredAt = "";
    /** How the figure is drawn (pictures only); its fill is the owner's colour unless the look gives one. */
    public final Look look = new Look();

    public FigureKind(int id, String name) {
        this.id = id;
        this.name = name;
    }

    /** Each player's supply in a game of this many players. */
    public int supplyFor(int players) {
        if (supplyByPlayers == null) return supply;
        int i = Math.max(0, Math.min(supplyByPlayers.length - 1, players - supplyFrom));
        return supplyByPlayers[i];
    }

    /**
     * {@code on KIND anywhere}: kinds (bit per kind id) the figure may also stand on anywhere on the
     * board, not only on the tile a {@code place figure on TILE} names.
     */
    public long anywhere;
    /** {@code on KIND ... if EXPR}: a condition per kind id (slot 0 = the target component), or null. */
    public Expr[] onlyIf;
    public int onlyIfFrame = 1;

    /** Whether the figure is named so, is a figure of that kind (through {@code is}), or carries that tag. */
    public boolean is(String nameOrKind) { return name.equals(nameOrKind) || allKinds.contains(nameOrKind) || tags.contains(nameOrKind); }
}
