package org.tilerules.importer;

import org.tilerules.model.FeatureDef;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Rules;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;

/**
 * The other program's tile descriptions (its XML files), and the match of its
 * tile ids to our tile types by contents: each feature's kind, the ports it
 * covers and its attributes, all translated by the {@link ForeignMap}. Tile
 * ids the contents cannot decide come from the map's {@code tile} lines.
 */
public final class ForeignTiles {
    /** Our tile type for a foreign id, and how many right angles ours must turn further to look the same. */
    public record Match(TileType type, int turn) {}

    private final ForeignMap map;
    private final Map<String, Element> byId = new HashMap<>();
    private final Map<String, Match> cache = new HashMap<>();
    /** The tile ids each tile set of the descriptions names (its {@code <ref tile=...>} entries), in file order. */
    public final Map<String, List<String>> setTiles = new LinkedHashMap<>();

    private ForeignTiles(ForeignMap map) { this.map = map; }

    /** Reads every {@code *.xml} file of the folder (none at all is an error naming the folder). */
    public static ForeignTiles read(ForeignMap map, Path folder) {
        ForeignTiles t = new ForeignTiles(map);
        if (folder == null || !Files.isDirectory(folder)) {
            throw new ImportException("the other program's tile descriptions are not at " + folder + ": a record's tile ids mean "
                    + "nothing without them. They are JCloisterZone's XML files: the 'expansions' folder in the 'resources' folder of "
                    + "an installation, or src/extraResources/expansions/ in its sources; pass --jcz-tiles DIR or set 'tiles-from' in " + map.file);
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(folder)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".xml")).sorted().toList();
        } catch (IOException e) {
            throw new ImportException("cannot list " + folder + ": " + e.getMessage());
        }
        if (files.isEmpty()) {
            throw new ImportException("no tile descriptions (*.xml) in " + folder + "; JCloisterZone keeps them in the 'expansions' folder "
                    + "in the 'resources' folder of an installation (src/extraResources/expansions/ in its sources)");
        }
        for (Path f : files) t.readFile(f);
        return t;
    }

    private void readFile(Path f) {
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder b = dbf.newDocumentBuilder();
            b.setErrorHandler(null);
            Document d = b.parse(f.toFile());
            NodeList tiles = d.getElementsByTagName("tile");
            for (int i = 0; i < tiles.getLength(); i++) {
                Element e = (Element) tiles.item(i);
                String id = e.getAttribute("id");
                if (!id.isEmpty()) byId.putIfAbsent(id, e);
            }
            NodeList sets = d.getElementsByTagName("tile-set");
            for (int i = 0; i < sets.getLength(); i++) {
                Element set = (Element) sets.item(i);
                List<String> ids = setTiles.computeIfAbsent(set.getAttribute("id"), k -> new ArrayList<>());
                NodeList refs = set.getElementsByTagName("ref");
                for (int j = 0; j < refs.getLength(); j++) ids.add(((Element) refs.item(j)).getAttribute("tile"));
            }
        } catch (Exception e) {
            throw new ImportException("cannot read tile descriptions " + f + ": " + e.getMessage());
        }
    }

    /** Our tile type for the foreign id in these rules; an error says what the id shows and what matched. */
    public Match match(String id, Rules rules) {
        String key = id + " " + rules.rulesets;
        Match m = cache.get(key);
        if (m != null) return m;
        String named = map.tiles.get(id);
        if (named != null) {
            TileType t = rules.tileByName.get(named);
            if (t == null) throw new ImportException("tile " + id + " is mapped to '" + named + "', which rules " + String.join(",", rules.rulesets) + " do not have");
            m = new Match(t, 0);
        } else {
            Element e = byId.get(id);
            if (e == null) throw new ImportException("tile " + id + " is not in the tile descriptions, nor in " + map.file);
            String want = signature(id, e, rules);
            // the same orientation first (our tile files draw tiles as that program does); turned ones only failing that.
            // Tile types the rules leave in the box (`without`) are never in the game: another type replaces them.
            List<Match> found = new ArrayList<>();
            for (int r = 0; r < 4 && found.isEmpty(); r++) {
                for (TileType t : rules.tiles) {
                    if (!rules.without.contains(t) && signature(t, r, rules).equals(want)) found.add(new Match(t, r));
                }
            }
            if (found.isEmpty()) {
                throw new ImportException("tile " + id + " (" + want + ") matches no tile of rules " + String.join(",", rules.rulesets));
            }
            if (found.size() > 1) {
                throw new ImportException("tile " + id + " (" + want + ") matches " + found.stream().map(x -> x.type().name).toList()
                        + ": name the one meant with 'tile " + id + " NAME' in " + map.file);
            }
            m = found.get(0);
        }
        cache.put(key, m);
        return m;
    }

    /** The foreign tile's contents in our words: "kind[ports]{attributes}" per feature, sorted. */
    private String signature(String id, Element tile, Rules rules) {
        TreeSet<String> parts = new TreeSet<>();
        for (Node n = tile.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (!(n instanceof Element e)) continue;
            if (map.isTag(e.getTagName())) {
                for (ForeignMap.Tag t : map.tags) if (t.element().equals(e.getTagName()) && ForeignMap.meets(e, t.when())) parts.add("#" + t.ours());
                continue;
            }
            ForeignMap.KindName k = map.kindByElement(e);
            if (k == null) throw new ImportException("tile " + id + " shows <" + e.getTagName() + ">, which " + map.file + " does not translate (add a 'kind' or 'tag' line)");
            if (k.ours().equals("-")) continue;
            int mask = 0;
            for (String code : e.getTextContent().trim().split("\\s+")) {
                if (code.isEmpty()) continue;
                int p = ports(map, code);
                if (p < 0) throw new ImportException("tile " + id + ": unknown location '" + code + "' (add a 'location' line to " + map.file + ")");
                mask |= p;
            }
            TreeSet<String> attrs = new TreeSet<>();
            NamedNodeMap as = e.getAttributes();
            for (int i = 0; i < as.getLength(); i++) {
                String name = as.item(i).getNodeName(), value = as.item(i).getNodeValue();
                String mark = map.marks.get(name + "=" + value);
                if (mark != null) { parts.add(part(mark, 0, new TreeSet<>())); continue; }
                String ours = map.attributes.get(name + "=" + value);
                if (ours != null) value = "1";
                else ours = map.attributes.get(name);
                if (value.equals("true")) value = "1";
                // only attributes these rules know: a symbol of another expansion, not loaded, is no difference
                if (ours != null && !ours.equals("-") && rules.attribute(ours) >= 0 && !value.equals("false") && !value.equals("0")) {
                    attrs.add(ours + "=" + value);
                }
            }
            parts.add(part(k.ours(), mask, attrs));
        }
        return String.join(" ", parts);
    }

    /** Our tile type's contents turned by {@code r} right angles, in the same form; only attributes the map translates. */
    private String signature(TileType t, int r, Rules rules) {
        TreeSet<String> parts = new TreeSet<>();
        for (FeatureDef f : t.features) {
            int mask = 0;
            for (int p = 0; p < 12; p++) if ((f.portMask & (1 << p)) != 0) mask |= 1 << Ports.rotate(p, r);
            TreeSet<String> attrs = new TreeSet<>();
            for (int a = 0; f.attrs != null && a < f.attrs.length; a++) {
                String name = rules.attributes.get(a);
                if (f.attrs[a] != 0 && map.attributes.containsValue(name)) attrs.add(name + "=" + f.attrs[a]);
            }
            parts.add(part(rules.kinds.get(f.kind).name, mask, attrs));
        }
        for (ForeignMap.Tag tag : map.tags) if (t.tags.contains(tag.ours())) parts.add("#" + tag.ours());
        return String.join(" ", parts);
    }

    private static String part(String kind, int mask, TreeSet<String> attrs) {
        StringBuilder sb = new StringBuilder(kind).append('[');
        boolean first = true;
        for (int p = 0; p < 12; p++) {
            if ((mask & (1 << p)) == 0) continue;
            if (!first) sb.append(' ');
            sb.append(Ports.NAMES[p]);
            first = false;
        }
        sb.append(']');
        if (!attrs.isEmpty()) sb.append(attrs);
        return sb.toString();
    }

    /**
     * The ports a location code covers: codes joined by '.', each a code of the
     * map or a run of one-letter codes ("NS" = N and S); an inner code covers
     * none (0). -1 when a part is unknown.
     */
    public static int ports(ForeignMap map, String code) {
        int mask = 0;
        for (String part : code.split("\\.")) {
            if (map.inner.contains(part)) continue;
            String port = map.locations.get(part);
            if (port != null) { mask |= 1 << Ports.index(port); continue; }
            if (part.isEmpty()) return -1;
            for (char c : part.toCharArray()) {
                String one = map.locations.get(String.valueOf(c));
                if (one == null) return -1;
                mask |= 1 << Ports.index(one);
            }
        }
        return mask;
    }
}
