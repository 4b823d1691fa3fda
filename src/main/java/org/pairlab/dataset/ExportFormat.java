package org.pairlab.dataset;

/** The layouts PairLab writes. */
public enum ExportFormat {
    /** COCO captions.json (+ instances.json when there are boxes) with an images/ folder. */
    COCO,
    /** captions.jsonl, one line per image, with an images/ folder. */
    JSONL
}
