package org.pairlab.ui;

import java.nio.file.Path;

/**
 * What the export dialog asks for; mirrors {@code org.pairlab.dataset.ExportRequest} without depending on it.
 * {@code format} is an {@code ExportFormat} constant name ("COCO" or "JSONL"); {@code split} null means all splits.
 */
public record ExportSettings(String format, Path folder, boolean originals, boolean accepted, String split,
                             boolean overwrite) {
    /** The export formats offered in the dialog. */
    public static final java.util.List<String> FORMATS = java.util.List.of("COCO", "JSONL");
}
