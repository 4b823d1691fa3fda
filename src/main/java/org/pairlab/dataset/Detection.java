package org.pairlab.dataset;

import java.nio.file.Path;

/**
 * What auto-detect found at a path: the format, how sure it is (0..1), why (in words a researcher can check), and
 * the files an import of it would read.
 */
public record Detection(ImportFormat format, double confidence, String reason, Path annotations, Path instances,
                        Path imagesRoot) {
    public Detection {
        if (!(confidence > 0 && confidence <= 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1], got " + confidence);
        }
    }

    /** The import this detection stands for. */
    public ImportRequest request(String datasetName, boolean strict, String textColumn) {
        return new ImportRequest(format, annotations, instances, imagesRoot, datasetName, strict, textColumn);
    }

    /** One line for people, e.g. {@code coco (95 %): captions.json has images and annotations with captions}. */
    public String describe() {
        return format.label() + " (" + Math.round(confidence * 100) + " %): " + reason;
    }
}
