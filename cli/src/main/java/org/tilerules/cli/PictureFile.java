package org.tilerules.cli;

import org.tilerules.simulate.Failure;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.PNGTranscoder;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** Writes a picture: SVG text as it is, or rasterised to PNG (by Batik) when the file name ends in .png. */
final class PictureFile {
    private PictureFile() {}

    static void write(String svg, Path file, PrintWriter stdout) {
        if (file == null) {
            stdout.print(svg);
            stdout.flush();
            return;
        }
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) png(svg, file);
            else Files.writeString(file, svg);
        } catch (IOException e) {
            throw Failure.cannotWrite(file, e);
        }
    }

    private static void png(String svg, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            PNGTranscoder t = new PNGTranscoder();
            TranscoderInput in = new TranscoderInput(new StringReader(svg));
            in.setURI(file.toAbsolutePath().toUri().toString());
            t.transcode(in, new TranscoderOutput(out));
        } catch (TranscoderException e) {
            throw new Failure("cannot turn the picture into PNG: " + e.getMessage());
        }
    }
}
