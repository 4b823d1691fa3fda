package org.pairlab.dataset;

import java.nio.file.Path;

/**
 * What to import. {@code annotations} is the captions/split/JSONL/CSV file (null for FOLDER); {@code instances} the
 * optional COCO instances file; {@code imagesRoot} the folder that image paths are relative to.
 */
public record ImportRequest(ImportFormat format, Path annotations, Path instances, Path imagesRoot, String datasetName,
                            boolean strict) {
}
