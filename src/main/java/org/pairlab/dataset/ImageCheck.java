package org.pairlab.dataset;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.ImageInfo;

/** The result of checking one image file: its header info and checksum, or why it cannot be used. */
record ImageCheck(ImageInfo info, String sha256, String error) {

    /** Identifies a file's content cheaply, so a file referenced many times in one import is read once. */
    record Key(Path realPath, long size, long modified) {
        static Key of(Path realPath) throws IOException {
            BasicFileAttributes a = Files.readAttributes(realPath, BasicFileAttributes.class);
            return new Key(realPath, a.size(), a.lastModifiedTime().toMillis());
        }
    }

    boolean ok() {
        return error == null;
    }

    /** Files up to this size are read once into memory for probe, tail check and checksum; larger ones are streamed. */
    static final long ONE_READ_LIMIT = 64L << 20;

    static ImageCheck of(Path file, ImageDecoder decoder) {
        try {
            if (Files.isRegularFile(file) && Files.size(file) <= ONE_READ_LIMIT) {
                byte[] content = Files.readAllBytes(file);
                // Probe first: a decompression bomb or a non-image is refused before its bytes are hashed.
                ImageInfo info = decoder.probe(file, content);
                return new ImageCheck(info, sha256(content), null);
            }
            ImageInfo info = decoder.probe(file);
            return new ImageCheck(info, sha256(file), null);
        } catch (ImageFormatException e) {
            String m = e.getMessage();
            String prefix = file + ": ";
            return new ImageCheck(null, null, m.startsWith(prefix) ? m.substring(prefix.length()) : m);
        } catch (IOException e) {
            return new ImageCheck(null, null, "cannot read image file (" + e.getMessage() + ")");
        }
    }

    static String sha256(byte[] content) {
        return org.pairlab.project.Sha256.hex(content);
    }

    static String sha256(Path file) throws IOException {
        return org.pairlab.project.Sha256.ofFile(file);
    }
}
