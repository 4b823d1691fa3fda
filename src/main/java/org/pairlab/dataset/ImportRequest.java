package org.pairlab.dataset;

import java.nio.file.Path;

/**
 * What to import. {@code annotations} is the captions/split/JSONL/CSV file (null for the folder layouts: FOLDER,
 * HF_IMAGEFOLDER, YOLO, VOC); {@code instances} the optional COCO instances file; {@code imagesRoot} the folder that
 * image paths are relative to; {@code textColumn} the caption column of a Hugging Face metadata file (null:
 * {@code text}), or of a JSON Lines or CSV file (null: caption/captions, caption_N columns).
 */
public record ImportRequest(ImportFormat format, Path annotations, Path instances, Path imagesRoot, String datasetName,
                            boolean strict, String textColumn) {
    /** The Hugging Face caption column when none is chosen. */
    public static final String DEFAULT_TEXT_COLUMN = "text";

    /** A request with the default caption column. */
    public ImportRequest(ImportFormat format, Path annotations, Path instances, Path imagesRoot, String datasetName,
                         boolean strict) {
        this(format, annotations, instances, imagesRoot, datasetName, strict, null);
    }

    /** The caption column of a Hugging Face metadata file. */
    public String textColumnOrDefault() {
        return textColumn == null || textColumn.isBlank() ? DEFAULT_TEXT_COLUMN : textColumn.strip();
    }
}
