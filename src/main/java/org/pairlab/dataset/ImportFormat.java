package org.pairlab.dataset;

/** The dataset layouts PairLab reads; each has one {@link Importer} (see {@link Importers}). */
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
    TEXT,
    /** Hugging Face {@code imagefolder}: images with a metadata.jsonl (or metadata.csv) per folder or split. */
    HF_IMAGEFOLDER,
    /** YOLO: images/ and labels/ with one .txt of normalised boxes per image, class names in data.yaml. */
    YOLO,
    /** Pascal VOC: one XML file of boxes per image (Annotations/) beside the images (JPEGImages/). */
    VOC;

    /** Whether the request names one annotation file; the folder layouts read everything below the images folder. */
    public boolean needsAnnotationFile() {
        return switch (this) {
            case FOLDER, HF_IMAGEFOLDER, YOLO, VOC -> false;
            default -> true;
        };
    }

    /** The name people type and read ({@code coco}, {@code hf-imagefolder}). */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** The format named by {@code label} ({@code hf-imagefolder}, {@code HF_IMAGEFOLDER}, {@code imagefolder}). */
    public static ImportFormat parse(String label) {
        String l = label.strip().toUpperCase(java.util.Locale.ROOT).replace('-', '_');
        if (l.equals("IMAGEFOLDER") || l.equals("HF")) {
            return HF_IMAGEFOLDER;
        }
        if (l.equals("PASCAL_VOC")) {
            return VOC;
        }
        try {
            return valueOf(l);
        } catch (IllegalArgumentException e) {
            StringBuilder known = new StringBuilder();
            for (ImportFormat f : values()) {
                known.append(known.length() == 0 ? "" : ", ").append(f.label());
            }
            throw new IllegalArgumentException("Unknown import format '" + label + "'; known: " + known + ".");
        }
    }
}
