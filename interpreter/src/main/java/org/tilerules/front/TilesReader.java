package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser;
import org.tilerules.model.FeatureDef;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads a .tiles file into tile types, checking kinds, ports and relations against the rules. */
public final class TilesReader {
    private final Rules rules;
    private final Diagnostics diags;
    private final Map<String, String> definedAt = new HashMap<>();

    public TilesReader(Rules rules, Diagnostics diags) {
        this.rules = rules;
        this.diags = diags;
        for (TileType t : rules.tiles) definedAt.put(t.name, t.file + ":" + t.line);
    }

    public void read(Path file) {
        TilerulesParser parser = Parsing.parser(file, diags);
        String name = Parsing.display(file);
        TilerulesParser.TilesFileContext tree = Parsing.parse(parser, diags, TilerulesParser::tilesFile,
                () -> new TilerulesParser.TilesFileContext(null, 0));
        String set = tree.dashedName() == null ? "?" : tree.dashedName().getText();
        for (TilerulesParser.TileDeclContext td : tree.tileDecl()) readTile(name, set, td);
    }

    private void readTile(String file, String set, TilerulesParser.TileDeclContext td) {
        if (td.id == null || td.INT() == null) return;
        String id = td.id.getText();
        int line = td.getStart().getLine();
        if (definedAt.containsKey(id)) {
            diags.add(file, td.id.getStart(), "tile " + id + " is already defined at " + definedAt.get(id));
            return;
        }
        Set<String> tags = new LinkedHashSet<>();
        for (TilerulesParser.NameContext t : td.tags) tags.add(t.getText());
        List<TilerulesParser.FeatureDeclContext> fds = td.featureDecl();
        Map<String, Integer> local = new LinkedHashMap<>();
        for (int i = 0; i < fds.size(); i++) {
            TilerulesParser.FeatureDeclContext fd = fds.get(i);
            if (fd.fname == null) continue;
            String fn = fd.fname.getText();
            if (local.containsKey(fn)) diags.add(file, fd.fname.getStart(), "tile " + id + " already has a feature named " + fn);
            else local.put(fn, i);
        }
        FeatureDef[] features = new FeatureDef[fds.size()];
        String[] portOwner = new String[12], portSharer = new String[12];
        String[] portKind = new String[12];
        for (int i = 0; i < fds.size(); i++) {
            TilerulesParser.FeatureDeclContext fd = fds.get(i);
            if (fd.kind == null || fd.fname == null) { continue; }
            String fn = fd.fname.getText();
            var kind = rules.kindByName.get(fd.kind.getText());
            if (kind == null) {
                diags.add(file, fd.kind.getStart(), "unknown feature kind '" + fd.kind.getText() + "'; "
                        + Names.suggest(fd.kind.getText(), rules.kindByName.keySet()));
            }
            int mask = 0;
            for (TilerulesParser.NameContext pc : fd.ports) {
                int p = Ports.index(pc.getText());
                if (p < 0) {
                    diags.add(file, pc.getStart(), "unknown port '" + pc.getText() + "'; ports are " + Ports.list());
                } else if (portOwner[p] != null && (portSharer[p] != null || !portKind[p].equals(fd.kind.getText()))) {
                    // two separate features of one kind may reach one port (two cities that both reach a side's middle)
                    diags.add(file, pc.getStart(), "port " + pc.getText() + " is used twice on tile " + id
                            + " (already by feature " + portOwner[p] + (portSharer[p] != null ? " and " + portSharer[p] : "")
                            + "); only two features of one kind may share a port");
                } else if (portOwner[p] != null) {
                    portSharer[p] = fn;
                    mask |= 1 << p;
                } else {
                    portOwner[p] = fn;
                    portKind[p] = fd.kind.getText();
                    mask |= 1 << p;
                }
            }
            int[] attrs = new int[0];
            int[][] rels = new int[0][];
            for (TilerulesParser.FeatureExtraContext ex : fd.featureExtra()) {
                if (ex instanceof TilerulesParser.AttrExtraContext a) {
                    int aid = attribute(a.key.getText());
                    if (attrs.length <= aid) attrs = Arrays.copyOf(attrs, aid + 1);
                    attrs[aid] = Parsing.number(a.INT());
                } else if (ex instanceof TilerulesParser.RelationExtraContext r) {
                    int rid = relation(r.key.getText());
                    if (rels.length <= rid) rels = Arrays.copyOf(rels, rid + 1);
                    List<Integer> targets = new ArrayList<>();
                    for (TilerulesParser.NameContext t : r.targets) {
                        Integer ti = local.get(t.getText());
                        if (ti == null) {
                            diags.add(file, t.getStart(), fn + " " + r.key.getText() + " '" + t.getText()
                                    + "', which is not a feature of tile " + id + "; " + Names.suggest(t.getText(), local.keySet()));
                                    } else if (ti == i) {
                            diags.add(file, t.getStart(), fn + " cannot be related to itself");
                                    } else targets.add(ti);
                    }
                    rels[rid] = targets.stream().mapToInt(Integer::intValue).toArray();
                }
            }
            features[i] = new FeatureDef(fn, kind == null ? 0 : kind.id, mask, attrs, rels);
        }
        int count = Bounds.at(Parsing.number(td.INT()), Bounds.TILE_COUNT, "tile " + id + " count", file, td.INT().getSymbol(), diags);
        // A tile with errors is still registered, so that later uses of it do not report it as unknown.
        for (int i = 0; i < features.length; i++) if (features[i] == null) features[i] = new FeatureDef("?" + i, 0, 0, new int[0], new int[0][]);
        definedAt.put(id, file + ":" + line);
        TileType tt = new TileType(rules.tiles.size(), id, set, count, tags, features, file, line);
        // something printed on it points a way (a flying machine): every rotation is a placement of its own
        if (td.oriented != null) Arrays.fill(tt.distinctRotation, true);
        if (td.wild != null) {
            tt.wild = true;
            tt.wildRelation = td.wildRel == null ? -1 : relation(td.wildRel.getText());
        }
        rules.tiles.add(tt);
        rules.tileByName.put(id, tt);
        rules.maxFeaturesPerTile = Math.max(rules.maxFeaturesPerTile, features.length);
    }

    private int attribute(String name) {
        int i = rules.attributes.indexOf(name);
        if (i < 0) { rules.attributes.add(name); i = rules.attributes.size() - 1; }
        return i;
    }

    private int relation(String name) {
        int i = rules.relations.indexOf(name);
        if (i < 0) { rules.relations.add(name); i = rules.relations.size() - 1; }
        return i;
    }
}
