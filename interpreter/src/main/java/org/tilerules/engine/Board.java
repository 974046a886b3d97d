package org.tilerules.engine;

import org.tilerules.model.Ports;
import org.tilerules.model.TileType;

import java.util.Arrays;

/**
 * The placed tiles: where they are, how they are turned, and the set of empty
 * positions next to them, kept up to date on each placement so that listing
 * legal placements never scans the board.
 */
public final class Board {
    @Shared("the compiled tile types")
    private final TileType[] types;
    public int n;
    /**
     * Moves whenever the tiles change (placed, retyped, copied over): results computed from the
     * tiles are kept while it stands still (runtime's Memo). Whatever changes a tile must move it.
     */
    @NotCopied("the key of results kept from the tiles (runtime's Memo), which a copy does not carry: it starts at 0"
            + " (a game's copy maps what it keys by it, the announced areas, onto the copy's count)")
    public int version;
    /** The {@link #version} at which tiles last changed other than by a placement (retyped, copied over). */
    @NotCopied("goes with version")
    public int rewritten;
    public int[] type, rot, x, y, featBase, neighbours;
    /** Placed tile + 1 per position. */
    private final Grid pos;
    private int nOpen;
    private int[] ox, oy;
    /**
     * req[4 * i + side]: for open position i, the signature its side must show
     * (the facing tile's reversed side), NONE where no tile faces it, ANY where a
     * wild tile does. Kept up to date on each placement, so testing a rotation
     * costs four comparisons and no lookups.
     */
    private int[] req;
    private static final int NONE = -1, ANY = -2;
    /** Open positions with a placed tile on all four sides (holes): holePlacements looks only when there are any. */
    private int holes;
    /** reqc[4 * i + side]: req as a side code (SideCodes.NONE / ANY), so that a key is packed without lookups. */
    private int[] reqc;
    /**
     * The fast path: every side signature of the loaded tiles gets a 4-bit code
     * (14 = no tile faces the side, 15 = a wild tile does), an open position's
     * four requirements pack into a 16-bit key, and per tile type a table maps a
     * key to the rotations that fit (filled on first use). Listing the legal
     * placements is then one table read per open position.
     */
    @Shared("fixed by the loaded tiles")
    private final SideCodes codes;
    /** Kinds that may face other kinds (a rule's {@code fits}); null when every side matches only itself. */
    @Shared("fixed by the rules")
    private final SideMatch match;
    private int[] key;
    /** Open positions by key (only with side codes). */
    private final KeyIndex byKey;
    /** Open position index + 1 per position. */
    private final Grid openIdx;
    /** The tiles around the tile placed last (-1 where empty), in the order of NX/NY; side s is index 2s+1. */
    public final int[] lastNeighbours = new int[8];
    /** The eight surrounding offsets, y growing south. */
    public static final int[] NX = {-1, 0, 1, 1, 1, 0, -1, -1};
    public static final int[] NY = {-1, -1, -1, 0, 1, 1, 1, 0};

    public Board(TileType[] types, int capacity) {
        this(types, capacity, SideCodes.of(types));
    }

    public Board(TileType[] types, int capacity, SideCodes codes) { this(types, capacity, codes, null); }

    public Board(TileType[] types, int capacity, SideCodes codes, SideMatch match) {
        this.types = types;
        this.codes = match == null ? codes : null;
        this.match = match;
        capacity = Math.max(4, capacity);
        type = new int[capacity];
        rot = new int[capacity];
        x = new int[capacity];
        y = new int[capacity];
        featBase = new int[capacity];
        neighbours = new int[capacity];
        pos = new Grid();
        ox = new int[capacity * 2 + 8];
        oy = new int[capacity * 2 + 8];
        req = new int[4 * (capacity * 2 + 8)];
        reqc = new int[4 * (capacity * 2 + 8)];
        key = new int[capacity * 2 + 8];
        byKey = this.codes == null ? null : new KeyIndex(capacity * 2 + 8, types.length);
        openIdx = new Grid();
    }

    public Board(Board o) { this(o, true); }

    /**
     * A copy for trying one placement and reading the result: without the index of open positions by
     * side key ({@code withIndex} false), which only enumerating placements needs and costs most to copy.
     */
    public Board(Board o, boolean withIndex) {
        types = o.types;
        n = o.n;
        int tc = room(o.n, o.type.length), oc = room(o.nOpen, o.ox.length);
        type = Arrays.copyOf(o.type, tc);
        rot = Arrays.copyOf(o.rot, tc);
        x = Arrays.copyOf(o.x, tc);
        y = Arrays.copyOf(o.y, tc);
        featBase = Arrays.copyOf(o.featBase, tc);
        neighbours = Arrays.copyOf(o.neighbours, tc);
        pos = new Grid(o.pos);
        nOpen = o.nOpen;
        ox = Arrays.copyOf(o.ox, oc);
        oy = Arrays.copyOf(o.oy, oc);
        req = Arrays.copyOf(o.req, 4 * oc);
        holes = o.holes;
        reqc = Arrays.copyOf(o.reqc, 4 * oc);
        key = Arrays.copyOf(o.key, oc);
        codes = o.codes;
        match = o.match;
        byKey = o.byKey == null || !withIndex ? null : new KeyIndex(o.byKey, oc);
        openIdx = new Grid(o.openIdx);
        System.arraycopy(o.lastNeighbours, 0, lastNeighbours, 0, 8);
    }

    /**
     * The length a copy gives an array of which {@code used} entries are in use: a copy costs what is
     * on the board, not what the bag could put there (a 20,000-tile bag made every look-ahead copy
     * its whole size); the arrays grow on demand as the originals do. Never more than the original's.
     */
    static int room(int used, int length) { return Math.min(length, used + (used >> 1) + 16); }

    /**
     * Makes this trial copy (made by {@code new Board(o, false)}) equal to {@code o} again after one
     * trial placement, without allocating: only the parts in use are copied (up to this copy's own
     * high-water marks, which a trial raises). False, with nothing promised, when an array of either is too
     * short for what the other uses (a trial grew an array): the caller then makes a new copy.
     */
    public boolean copyFrom(Board o) {
        rewritten = ++version;
        if (byKey != null || types != o.types) return false;
        // the arrays of both hold the entries in use in either (a copy's arrays are sized by its board, see room)
        if (Math.min(type.length, o.type.length) < Math.max(n, o.n) || Math.min(ox.length, o.ox.length) < Math.max(nOpen, o.nOpen)) return false;
        if (!pos.copyFrom(o.pos) || !openIdx.copyFrom(o.openIdx)) return false;
        int tn = Math.max(n, o.n), on = Math.max(nOpen, o.nOpen);
        n = o.n;
        System.arraycopy(o.type, 0, type, 0, tn);
        System.arraycopy(o.rot, 0, rot, 0, tn);
        System.arraycopy(o.x, 0, x, 0, tn);
        System.arraycopy(o.y, 0, y, 0, tn);
        System.arraycopy(o.featBase, 0, featBase, 0, tn);
        System.arraycopy(o.neighbours, 0, neighbours, 0, tn);
        nOpen = o.nOpen;
        System.arraycopy(o.ox, 0, ox, 0, on);
        System.arraycopy(o.oy, 0, oy, 0, on);
        System.arraycopy(o.req, 0, req, 0, 4 * on);
        System.arraycopy(o.reqc, 0, reqc, 0, 4 * on);
        System.arraycopy(o.key, 0, key, 0, on);
        holes = o.holes;
        System.arraycopy(o.lastNeighbours, 0, lastNeighbours, 0, 8);
        return true;
    }

    public int at(int px, int py) { return pos.get(px, py) - 1; }

    public TileType typeOf(int t) { return types[type[t]]; }

    public int openCount() { return nOpen; }

    /** Puts a tile on the board and returns its index; legality is the caller's business. */
    public int place(int tt, int r, int px, int py, int base) {
        int t = put(tt, r, px, py, base);
        removeOpen(px, py);
        for (int s = 0; s < 4; s++) {
            int qx = px + Ports.DX[s], qy = py + Ports.DY[s];
            if (pos.get(qx, qy) != 0) continue;
            int oi = openIdx.get(qx, qy) - 1;
            if (oi < 0) addOpen(qx, qy);
            else require(oi, s, tt, r);
        }
        countNeighbours(t, px, py);
        return t;
    }

    /**
     * Puts a tile on a trial copy ({@code new Board(o, false)}) as {@link #place} does but without updating
     * the open positions (their sides, holes and index stay as before the tile): for a trial whose rules read
     * none of them; {@link #copyFrom} brings the copy back as after {@link #place}.
     */
    public int placeOnly(int tt, int r, int px, int py, int base) {
        int t = put(tt, r, px, py, base);
        countNeighbours(t, px, py);
        return t;
    }

    /** The tile's own entries and its position: what {@link #place} and {@link #placeOnly} both do first. */
    private int put(int tt, int r, int px, int py, int base) {
        if (!PackedPlacement.inRange(px, py)) throw new IllegalArgumentException("position " + px + "," + py + " is beyond " + PackedPlacement.MAX_COORD + " from the origin");
        if (n == type.length) grow();
        version++;
        int t = n++;
        type[t] = tt;
        rot[t] = r;
        x[t] = px;
        y[t] = py;
        featBase[t] = base;
        pos.set(px, py, t + 1);
        return t;
    }

    /** The eight positions around the new tile: who is there (lastNeighbours) and the neighbour counts. */
    private void countNeighbours(int t, int px, int py) {
        int count = 0;
        for (int d = 0; d < 8; d++) {
            int nb = pos.get(px + NX[d], py + NY[d]) - 1;
            lastNeighbours[d] = nb;
            if (nb >= 0) { neighbours[nb]++; count++; }
        }
        neighbours[t] = count;
    }

    /** Open position {@code oi} now faces side {@code s} of a tile of type {@code tt} turned {@code r}. */
    private void require(int oi, int s, int tt, int r) {
        TileType placedType = types[tt];
        if (hole(oi)) holes--;
        req[4 * oi + ((s + 2) & 3)] = placedType.wild ? ANY : placedType.sigRev[r][s];
        if (hole(oi)) holes++;
        if (codes != null) reqc[4 * oi + ((s + 2) & 3)] = placedType.wild ? SideCodes.ANY : codes.revCode(tt, r, s);
        if (byKey != null) byKey.remove(oi);
        key[oi] = packKey(oi);
        if (byKey != null) byKey.add(oi, key[oi]);
    }

    /**
     * A placed tile becomes of another type with the same sides but where a feature was added (a
     * bridge over a field): the open positions beside it must now match its new sides.
     */
    public void retype(int t, int newType) {
        rewritten = ++version;
        type[t] = newType;
        for (int s = 0; s < 4; s++) {
            int qx = x[t] + Ports.DX[s], qy = y[t] + Ports.DY[s];
            if (pos.get(qx, qy) != 0) continue;
            int oi = openIdx.get(qx, qy) - 1;
            if (oi >= 0) require(oi, s, newType, rot[t]);
        }
    }

    /** Whether every side of a tile of type {@code t} turned {@code r} at px,py matches the placed tiles it faces. */
    public boolean sidesMatch(TileType t, int r, int px, int py) {
        int[] sig = t.sig[r];
        for (int s = 0; s < 4; s++) {
            int nb = at(px + Ports.DX[s], py + Ports.DY[s]);
            if (nb < 0 || t.wild || types[type[nb]].wild) continue;
            if (!sidesFit(sig[s], types[type[nb]].sigRev[rot[nb]][(s + 2) & 3])) return false;
        }
        return true;
    }

    public int openX(int i) { return ox[i]; }

    public int openY(int i) { return oy[i]; }

    private void grow() {
        int c = type.length * 2;
        type = Arrays.copyOf(type, c);
        rot = Arrays.copyOf(rot, c);
        x = Arrays.copyOf(x, c);
        y = Arrays.copyOf(y, c);
        featBase = Arrays.copyOf(featBase, c);
        neighbours = Arrays.copyOf(neighbours, c);
    }

    private void addOpen(int px, int py) {
        if (nOpen == ox.length) {
            ox = Arrays.copyOf(ox, nOpen * 2);
            oy = Arrays.copyOf(oy, nOpen * 2);
            req = Arrays.copyOf(req, nOpen * 8);
            reqc = Arrays.copyOf(reqc, nOpen * 8);
            key = Arrays.copyOf(key, nOpen * 2);
        }
        ox[nOpen] = px;
        oy[nOpen] = py;
        for (int s = 0; s < 4; s++) {
            int nb = pos.get(px + Ports.DX[s], py + Ports.DY[s]) - 1;
            int v = NONE;
            if (nb >= 0) v = types[type[nb]].wild ? ANY : types[type[nb]].sigRev[rot[nb]][(s + 2) & 3];
            req[4 * nOpen + s] = v;
            if (codes != null) {
                reqc[4 * nOpen + s] = nb < 0 ? SideCodes.NONE : types[type[nb]].wild ? SideCodes.ANY
                        : codes.revCode(type[nb], rot[nb], (s + 2) & 3);
            }
        }
        key[nOpen] = packKey(nOpen);
        if (byKey != null) byKey.add(nOpen, key[nOpen]);
        if (hole(nOpen)) holes++;
        openIdx.set(px, py, nOpen + 1);
        nOpen++;
    }

    private void removeOpen(int px, int py) {
        int i = openIdx.get(px, py) - 1;
        if (i < 0) return;
        if (hole(i)) holes--;
        openIdx.set(px, py, 0);
        int last = --nOpen;
        if (byKey != null) {
            byKey.remove(i);
            if (i != last) byKey.move(last, i);
        }
        if (i != last) {
            ox[i] = ox[last];
            oy[i] = oy[last];
            System.arraycopy(req, 4 * last, req, 4 * i, 4);
            System.arraycopy(reqc, 4 * last, reqc, 4 * i, 4);
            key[i] = key[last];
            openIdx.set(ox[i], oy[i], i + 1);
        }
    }

    /** Whether a tile of type {@code t} turned {@code r} may go at px,py: free, touching, every side matching. */
    public boolean legal(TileType t, int r, int px, int py) {
        if (at(px, py) >= 0) return false;
        boolean touches = false;
        int[] sig = t.sig[r];
        for (int s = 0; s < 4; s++) {
            int nb = at(px + Ports.DX[s], py + Ports.DY[s]);
            if (nb < 0) continue;
            touches = true;
            if (t.wild || types[type[nb]].wild) continue;
            if (!sidesFit(sig[s], types[type[nb]].sigRev[rot[nb]][(s + 2) & 3])) return false;
        }
        return touches;
    }

    private boolean hole(int i) {
        int b = 4 * i;
        return req[b] != NONE && req[b + 1] != NONE && req[b + 2] != NONE && req[b + 3] != NONE;
    }

    /** Appends every legal placement of {@code t} in a hole (all four sides placed), packed. */
    public void holePlacements(TileType t, IntList out) {
        if (holes == 0) return;
        for (int i = 0; i < nOpen; i++) {
            int b = 4 * i;
            if (req[b] == NONE || req[b + 1] == NONE || req[b + 2] == NONE || req[b + 3] == NONE) continue;
            int mask = slowMask(t, i);
            for (int r = 0; r < 4; r++) if ((mask & (1 << r)) != 0) out.add(PackedPlacement.pack(ox[i], oy[i], r));
        }
    }

    /** The four requirements of an open position as a 16-bit key, or -1 when a signature has no code. */
    private int packKey(int i) {
        if (codes == null) return -1;
        int b = 4 * i;
        return reqc[b] | reqc[b + 1] << 4 | reqc[b + 2] << 8 | reqc[b + 3] << 12;
    }

    /**
     * The legal placements of {@code t} without listing them: the rotations
     * that fit, per key of open positions (with side codes; all positions of a
     * key fit alike) or else per open position, written into {@code masks}
     * (grown as needed and returned). The total is left in {@link #lastCount},
     * the number of entries in {@link #lastGroups}. A random agent needs one
     * placement, not all of them; {@link #placementAt} finds it.
     */
    public int[] placementMasks(TileType t, int[] masks) {
        int groups = byKey != null ? byKey.nActive : nOpen;
        if (masks.length < groups) masks = new int[Math.max(groups, masks.length * 2)];
        int total = 0;
        if (byKey != null) {
            byte[] local = byKey.typeMasks;
            int nt = byKey.types, tid = t.id;
            for (int a = 0; a < groups; a++) {
                int b = byKey.active[a];
                int m = local[b * nt + tid];
                if (m == 0) {
                    int k = byKey.bucketKey[b];
                    m = codes.table(t)[k];
                    if (m == 0) m = codes.fill(t, k);
                    local[b * nt + tid] = (byte) m;
                }
                m &= 15;
                masks[a] = m;
                total += Integer.bitCount(m) * byKey.bucketSize[b];
            }
        } else {
            for (int i = 0; i < groups; i++) {
                masks[i] = slowMask(t, i);
                total += Integer.bitCount(masks[i]);
            }
        }
        lastCount = total;
        lastGroups = groups;
        return masks;
    }

    /** The number of placements and of mask entries found by the last {@link #placementMasks}. */
    @NotCopied("what the last placementMasks call left, read right after it")
    public int lastCount, lastGroups;

    /**
     * The k-th placement of masks computed by {@link #placementMasks} over
     * {@code groups} entries, packed. Valid until the next placement changes the
     * open positions. The order is fixed by the board's history, so it is
     * deterministic.
     */
    public int placementAt(int[] masks, int groups, int k) {
        for (int g = 0; g < groups; g++) {
            int m = masks[g], per = Integer.bitCount(m);
            if (per == 0) continue;
            int b = byKey != null ? byKey.active[g] : -1;
            int size = byKey != null ? byKey.bucketSize[b] : 1;
            int c = per * size;
            if (k >= c) { k -= c; continue; }
            int slot = byKey != null ? byKey.bucketSlots[b][k / per] : g;
            int nth = k % per;
            for (int r = 0; r < 4; r++) {
                if ((m & (1 << r)) != 0 && nth-- == 0) return PackedPlacement.pack(ox[slot], oy[slot], r);
            }
        }
        throw new IndexOutOfBoundsException("placement " + k);
    }

    /**
     * Appends the placements of masks computed by {@link #placementMasks} over {@code groups} entries,
     * packed, in the order of {@link #placementAt} for k = 0, 1, ... (one pass instead of one search per k).
     */
    public void placementsAt(int[] masks, int groups, IntList out) {
        for (int g = 0; g < groups; g++) {
            int m = masks[g];
            if (m == 0) continue;
            int b = byKey != null ? byKey.active[g] : -1;
            int size = byKey != null ? byKey.bucketSize[b] : 1;
            for (int j = 0; j < size; j++) {
                int slot = byKey != null ? byKey.bucketSlots[b][j] : g;
                for (int r = 0; r < 4; r++) {
                    if ((m & (1 << r)) != 0) out.add(PackedPlacement.pack(ox[slot], oy[slot], r));
                }
            }
        }
    }

    /** Appends every legal placement of {@code t}, packed (see {@link PackedPlacement#pack}). */
    public void legalPlacements(TileType t, IntList out) {
        if (codes != null) {
            byte[] fit = codes.table(t);
            for (int i = 0; i < nOpen; i++) {
                int k = key[i];
                int mask;
                if (k < 0) mask = slowMask(t, i);
                else {
                    mask = fit[k];
                    if (mask == 0) mask = codes.fill(t, k);
                    mask &= 15;
                }
                if (mask == 0) continue;
                for (int r = 0; r < 4; r++) {
                    if ((mask & (1 << r)) != 0) out.add(PackedPlacement.pack(ox[i], oy[i], r));
                }
            }
            return;
        }
        slowPlacements(t, out);
    }

    private int slowMask(TileType t, int i) {
        int b = 4 * i, m = 0;
        for (int r = 0; r < 4; r++) {
            if (!t.distinctRotation[r]) continue;
            int[] sig = t.sig[r];
            if (t.wild || fits(req[b], sig[0]) && fits(req[b + 1], sig[1]) && fits(req[b + 2], sig[2]) && fits(req[b + 3], sig[3])) m |= 1 << r;
        }
        return m;
    }

    private void slowPlacements(TileType t, IntList out) {
        boolean wild = t.wild;
        for (int i = 0; i < nOpen; i++) {
            int b = 4 * i;
            int r0 = req[b], r1 = req[b + 1], r2 = req[b + 2], r3 = req[b + 3];
            for (int r = 0; r < 4; r++) {
                if (!t.distinctRotation[r]) continue;
                int[] sig = t.sig[r];
                if (wild || fits(r0, sig[0]) && fits(r1, sig[1]) && fits(r2, sig[2]) && fits(r3, sig[3])) {
                    out.add(PackedPlacement.pack(ox[i], oy[i], r));
                }
            }
        }
    }

    private boolean fits(int required, int shown) { return required < 0 || sidesFit(required, shown); }

    /** Whether some feature kind fits another (a rule's {@code fits}): only then may facing sides differ. */
    public boolean anyFits() { return match != null; }

    /** Whether a side with signature {@code mine} may face a side whose reversed signature is {@code theirs}. */
    public boolean sidesFit(int mine, int theirs) { return mine == theirs || match != null && match.sides(mine, theirs); }
}
