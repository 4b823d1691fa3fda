package org.pairlab.dataset;

/**
 * Settings only some layouts use: {@code shardSize} samples per WebDataset tar shard, and {@code textColumn}, the
 * caption column of a Hugging Face metadata file.
 */
public record ExportOptions(int shardSize, String textColumn) {
    /** 1,000 samples per shard, captions in {@code text}. */
    public static final ExportOptions DEFAULT = new ExportOptions(1000, ImportRequest.DEFAULT_TEXT_COLUMN);

    public ExportOptions {
        if (shardSize < 1) {
            throw new IllegalArgumentException("--shard-size must be at least 1 sample, got " + shardSize + ".");
        }
        if (textColumn == null || textColumn.isBlank()) {
            textColumn = ImportRequest.DEFAULT_TEXT_COLUMN;
        } else if (textColumn.strip().equals("file_name")) {
            throw new IllegalArgumentException("--text-column cannot be file_name: that column holds the image path.");
        }
        textColumn = textColumn.strip();
    }
}
