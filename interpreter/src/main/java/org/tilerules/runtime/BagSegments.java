package org.tilerules.runtime;

import org.tilerules.engine.Bag;
import org.tilerules.engine.IntList;
import org.tilerules.model.TileType;

/**
 * Fills a bag whose rule sets declare segments: each segment's tiles are drawn
 * before the rest, in declaration order; within a segment the {@code first}
 * tiles come first and the {@code last} tiles last, the others shuffled between
 * them. Tiles of no segment follow, shuffled. Only rule sets with segments come
 * here, so the usual shuffle (and every seeded game without segments) is unchanged.
 */
final class BagSegments {
    private BagSegments() {}

    static void fill(Bag bag, Rules rules, int[] counts) {
        int[] left = counts.clone();
        IntList order = new IntList();
        for (Rules.Segment seg : rules.segments) {
            IntList head = new IntList(), tail = new IntList();
            for (TileType t : seg.first()) if (left[t.id] > 0) { left[t.id]--; head.add(t.id); }
            for (TileType t : seg.last()) if (left[t.id] > 0) { left[t.id]--; tail.add(t.id); }
            int[] middle = new int[left.length];
            for (TileType t : rules.tiles) {
                if (seg.members().contains(t.name) || t.tags.stream().anyMatch(seg.members()::contains)) {
                    middle[t.id] = left[t.id];
                    left[t.id] = 0;
                }
            }
            for (int i = 0; i < head.size(); i++) order.add(head.get(i));
            for (int t : bag.shuffled(middle)) order.add(t);
            for (int i = 0; i < tail.size(); i++) order.add(tail.get(i));
        }
        for (int t : bag.shuffled(left)) order.add(t);
        bag.set(order.toArray());
    }
}
