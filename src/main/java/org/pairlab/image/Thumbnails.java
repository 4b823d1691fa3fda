package org.pairlab.image;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javax.imageio.ImageIO;

/**
 * Disk cache of small JPEG thumbnails below a cache folder, keyed by image checksum (or candidate id), so a grid of
 * 100k items only decodes each original once. Knows nothing about any UI toolkit.
 */
public final class Thumbnails {
    /** Renders a full-size image when its thumbnail is not cached yet. */
    @FunctionalInterface
    public interface Source {
        BufferedImage load(int subsampling) throws ImageFormatException;
    }

    private final Path dir;

    /** {@code cacheDir} is the project's cache folder; thumbnails go to its {@code thumbs} sub-folder. */
    public Thumbnails(Path cacheDir) {
        this.dir = cacheDir.resolve("thumbs");
    }

    /** Where the thumbnail for {@code key} (a checksum, or "cand-" + id) of edge {@code size} lives. */
    public Path file(String key, int size) {
        String safe = key.replaceAll("[^A-Za-z0-9._-]", "_");
        String first2 = safe.length() >= 2 ? safe.substring(0, 2) : "__";
        return dir.resolve(first2).resolve(safe + "-" + size + ".jpg");
    }

    /** The subsampling that decodes an image of this size to at least twice the thumbnail edge (cheap, still sharp). */
    public static int subsamplingFor(int width, int height, int size) {
        int longer = Math.max(width, height);
        return Math.max(1, longer / (size * 2));
    }

    /** Returns the cached thumbnail file, creating it from {@code source} when missing. */
    public Path get(String key, int size, int subsampling, Source source) throws ImageFormatException {
        Path f = file(key, size);
        if (Files.isRegularFile(f)) {
            return f;
        }
        BufferedImage full = source.load(subsampling);
        BufferedImage small = scale(full, size);
        try {
            Files.createDirectories(f.getParent());
            // Write to a temporary file and move, so a reader never sees half a JPEG.
            Path tmp = Files.createTempFile(f.getParent(), "t", ".tmp");
            try {
                if (!ImageIO.write(small, "jpg", tmp.toFile())) {
                    throw new IOException("no JPEG writer");
                }
                Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write thumbnail " + f + ": " + e.getMessage(), e);
        }
        return f;
    }

    /** Scales so the longer edge is {@code size} pixels, as opaque RGB (JPEG has no alpha). */
    public static BufferedImage scale(BufferedImage src, int size) {
        double k = Math.min(1.0, (double) size / Math.max(src.getWidth(), src.getHeight()));
        int w = Math.max(1, (int) Math.round(src.getWidth() * k));
        int h = Math.max(1, (int) Math.round(src.getHeight() * k));
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(src, 0, 0, w, h, null);
        g.dispose();
        return out;
    }
}
