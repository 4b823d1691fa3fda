package org.pairlab.image;

/** What a header read tells about an image file, without decoding its pixels. */
public record ImageInfo(String format, int width, int height, long bytes) {
    public long pixels() {
        return (long) width * height;
    }
}
