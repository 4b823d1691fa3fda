package org.pairlab.dataset;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.util.List;
import org.pairlab.dataset.ParquetWriter.Column;
import org.pairlab.dataset.ParquetWriter.Type;
import org.pairlab.project.Json;

/**
 * Parquet for the datasets library ({@code load_dataset("parquet", data_files="captions.parquet")}) and pandas: one row
 * per caption with {@code image_id}, {@code file_name} (under images/, null for text-only items), {@code caption},
 * {@code caption_index}, {@code split}, {@code width}, {@code height}, {@code method} (null for originals),
 * {@code source_image_id} and {@code pairlab_recipe} (JSON), and the images in images/. Boxes are in no column; use
 * COCO or JSON Lines for them.
 */
final class ParquetExport implements ExportWriter {
    static final String FILE = "captions.parquet";
    static final List<Column> COLUMNS = List.of(
            new Column("image_id", Type.INT64, false),
            new Column("file_name", Type.STRING, true),
            new Column("caption", Type.STRING, false),
            new Column("caption_index", Type.INT32, false),
            new Column("split", Type.STRING, true),
            new Column("width", Type.INT32, false),
            new Column("height", Type.INT32, false),
            new Column("method", Type.STRING, true),
            new Column("source_image_id", Type.INT64, true),
            new Column("pairlab_recipe", Type.STRING, true));

    @Override
    public ExportFormat format() {
        return ExportFormat.PARQUET;
    }

    @Override
    public void write(ExportBatch batch) throws IOException {
        ParquetWriter w = new ParquetWriter(COLUMNS);
        for (ExportItem item : batch.items()) {
            var recipe = item.candidate() == null ? null : batch.recipe(item);
            for (int i = 0; i < item.captions().size(); i++) {
                w.add(item.imageId(), item.textOnly() ? null : Exporter.IMAGES + "/" + item.fileName(),
                        item.captions().get(i), i, item.split(), item.width(), item.height(),
                        recipe == null ? null : recipe.get("method"),
                        recipe == null ? null : recipe.get("source_image_id"),
                        recipe == null ? null : Json.write(recipe));
            }
        }
        try (OutputStream out = Files.newOutputStream(batch.folder().resolve(FILE))) {
            w.write(out);
        }
    }
}
