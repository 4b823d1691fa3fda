package org.pairlab.dataset;

/**
 * Limits on what an import accepts, so a hostile or broken file cannot make a later step crawl or hang: caption
 * length, captions per image, annotation file size and JSON nesting. {@link #DEFAULT} holds the documented defaults.
 */
public record InputLimits(int maxCaptionChars, int maxCaptionsPerImage, long maxFileBytes, int maxJsonDepth) {
    /** 2,000 characters per caption, 100 captions per image, 4 GiB per annotation file, JSON nested 64 deep. */
    public static final InputLimits DEFAULT = new InputLimits(2_000, 100, 4L << 30, 64);

    public InputLimits {
        if (maxCaptionChars < 1 || maxCaptionsPerImage < 1 || maxFileBytes < 1 || maxJsonDepth < 2) {
            throw new IllegalArgumentException("Input limits must be positive (JSON depth at least 2): " + this);
        }
    }
}
