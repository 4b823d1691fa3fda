package org.pairlab.dataset;

/** The dataset layouts PairLab reads. */
public enum ImportFormat {
    /** COCO captions JSON, optionally with a COCO instances JSON for boxes. */
    COCO,
    /** Karpathy-style split file (dataset_coco.json). */
    KARPATHY,
    /** JSON Lines: one object per line with an image path and one or more captions. */
    JSONL,
    /** CSV: image path and one or more caption columns. */
    CSV,
    /** A folder of images with a .txt caption file beside each one. */
    FOLDER,
    /** Captions without images: a UTF-8 text file, one caption per line (e.g. a stylized corpus). */
    TEXT
}
