package org.tilerules.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The project's own rule sets and tiles, packed into the job jar under
 * {@code tilerules-files/}: what the job plays when neither {@code --rules-dir}
 * nor a 'rulesets' folder above the current folder or the jar is found, as on
 * a cluster's driver in cluster deploy mode.
 */
final class ShippedRules {
    static final String PREFIX = "tilerules-files/";

    private ShippedRules() {}

    /** The folder the job's classes or jar lie in, or null. */
    static Path installation() {
        try {
            var src = ShippedRules.class.getProtectionDomain().getCodeSource();
            return src == null ? null : Path.of(src.getLocation().toURI()).toAbsolutePath();
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    /**
     * The shipped 'rulesets' folder: in the classes folder as it is, from a jar unpacked into a temporary folder
     * (deleted when the JVM ends).
     */
    static Path rulesets() {
        Path at = installation();
        if (at == null) return null;
        if (Files.isDirectory(at)) {
            Path r = at.resolve(PREFIX + "rulesets");
            return Files.isDirectory(r) ? r : null;
        }
        try (ZipFile jar = new ZipFile(at.toFile())) {
            Path root = Files.createTempDirectory("tilerules-shipped-");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> RulesBundle.delete(root)));
            boolean any = false;
            for (Enumeration<? extends ZipEntry> es = jar.entries(); es.hasMoreElements(); ) {
                ZipEntry e = es.nextElement();
                if (!e.getName().startsWith(PREFIX) || e.isDirectory()) continue;
                Path p = root.resolve(e.getName().substring(PREFIX.length())).normalize();
                if (!p.startsWith(root)) continue;
                Files.createDirectories(p.getParent());
                try (InputStream in = jar.getInputStream(e)) {
                    Files.copy(in, p, StandardCopyOption.REPLACE_EXISTING);
                }
                any = true;
            }
            return any && Files.isDirectory(root.resolve("rulesets")) ? root.resolve("rulesets") : null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the rule files packed in " + at + ": " + e.getMessage(), e);
        }
    }
}
