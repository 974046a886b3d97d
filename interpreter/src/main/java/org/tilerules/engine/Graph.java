package org.tilerules.engine;

import org.tilerules.model.FeatureDef;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;

import java.util.Arrays;

/**
 * The graph of features: one node per feature of every placed tile, joined
 * into components by a union-find. Each root keeps its component's distinct
 * tile count, open ports, summed attributes, members and figures, so placing a
 * tile costs about the tile's own features and never a walk over the board.
 */
public final class Graph {
    private final int nAttr;
    @Shared("fixed by the rules")
    private final boolean[] summed;
    public int nFeat;
    public int[] parent, kind, tile, local, size, tiles, open, attr, memNext, memHead, memTail, figHead;
    public byte[] complete;
    // figures standing on features (index = figure id)
    public int nFig;
    public int[] figOwner, figKind, figAt, figNext;
    /** figZone[g] = zone + 1 while the figure waits in a zone, else 0. Owner -1 marks a neutral figure. */
    public int[] figZone;
    /** Attributes whose value on a feature counts as open ends of its component, closed only by {@link #link}. */
    @Shared("set once at set-up, never written into")
    public int[] endAttrs = new int[0];
    @NotCopied("marks of one walk, each below stampCtr: a copy starts with none and the counter it carries")
    private int[] stamp;
    private int stampCtr;
    /** Roots whose open ports a placement closed without joining (wild sides); completion must be rechecked. */
    @NotCopied("filled and read within one placement")
    public final IntList touched = new IntList();
    // relations made on the board (a wild tile's features to what it closes), as linked lists per feature
    private int nDyn;
    private int[] dynTo = new int[8], dynRel = new int[8], dynNext = new int[8];
    private int[] dynHead;

    public Graph(int featureCapacity, int tileCapacity, boolean[] summed) {
        this.summed = summed;
        this.nAttr = summed.length;
        int c = Math.max(8, featureCapacity);
        parent = new int[c];
        kind = new int[c];
        tile = new int[c];
        local = new int[c];
        size = new int[c];
        tiles = new int[c];
        open = new int[c];
        attr = new int[c * Math.max(1, nAttr)];
        memNext = new int[c];
        memHead = new int[c];
        memTail = new int[c];
        figHead = new int[c];
        complete = new byte[c];
        figOwner = new int[16];
        figKind = new int[16];
        figAt = new int[16];
        figNext = new int[16];
        figZone = new int[16];
        stamp = new int[Math.max(8, tileCapacity)];
        dynHead = new int[c];
    }

    /** A copy whose arrays are sized by the features and figures in use (see {@link Board#room}), not by the bag. */
    public Graph(Graph o) {
        summed = o.summed;
        nAttr = o.nAttr;
        nFeat = o.nFeat;
        int fc = Board.room(o.nFeat, o.parent.length), gc = Board.room(o.nFig, o.figOwner.length), dc = Board.room(o.nDyn, o.dynTo.length);
        parent = Arrays.copyOf(o.parent, fc);
        kind = Arrays.copyOf(o.kind, fc);
        tile = Arrays.copyOf(o.tile, fc);
        local = Arrays.copyOf(o.local, fc);
        size = Arrays.copyOf(o.size, fc);
        tiles = Arrays.copyOf(o.tiles, fc);
        open = Arrays.copyOf(o.open, fc);
        attr = Arrays.copyOf(o.attr, fc * Math.max(1, nAttr));
        memNext = Arrays.copyOf(o.memNext, fc);
        memHead = Arrays.copyOf(o.memHead, fc);
        memTail = Arrays.copyOf(o.memTail, fc);
        figHead = Arrays.copyOf(o.figHead, fc);
        complete = Arrays.copyOf(o.complete, fc);
        nFig = o.nFig;
        figOwner = Arrays.copyOf(o.figOwner, gc);
        figKind = Arrays.copyOf(o.figKind, gc);
        figAt = Arrays.copyOf(o.figAt, gc);
        figNext = Arrays.copyOf(o.figNext, gc);
        figZone = Arrays.copyOf(o.figZone, gc);
        endAttrs = o.endAttrs;
        // the marks of a join mean something only during that join (all are below the counter between joins): a
        // copy starts with none, as long as the board's tiles up to now (join makes it longer when the board grows)
        stamp = new int[Math.min(o.stamp.length, Math.max(8, fc))];
        stampCtr = o.stampCtr;
        nDyn = o.nDyn;
        dynTo = Arrays.copyOf(o.dynTo, dc);
        dynRel = Arrays.copyOf(o.dynRel, dc);
        dynNext = Arrays.copyOf(o.dynNext, dc);
        dynHead = Arrays.copyOf(o.dynHead, fc);
    }

    /**
     * Makes this copy (made by {@code new Graph(o)}) equal to {@code o} again after a trial placement
     * was added to it, without allocating: only the entries in use are copied, up to this copy's own
     * high-water marks (a trial only appends features and relations). False, with nothing promised,
     * when capacities differ (the trial grew an array): the caller then makes a new copy.
     */
    public boolean copyFrom(Graph o) {
        int f = Math.max(nFeat, o.nFeat), g = Math.max(nFig, o.nFig), d = Math.max(nDyn, o.nDyn);
        if (Math.min(parent.length, o.parent.length) < f || Math.min(figOwner.length, o.figOwner.length) < g
                || Math.min(dynTo.length, o.dynTo.length) < d || summed != o.summed) return false;
        nFeat = o.nFeat;
        for (int[][] a : new int[][][] {{parent, o.parent}, {kind, o.kind}, {tile, o.tile}, {local, o.local}, {size, o.size},
                {tiles, o.tiles}, {open, o.open}, {memNext, o.memNext}, {memHead, o.memHead}, {memTail, o.memTail},
                {figHead, o.figHead}, {dynHead, o.dynHead}}) {
            System.arraycopy(a[1], 0, a[0], 0, f);
        }
        System.arraycopy(o.attr, 0, attr, 0, f * Math.max(1, nAttr));
        System.arraycopy(o.complete, 0, complete, 0, f);
        nFig = o.nFig;
        System.arraycopy(o.figOwner, 0, figOwner, 0, g);
        System.arraycopy(o.figKind, 0, figKind, 0, g);
        System.arraycopy(o.figAt, 0, figAt, 0, g);
        System.arraycopy(o.figNext, 0, figNext, 0, g);
        System.arraycopy(o.figZone, 0, figZone, 0, g);
        endAttrs = o.endAttrs;
        stampCtr = Math.max(stampCtr, o.stampCtr);  // every mark here stays below the counter (see the copy constructor)
        nDyn = o.nDyn;
        System.arraycopy(o.dynTo, 0, dynTo, 0, d);
        System.arraycopy(o.dynRel, 0, dynRel, 0, d);
        System.arraycopy(o.dynNext, 0, dynNext, 0, d);
        touched.clear();
        for (int i = 0; i < o.touched.size(); i++) touched.add(o.touched.get(i));
        return true;
    }

    public int find(int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /** Adds the features of a tile just put on the board and joins them to its neighbours'. */
    public void addTile(Board b, int t) {
        TileType tt = b.typeOf(t);
        FeatureDef[] fs = tt.features;
        int base = b.featBase[t];
        ensure(base + fs.length + tt.reserve, b.n);
        for (int f = 0; f < fs.length; f++) {
            int i = base + f;
            parent[i] = i;
            kind[i] = fs[f].kind;
            tile[i] = t;
            local[i] = f;
            size[i] = 1;
            tiles[i] = 1;
            open[i] = Integer.bitCount(fs[f].portMask);
            for (int a : endAttrs) if (a < fs[f].attrs.length) open[i] += fs[f].attrs[a];
            for (int a = 0; a < nAttr; a++) attr[i * nAttr + a] = summed[a] && a < fs[f].attrs.length ? fs[f].attrs[a] : 0;
            memNext[i] = -1;
            memHead[i] = i;
            memTail[i] = i;
            figHead[i] = -1;
            complete[i] = 0;
            dynHead[i] = -1;
        }
        // slots kept for features added later: inert until then (parented to the tile's first feature, never a root)
        for (int i = base + fs.length; i < base + fs.length + tt.reserve; i++) {
            parent[i] = base;
            kind[i] = -1;
            tile[i] = t;
            figHead[i] = -1;
            dynHead[i] = -1;
        }
        touched.clear();
        nFeat = Math.max(nFeat, base + fs.length + tt.reserve);
        int r = b.rot[t];
        int[] pf = tt.portFeature[r];
        boolean last = t == b.n - 1;
        for (int s = 0; s < 4; s++) {
            int nb = last ? b.lastNeighbours[2 * s + 1] : b.at(b.x[t] + Ports.DX[s], b.y[t] + Ports.DY[s]);
            if (nb < 0) continue;
            TileType nt = b.typeOf(nb);
            int[] npf = nt.portFeature[b.rot[nb]];
            if (tt.wild || nt.wild) {
                closeFacing(b, t, tt, pf, nb, nt, npf, s);
                continue;
            }
            // a side that matches by a rule's `fits` (a gate facing a road): ports of different kinds end there
            boolean crossed = b.anyFits() && tt.sig[r][s] != nt.sigRev[b.rot[nb]][(s + 2) & 3];
            boolean shared = tt.portFeature2 != null || nt.portFeature2 != null;
            for (int k = 0; k < 3; k++) {
                int p = 3 * s + k;
                int lf = pf[p];
                if (crossed && closeCrossed(b.featBase[t], fs, lf, b.featBase[nb], nt.features, npf[Ports.opposite(p)])) {
                    if (shared) closeShared(b, t, tt, nb, nt, p);
                    continue;
                }
                if (lf < 0) continue;
                int nf = npf[Ports.opposite(p)];
                // the neighbour's node, not its printed kind: a component turned into another kind joins as that kind
                if (nf < 0 || kind[b.featBase[nb] + nf] != fs[lf].kind) continue;
                join(b, base + lf, b.featBase[nb] + nf);
                if (shared) joinShared(b, t, tt, nb, nt, p, base + lf, b.featBase[nb] + nf);
            }
        }
    }

    /**
     * Adds feature {@code lf} of a placed tile whose type has just changed to one with that feature
     * (into the slot the tile kept for it) and joins it to what its ports face; returns its node.
     */
    public int addFeature(Board b, int t, int lf) {
        TileType tt = b.typeOf(t);
        FeatureDef fd = tt.features[lf];
        int i = b.featBase[t] + lf;
        ensure(i + 1, b.n);
        kind[i] = fd.kind;
        tile[i] = t;
        local[i] = lf;
        dynHead[i] = -1;
        reset(i, fd);
        nFeat = Math.max(nFeat, i + 1);
        touched.clear();
        int[] pf = tt.portFeature[b.rot[t]];
        for (int p = 0; p < 12; p++) {
            if (pf[p] != lf) continue;
            int s = p / 3;
            int nb = b.at(b.x[t] + Ports.DX[s], b.y[t] + Ports.DY[s]);
            if (nb < 0) continue;
            TileType nt = b.typeOf(nb);
            int nf = nt.portFeature[b.rot[nb]][Ports.opposite(p)];
            // a wild tile (an abbey) closes what faces it, also a feature added later (a bridge's end);
            // a side that matched by `fits` ends a port of another kind there
            if (nt.wild || b.anyFits() && tt.sig[b.rot[t]][s] != nt.sigRev[b.rot[nb]][(s + 2) & 3] && (nf < 0 || nt.features[nf].kind != fd.kind)) {
                close(i);
                continue;
            }
            if (nf < 0 || kind[b.featBase[nb] + nf] != fd.kind) continue;
            join(b, i, b.featBase[nb] + nf);
        }
        return i;
    }

    /**
     * Makes a feature's node a component of its own again, as it was when its tile was placed
     * (ports, ends, attributes; no members but itself, no figures, not complete); its kind, tile
     * and board relations stay.
     */
    void reset(int i, FeatureDef fd) {
        parent[i] = i;
        size[i] = 1;
        tiles[i] = 1;
        open[i] = Integer.bitCount(fd.portMask);
        for (int a : endAttrs) if (a < fd.attrs.length) open[i] += fd.attrs[a];
        for (int a = 0; a < nAttr; a++) attr[i * nAttr + a] = summed[a] && a < fd.attrs.length ? fd.attrs[a] : 0;
        memNext[i] = -1;
        memHead[i] = i;
        memTail[i] = i;
        figHead[i] = -1;
        complete[i] = 0;
    }

    /**
     * Two facing ports of a side that matched by `fits`: when they differ in kind (or one side has no
     * feature there), each feature's port is closed and nothing is joined; true then.
     */
    private boolean closeCrossed(int base, FeatureDef[] fs, int lf, int nbBase, FeatureDef[] nfs, int nf) {
        if (lf >= 0 && nf >= 0 && fs[lf].kind == nfs[nf].kind) return false;
        if (lf >= 0) close(base + lf);
        if (nf >= 0) close(nbBase + nf);
        return true;
    }

    /** A port two features of one kind reach: the second on either side joins too, each port closing once. */
    private void joinShared(Board b, int t, TileType tt, int nb, TileType nt, int p, int mine, int theirs) {
        int lf2 = tt.portFeature2 == null ? -1 : tt.portFeature2[b.rot[t]][p];
        int nf2 = nt.portFeature2 == null ? -1 : nt.portFeature2[b.rot[nb]][Ports.opposite(p)];
        if (lf2 >= 0) join(b, b.featBase[t] + lf2, theirs, 1);
        if (nf2 >= 0) join(b, mine, b.featBase[nb] + nf2, 1);
    }

    /** The second features of a shared port on a side that matched by `fits`: their ports end there too. */
    private void closeShared(Board b, int t, TileType tt, int nb, TileType nt, int p) {
        int lf2 = tt.portFeature2 == null ? -1 : tt.portFeature2[b.rot[t]][p];
        int nf2 = nt.portFeature2 == null ? -1 : nt.portFeature2[b.rot[nb]][Ports.opposite(p)];
        if (lf2 >= 0) close(b.featBase[t] + lf2);
        if (nf2 >= 0) close(b.featBase[nb] + nf2);
    }

    /** A wild side: the ports on both sides are closed, not joined; a wild tile relates its inner features to them. */
    private void closeFacing(Board b, int t, TileType tt, int[] pf, int nb, TileType nt, int[] npf, int s) {
        int base = b.featBase[t], nbBase = b.featBase[nb];
        for (int k = 0; k < 3; k++) {
            int p = 3 * s + k;
            int lf = pf[p], nf = npf[Ports.opposite(p)];
            if (lf >= 0) close(base + lf);
            if (nf >= 0) close(nbBase + nf);
            if (tt.portFeature2 != null && tt.portFeature2[b.rot[t]][p] >= 0) close(base + tt.portFeature2[b.rot[t]][p]);
            if (nt.portFeature2 != null && nt.portFeature2[b.rot[nb]][Ports.opposite(p)] >= 0) close(nbBase + nt.portFeature2[b.rot[nb]][Ports.opposite(p)]);
            if (tt.wild && tt.wildRelation >= 0 && nf >= 0) relateInner(tt, base, nbBase + nf, tt.wildRelation);
            if (nt.wild && nt.wildRelation >= 0 && lf >= 0) relateInner(nt, nbBase, base + lf, nt.wildRelation);
        }
    }

    private void close(int feature) {
        int r = find(feature);
        open[r]--;
        touched.addIfAbsent(r);
    }

    private void relateInner(TileType wild, int wildBase, int other, int rel) {
        for (int f = 0; f < wild.features.length; f++) {
            if (wild.features[f].portMask != 0) continue;
            relate(wildBase + f, other, rel);
            relate(other, wildBase + f, rel);
        }
    }

    private void relate(int from, int to, int rel) {
        for (int d = dynHead[from]; d >= 0; d = dynNext[d]) if (dynTo[d] == to && dynRel[d] == rel) return;
        if (nDyn == dynTo.length) {
            dynTo = Arrays.copyOf(dynTo, nDyn * 2);
            dynRel = Arrays.copyOf(dynRel, nDyn * 2);
            dynNext = Arrays.copyOf(dynNext, nDyn * 2);
        }
        dynTo[nDyn] = to;
        dynRel[nDyn] = rel;
        dynNext[nDyn] = dynHead[from];
        dynHead[from] = nDyn++;
    }

    /** Adds the roots of the features that feature {@code f} is related to on the board by {@code rel}. */
    public void boardRelations(int f, int rel, IntList out) {
        for (int d = dynHead[f]; d >= 0; d = dynNext[d]) if (dynRel[d] == rel) out.addIfAbsent(find(dynTo[d]));
    }

    /** Joins the components of two features as if one open port of each faced the other (two linked ends). */
    public void link(Board b, int i, int j) { join(b, i, j, 2); }

    /** Joins the components of two features without closing any port (a piece lying between two ends: a junction). */
    public void bond(Board b, int i, int j) { join(b, i, j, 0); }

    private void join(Board b, int i, int j) { join(b, i, j, 2); }

    /** Joins two components; {@code closes} open ports end in the join (two facing ports: 2). */
    void join(Board b, int i, int j, int closes) {
        int a = find(i), c = find(j);
        if (a == c) { open[a] -= closes; return; }
        if (size[a] < size[c]) { int t = a; a = c; c = t; }
        // distinct tiles: tiles holding features of both components count once
        int overlap = 0;
        if (b.n > stamp.length) stamp = Arrays.copyOf(stamp, Math.max(b.n, stamp.length * 2));
        if (++stampCtr == Integer.MAX_VALUE) { Arrays.fill(stamp, 0); stampCtr = 1; }
        for (int m = memHead[c]; m >= 0; m = memNext[m]) {
            int t = tile[m];
            if (stamp[t] == stampCtr) continue;
            stamp[t] = stampCtr;
            int base = b.featBase[t], nf = b.typeOf(t).features.length;
            for (int q = base; q < base + nf; q++) {
                if (find(q) == a) { overlap++; break; }
            }
        }
        parent[c] = a;
        size[a] += size[c];
        tiles[a] += tiles[c] - overlap;
        open[a] += open[c] - closes;
        for (int k = 0; k < nAttr; k++) attr[a * nAttr + k] += attr[c * nAttr + k];
        memNext[memTail[a]] = memHead[c];
        memTail[a] = memTail[c];
        if (figHead[c] >= 0) {
            if (figHead[a] < 0) figHead[a] = figHead[c];
            else {
                int f = figHead[a];
                while (figNext[f] >= 0) f = figNext[f];
                figNext[f] = figHead[c];
            }
        }
        complete[a] = 0;
    }

    private void ensure(int features, int nTiles) {
        if (features > parent.length) {
            int c = Math.max(features, parent.length * 2);
            parent = Arrays.copyOf(parent, c);
            kind = Arrays.copyOf(kind, c);
            tile = Arrays.copyOf(tile, c);
            local = Arrays.copyOf(local, c);
            size = Arrays.copyOf(size, c);
            tiles = Arrays.copyOf(tiles, c);
            open = Arrays.copyOf(open, c);
            attr = Arrays.copyOf(attr, c * Math.max(1, nAttr));
            memNext = Arrays.copyOf(memNext, c);
            memHead = Arrays.copyOf(memHead, c);
            memTail = Arrays.copyOf(memTail, c);
            figHead = Arrays.copyOf(figHead, c);
            complete = Arrays.copyOf(complete, c);
            dynHead = Arrays.copyOf(dynHead, c);
        }
        if (nTiles > stamp.length) stamp = Arrays.copyOf(stamp, Math.max(nTiles, stamp.length * 2));
    }

    /** Every feature of the component becomes of another kind (a component turned into a different thing). */
    public void convert(int root, int newKind) {
        for (int m = memHead[root]; m >= 0; m = memNext[m]) kind[m] = newKind;
    }

    public int attr(int root, int a) { return attr[root * nAttr + a]; }

    private int newFigure(int owner, int figureKind) {
        if (nFig == figOwner.length) {
            int c = nFig * 2;
            figOwner = Arrays.copyOf(figOwner, c);
            figKind = Arrays.copyOf(figKind, c);
            figAt = Arrays.copyOf(figAt, c);
            figNext = Arrays.copyOf(figNext, c);
            figZone = Arrays.copyOf(figZone, c);
        }
        int g = nFig++;
        figOwner[g] = owner;
        figKind[g] = figureKind;
        figAt[g] = -1;
        figNext[g] = -1;
        figZone[g] = 0;
        return g;
    }

    /** A new figure waiting in a zone; returns its id. */
    public int addFigureInZone(int owner, int figureKind, int zone) {
        int g = newFigure(owner, figureKind);
        figZone[g] = zone + 1;
        return g;
    }

    /** Stands a new figure on feature {@code at}; returns its id. */
    public int addFigure(int owner, int figureKind, int at) {
        int g = newFigure(owner, figureKind);
        figAt[g] = at;
        int r = find(at);
        figNext[g] = figHead[r];
        figHead[r] = g;
        return g;
    }

    /** Takes every figure off a component; calls back for each so supplies can be refilled. */
    public void removeFigures(int root, FigureSink sink) {
        for (int g = figHead[root]; g >= 0; g = figNext[g]) {
            figAt[g] = -1;
            sink.returned(g, figOwner[g], figKind[g]);
        }
        figHead[root] = -1;
    }

    /** Takes one figure off the board (it stays known by its id, standing nowhere). */
    public void removeFigure(int g) {
        int at = figAt[g];
        if (at < 0) return;
        int r = find(at);
        if (figHead[r] == g) figHead[r] = figNext[g];
        else {
            int f = figHead[r];
            while (f >= 0 && figNext[f] != g) f = figNext[f];
            if (f >= 0) figNext[f] = figNext[g];
        }
        figAt[g] = -1;
        figNext[g] = -1;
    }

    /** Stands an existing figure on another feature (from a feature or a zone). */
    public void moveFigure(int g, int to) {
        removeFigure(g);
        figZone[g] = 0;
        figAt[g] = to;
        int r = find(to);
        figNext[g] = figHead[r];
        figHead[r] = g;
    }

    public interface FigureSink { void returned(int figure, int owner, int kind); }
}
