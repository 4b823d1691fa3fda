package org.pairlab.dataset;

import java.util.Locale;

/** The layouts PairLab writes; each has one {@link ExportWriter} (see {@link ExportWriters}). */
public enum ExportFormat {
    /** COCO captions.json (+ instances.json when there are boxes) with an images/ folder. */
    COCO,
    /** captions.jsonl, one line per image, with an images/ folder. */
    JSONL,
    /** Hugging Face imagefolder: images and metadata.jsonl per split folder (text column chosen). */
    HF_IMAGEFOLDER,
    /** WebDataset: tar shards of image + .txt + .json per sample. */
    WEBDATASET,
    /** Karpathy split file dataset.json (sentences with tokens, split kept) with an images/ folder. */
    KARPATHY,
    /** YOLO: images/ and labels/ per split, data.yaml; captions in captions/. */
    YOLO,
    /** Pascal VOC: JPEGImages/, Annotations/*.xml, ImageSets/Main/<split>.txt. */
    VOC,
    /** Apache Parquet: captions.parquet, one row per caption with its image's metadata, plus images/. */
    PARQUET;

    /** The name people type and read ({@code coco}, {@code hf-imagefolder}). */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The format named by {@code label}; the message lists the known ones. */
    public static ExportFormat parse(String label) {
        String l = label.strip().toUpperCase(Locale.ROOT).replace('-', '_');
        if (l.equals("IMAGEFOLDER") || l.equals("HF")) {
            return HF_IMAGEFOLDER;
        }
        if (l.equals("WDS")) {
            return WEBDATASET;
        }
        try {
            return valueOf(l);
        } catch (IllegalArgumentException e) {
            StringBuilder known = new StringBuilder();
            for (ExportFormat f : values()) {
                known.append(known.length() == 0 ? "" : ", ").append(f.label());
            }
            throw new IllegalArgumentException("Unknown export format '" + label + "'; known: " + known + ".");
        }
    }
}
