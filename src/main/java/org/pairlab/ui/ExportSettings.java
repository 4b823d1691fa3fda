package org.pairlab.ui;

import java.nio.file.Path;

/**
 * What the export dialog asks for; mirrors {@code org.pairlab.dataset.ExportRequest} without depending on it.
 * {@code format} is an {@code ExportFormat} constant name ("COCO", "JSONL", "HF_IMAGEFOLDER"...); {@code split} null
 * means all splits. The dialog uses the layouts' default options (1,000 samples per shard, text column {@code text}).
 */
public record ExportSettings(String format, Path folder, boolean originals, boolean accepted, String split,
                             boolean overwrite) {
    /** The export formats offered in the dialog. */
    public static final java.util.List<String> FORMATS = java.util.Arrays.stream(
            org.pairlab.dataset.ExportFormat.values()).map(Enum::name).toList();
}
