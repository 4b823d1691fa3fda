package org.pairlab.image;

import java.nio.file.Path;
import org.pairlab.project.Sample;

/**
 * Grid thumbnails of original samples, the one path the workbench's grid and {@code pairlab bench ui} share: keyed by
 * the image checksum in the disk cache, decoded at reduced resolution (ImageIO source subsampling to about twice
 * the thumbnail edge) instead of decoding the full image and scaling it.
 */
public final class SampleThumbnails {
    private final Thumbnails disk;
    private final SampleImages images;

    public SampleThumbnails(Thumbnails disk, SampleImages images) {
        this.disk = disk;
        this.images = images;
    }

    /** The disk-cache key of a sample's thumbnail: its image checksum, so copies of one image share a thumbnail. */
    public static String key(Sample s) {
        return s.checksum() != null && !s.checksum().isBlank() ? s.checksum() : "sample-" + s.id();
    }

    /** The cached thumbnail file of a sample, made from a subsampled decode when it is not cached yet. */
    public Path file(Sample s, int size) throws ImageFormatException {
        int sub = Thumbnails.subsamplingFor(s.width(), s.height(), size);
        return disk.get(key(s), size, sub, k -> images.decoder().decode(images.path(s), k));
    }
}
