package org.pairlab.dataset;

import java.io.IOException;

/**
 * One layout PairLab writes (the writer SPI). The {@link Exporter} collects the items, writes each image where
 * {@link #imagePath} says, calls {@link #write}, then adds the manifest and moves the folder into place. A new
 * format is one class listed in {@link ExportWriters}.
 */
public interface ExportWriter {
    /** The format this writer writes. */
    ExportFormat format();

    /**
     * Where an item's image goes, relative to the export folder with forward slashes; null when the writer stores
     * images itself (WebDataset shards) or skips the item. Text-only items are never asked.
     */
    default String imagePath(ExportItem item) {
        return Exporter.IMAGES + "/" + item.fileName();
    }

    /** Writes the annotation files (and anything else) into {@code batch.folder()}. */
    void write(ExportBatch batch) throws IOException;
}
