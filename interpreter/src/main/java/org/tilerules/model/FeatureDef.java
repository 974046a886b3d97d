package org.tilerules.model;

/** A feature printed on a tile type: its kind, ports (unrotated), attributes and relations. */
public final class FeatureDef {
    public final String name;
    public final int kind;
    public final int portMask;
    /** Attribute values, indexed by the registry's attribute id; 0 when absent. */
    public int[] attrs;
    /** relations[relationId] = local indexes of the related features on the same tile, or null. */
    public int[][] relations;

    public FeatureDef(String name, int kind, int portMask, int[] attrs, int[][] relations) {
        this.name = name;
        this.kind = kind;
        this.portMask = portMask;
        this.attrs = attrs;
        this.relations = relations;
    }
}
